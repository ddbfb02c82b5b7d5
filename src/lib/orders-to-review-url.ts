// The write-review orders resource, built in one place so the host's preload link and the bundle's
// request agree (src/lib/first-requests.ts). Apart from request-urls.ts, which every page loads,
// so only the screens that ask for it pay for it.
import { pageDataUrl } from "./request-urls";
import { PATHS } from "./routes";

/** The write-review orders resource, as the bundle asks for it and the host preloads it. */
export const ordersToReviewUrl = (locale?: string): string =>
  pageDataUrl(`${PATHS.writeReview}?resource=orders`, locale);
