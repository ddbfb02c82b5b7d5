// Product and shop pages, their review widgets, media and click tracking (questions: questions.ts).
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { EncodedId } from "./contract/common";
import type { ClickRecord } from "./contract/home-requests";
import type { MediaPage, WidgetData } from "./contract/review";

const slug = encodeURIComponent;

/** One page of a review widget: `url` from widgetUrl (src/widgets/reviews/reviews-target.ts). */
export const getWidgetPage = (url: string) => api.get<WidgetData>(url);

/** A 404 on the first page means there is no media. */
export const getMediaPage = (owner: "products" | "shops", id: EncodedId, page: number) =>
  api.get<MediaPage>(`/${owner}/${slug(id)}/reviews_with_media` as const satisfies ApiPath<"GET">, {
    query: { page },
  });

export const recordClick = (record: ClickRecord) =>
  api.post<null>("/reviews/click" satisfies ApiPath<"POST">, record);
