// Product and shop pages, their review widgets, questions, media and click tracking.
import { withQuery } from "../lib/request-urls";
import { api } from "./client";
import type { EncodedId } from "./types/common";
import type { QuestionsParams, QuestionsResponse } from "./types/questions";
import type { MediaPage, WidgetData } from "./types/review";
import type { ClickRecord } from "./types/shop";

const slug = encodeURIComponent;

/** One page of a review widget: `url` from widgetUrl (src/widgets/reviews/reviews-target.ts). */
export const getWidgetPage = (url: string) => api.get<WidgetData>(url);

/** The address of one page of questions: the request cache's key. */
export const questionsUrl = (params: QuestionsParams) =>
  withQuery("/api/questions/questions_for_widget", params);

export const getQuestions = (url: string) => api.get<QuestionsResponse>(url);

/** A 404 on the first page means there is no media. */
export const getMediaPage = (owner: "products" | "shops", id: EncodedId, page: number) =>
  api.get<MediaPage>(`/${owner}/${slug(id)}/reviews_with_media`, { query: { page } });

export const recordClick = (record: ClickRecord) => api.post<null>("/reviews/click", record);
