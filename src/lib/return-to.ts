// The sign-in page's address, coming back to a page of this site afterwards. Which address the
// sign-in page accepts to return to is safe-return-to.ts (only that page and the host read it).
import { PATHS } from "./routes";

/** The sign-in page, coming back to `returnTo` (a path of this site) afterwards. */
export const signInPath = (returnTo: string) => `${PATHS.login}?return_to=${encodeURIComponent(returnTo)}`;

/** The sign-in page, coming back to the page open now. */
export const signInFromHere = () => signInPath(location.pathname + location.search);
