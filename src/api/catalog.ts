// The review widgets of product and shop pages, their questions, media and click tracking.
import { api } from "./client";
import type { EncodedId } from "./types/common";
import type { MediaPage, QuestionsParams, QuestionsResponse, WidgetData, WidgetParams } from "./types/review";
import type { ClickRecord } from "./types/shop";

const slug = encodeURIComponent;

export const getProductReviews = (params: WidgetParams, signal?: AbortSignal) =>
  api.get<WidgetData>("/api/v1/widgets/product_review", { query: params, signal });

export const getAllReviewsPage = (params: Omit<WidgetParams, "external_id">, signal?: AbortSignal) =>
  api.get<WidgetData>("/api/v1/widgets/all_reviews_page", { query: params, signal });

export const getQuestions = (params: QuestionsParams, signal?: AbortSignal) =>
  api.get<QuestionsResponse>("/api/questions/questions_for_widget", {
    query: params,
    signal,
  });

/** A 404 on the first page means there is no media. */
export const getMediaPage = (owner: "products" | "shops", id: EncodedId, page: number) =>
  api.get<MediaPage>(`/${owner}/${slug(id)}/reviews_with_media`, { query: { page } });

export const recordClick = (record: ClickRecord) => api.post<null>("/reviews/click", record);
