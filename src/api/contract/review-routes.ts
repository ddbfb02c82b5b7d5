// The contract's calls about reviews: the widgets' lists and media, helpful votes, writing and
// editing a review with its photos, the owner's actions on it, and reports with their decisions.
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "../../lib/review-rules";
import { NoBody, NoQuery, Params, Strict } from "./building-blocks";
import type { ContractRoute, RouteKey } from "./contract-route";
import { ReviewActionResponse } from "./profile";
import { ReportDecisionResponse, ReportResponse } from "./report";
import { ReportDecisionPayload, ReportPayload } from "./report-requests";
import { HelpfulVote, MediaPage, ProductRatings, WidgetData } from "./review";
import {
  NewReviewForm,
  PageQuery,
  PHOTO_FIELD,
  PHOTO_UPLOAD_FIELD,
  ProductRatingsQuery,
  ProductWidgetQuery,
  ReviewEditForm,
  ShopWidgetQuery,
} from "./review-requests";
import { CreatedReviewResponse, EditedReviewResponse, PhotoUploadResponse } from "./write-review";

/** An action on one's own review: its address says everything, no query and no body. */
const ownReviewAction = (summary: string) =>
  ({
    summary,
    who: "reviewer",
    params: Params("publicId"),
    query: NoQuery,
    body: NoBody,
    answers: { 200: ReviewActionResponse },
    errors: [400, 401, 404, 410, 429],
  }) as const;

/** A helpful vote given or taken back: the thing voted on is in the address, nothing else is sent. */
const helpfulVote = (param: string, summary: string) =>
  ({
    summary,
    who: "reviewer",
    params: Params(param),
    query: NoQuery,
    body: NoBody,
    answers: { 200: HelpfulVote },
    errors: [400, 401, 403, 404, 429],
  }) as const;

/** A reader's report of a review, a question or an answer. */
const report = (param: string, summary: string) =>
  ({
    summary,
    who: "reviewer",
    params: Params(param),
    query: NoQuery,
    body: ReportPayload,
    answers: { 201: ReportResponse },
    errors: [400, 401, 403, 404, 409, 429],
  }) as const;

export const REVIEW_ROUTES = {
  "GET /api/v1/widgets/product_review": {
    summary: "A product's reviews under the widget's controls, with the header figures.",
    who: "anyone",
    query: ProductWidgetQuery,
    answers: { 200: WidgetData },
    errors: [400, 404],
  },
  "GET /api/v1/widgets/all_reviews_page": {
    summary: "A store's reviews under the widget's controls, with the header figures.",
    who: "anyone",
    query: ShopWidgetQuery,
    answers: { 200: WidgetData },
    errors: [400, 404],
  },
  "GET /api/v1/widgets/product_ratings": {
    summary:
      "The rating, number of reviews and marketplace page of each of a store's products named by its own ids (a product grid's badges, in one call).",
    who: "anyone",
    query: ProductRatingsQuery,
    answers: { 200: ProductRatings },
    errors: [400, 404],
  },
  "GET /products/:id/reviews_with_media": {
    summary: "A page of the pictures and videos of a product's reviews (the product's encoded id).",
    who: "anyone",
    params: Params("id"),
    query: PageQuery,
    answers: { 200: MediaPage },
    errors: [400, 404],
  },
  "GET /shops/:id/reviews_with_media": {
    summary: "A page of the pictures and videos of a store's reviews (the store's encoded id).",
    who: "anyone",
    params: Params("id"),
    query: PageQuery,
    answers: { 200: MediaPage },
    errors: [400, 404],
  },
  "PUT /reviews/:publicId/helpful": helpfulVote("publicId", "Marks a review helpful: one vote per person."),
  "DELETE /reviews/:publicId/helpful": helpfulVote("publicId", "Takes back a helpful vote on a review."),
  "POST /reviews/profile/review-photos": {
    summary: "One photo, sent as soon as it is chosen, before its review: encoded off the request.",
    who: "reviewer",
    query: NoQuery,
    body: Strict({}),
    files: { field: PHOTO_UPLOAD_FIELD, count: 1, bytes: PHOTO_MAX_BYTES },
    answers: { 201: PhotoUploadResponse },
    errors: [400, 401, 411, 413, 429],
  },
  "GET /reviews/profile/review-photos/:id": {
    summary: "Where an uploaded photo is (its uploader only).",
    who: "reviewer",
    params: Params("id"),
    query: NoQuery,
    answers: { 200: PhotoUploadResponse },
    errors: [400, 401, 404],
  },
  "POST /reviews/profile/reviews": {
    summary: "Writes a review of a line item the reviewer bought, with its photos.",
    who: "reviewer",
    query: NoQuery,
    body: NewReviewForm,
    files: { field: PHOTO_FIELD, count: PHOTOS_MAX, bytes: PHOTO_MAX_BYTES },
    answers: { 201: CreatedReviewResponse },
    errors: [400, 401, 403, 404, 409, 411, 413, 429],
  },
  "PUT /reviews/profile/reviews/:publicId": {
    summary: "Edits one's own review: its text, the pictures it keeps and new photos.",
    who: "reviewer",
    params: Params("publicId"),
    query: NoQuery,
    body: ReviewEditForm,
    files: { field: PHOTO_FIELD, count: PHOTOS_MAX, bytes: PHOTO_MAX_BYTES },
    answers: { 200: EditedReviewResponse },
    errors: [400, 401, 404, 411, 413, 429],
  },
  "DELETE /reviews/profile/reviews/:publicId": ownReviewAction(
    "Deletes one's own review (it can be restored for a while).",
  ),
  "PUT /reviews/profile/reviews/:publicId/restore": ownReviewAction("Restores one's own deleted review."),
  "PUT /reviews/profile/reviews/:publicId/publish": ownReviewAction("Publishes one's own review."),
  "PUT /reviews/profile/reviews/:publicId/unpublish": ownReviewAction("Unpublishes one's own review."),
  "POST /reviews/:publicId/reports": report("publicId", "Reports a review to the arbitrators."),
  "POST /reviews/questions/:questionId/reports": report(
    "questionId",
    "Reports a question to the arbitrators.",
  ),
  "POST /reviews/answers/:answerId/reports": report("answerId", "Reports an answer to the arbitrators."),
  "POST /reviews/arbitrator/reports/:publicId/decision": {
    summary: "The arbitrator keeps or hides a reported review, question or answer.",
    who: "arbitrator",
    params: Params("publicId"),
    query: NoQuery,
    body: ReportDecisionPayload,
    answers: { 201: ReportDecisionResponse },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<RouteKey, ContractRoute>;
