// The host's writes, each with who makes it and one request it takes, in an order in which each
// succeeds (a review is deleted before it is restored); then the files that the uploads before
// them stored. The uploads name their files with a path out of the host's folders, as a hostile
// form might: the host keeps its own names.
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { PNG_1PX } from "./review-upload";
import type { RouteUses, UploadFile } from "./route-use";
import { REVIEWER_ID } from "./seeded-ids";

/** A file name that leads out of DATA_DIR/uploads, to where a test may keep a canary file. */
export const ESCAPING_FILE_NAME = "../../canary.txt";

const picture = (field: string): UploadFile => ({
  field,
  name: ESCAPING_FILE_NAME,
  data: PNG_1PX,
  type: "image/png",
});

/** The newest file of the reviewer's disputes, which the dispute upload below stored. */
const newestDisputeFile = `SELECT d.encoded_id disputeId, f.encoded_id fileId FROM dispute_files f
  JOIN disputes d ON d.id = f.dispute_id WHERE d.reviewer_id = ? ORDER BY f.id DESC LIMIT 1`;

export const WRITE_ROUTE_USES: RouteUses = {
  "POST /login": {
    as: "guest",
    ownVisitor: true,
    valid: () => ({
      form: { email: SEEDED_ACCOUNTS.reviewer.email, password: SEEDED_ACCOUNTS.reviewer.password },
    }),
  },
  "POST /logout": { as: "reviewer", ownVisitor: true, valid: () => ({ form: {} }) },
  "POST /reviews/click": {
    as: "guest",
    valid: (ids) => ({
      json: {
        shop_id: ids.store.encodedId,
        product_id: ids.product.encodedId,
        tracking_data: {
          id: "j1",
          created_at: "2026-01-01T00:00:00Z",
          referrer: "https://search.example/",
          first_referrer: "https://search.example/",
          landing_page_params: { utm_source: "mail" },
          journey: ["/reviews"],
        },
        referral: "https://search.example/",
        referral_page: "http://localhost/reviews",
        pageview_id: "pv-1",
      },
    }),
  },
  "PUT /reviews/:publicId/helpful": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.othersReview }, json: null }),
  },
  "DELETE /reviews/:publicId/helpful": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.othersReview }, json: null }),
  },
  "POST /reviews/questions": {
    as: "reviewer",
    valid: (ids) => ({
      json: { question: { product_id: ids.product.encodedId, body: "Does it fit a small desk?" } },
    }),
  },
  "POST /reviews/questions/:questionId/answers": {
    as: "reviewer",
    valid: (ids) => ({
      params: { questionId: ids.questionToAnswer },
      json: { answer: { body: "It does." } },
    }),
  },
  "PUT /reviews/answers/:answerId/helpful": {
    as: "reviewer",
    valid: (ids) => ({ params: { answerId: ids.othersAnswer }, json: null }),
  },
  "DELETE /reviews/answers/:answerId/helpful": {
    as: "reviewer",
    valid: (ids) => ({ params: { answerId: ids.othersAnswer }, json: null }),
  },
  "PUT /reviews/profile/questions/seen": { as: "reviewer", valid: () => ({ json: null }) },
  "PUT /reviews/profile/reviewers/:id": {
    as: "reviewer",
    valid: () => ({ params: { id: "0" }, json: { reviewer: { subscribed_rs: true, rs_currency: "EUR" } } }),
  },
  "POST /reviews/profile/accept_tos": { as: "reviewer", valid: () => ({ json: { reviewer_name: "Jamie" } }) },
  "DELETE /reviews/profile/reviews/:publicId": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.ownReviews[1] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/restore": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.ownReviews[1] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/unpublish": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.ownReviews[0] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/publish": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.ownReviews[0] }, json: null }),
  },
  "POST /reviews/profile/follows/heart": {
    as: "reviewer",
    valid: (ids) => ({ json: { is_hearting: true, reviewer_enc_id: ids.otherReviewer.encodedId } }),
  },
  "POST /reviews/:publicId/reports": {
    as: "reviewer",
    valid: (ids) => ({ params: { publicId: ids.othersReview }, json: { reason: "spam", note: "Ads." } }),
  },
  "POST /reviews/questions/:questionId/reports": {
    as: "reviewer",
    valid: (ids) => ({ params: { questionId: ids.othersQuestion }, json: { reason: "off_topic" } }),
  },
  "POST /reviews/answers/:answerId/reports": {
    as: "reviewer",
    valid: (ids) => ({ params: { answerId: ids.othersAnswer }, json: { reason: "other", note: "Rude." } }),
  },
  "POST /reviews/arbitrator/reports/:publicId/decision": {
    as: "arbitrator",
    valid: (ids) => ({ params: { publicId: ids.reportedReview }, json: { decision: "keep", note: "Fine." } }),
  },
  "POST /reviews/arbitrator/:disputeId/decision": {
    as: "arbitrator",
    valid: (ids) => ({
      params: { disputeId: ids.disputeInReview },
      json: { decision: { outcome: "rejected", note: "No evidence." } },
    }),
  },
  "POST /reviews/profile/reviews": {
    as: "reviewer",
    valid: (ids) => ({
      upload: {
        fields: {
          line_item_public_id: ids.waitingLineItem,
          rating: "5",
          title: "Sturdy",
          body: "Sturdy and quiet, as described.",
        },
        files: [picture("photos[]")],
      },
    }),
  },
  "PUT /reviews/profile/reviews/:publicId": {
    as: "reviewer",
    valid: (ids) => ({
      params: { publicId: ids.ownReviews[2] },
      upload: { fields: { rating: "4", title: "Good", body: "Good after a month of use." }, files: [] },
    }),
  },
  "POST /reviews/profile/disputes": {
    as: "reviewer",
    valid: (ids) => ({
      upload: {
        fields: {
          "dispute[shop_id]": ids.freeOrder.shop,
          "dispute[product_id]": ids.freeOrder.product,
          "dispute[source_id]": ids.freeOrder.lineItem,
          "dispute[dispute_type]": "damaged_item",
          "dispute[description]": "It came broken.",
          "dispute[desired_outcome_type]": "refund",
        },
        files: [picture("dispute[files][]")],
      },
    }),
  },
  "POST /reviews/profile/disputes/:disputeId/messages": {
    as: "reviewer",
    valid: (ids) => ({
      params: { disputeId: ids.openDispute },
      upload: { fields: { "message[body]": "Here is a photo." }, files: [picture("message[files][]")] },
    }),
  },
  "GET /reviews/profile/disputes/:disputeId/files/:fileId": {
    as: "reviewer",
    valid: (_, db) => ({ params: db.prepare(newestDisputeFile).get(REVIEWER_ID) as Record<string, string> }),
  },
  "GET /reviews/arbitrator/:disputeId/files/:fileId": {
    as: "arbitrator",
    valid: (_, db) => ({ params: db.prepare(newestDisputeFile).get(REVIEWER_ID) as Record<string, string> }),
  },
  "GET /media/review-pictures/:size/:file": {
    as: "guest",
    valid: (_, db) => {
      const { uuid, pictures } = db
        .prepare(
          `SELECT uuid, pictures FROM reviews WHERE reviewer_id = ? AND pictures LIKE '["%' ORDER BY id DESC LIMIT 1`,
        )
        .get(REVIEWER_ID) as { uuid: string; pictures: string };
      const [file] = JSON.parse(pictures) as string[];
      if (!file?.startsWith(uuid)) throw new Error("no uploaded review picture");
      return { params: { size: "compact", file } };
    },
  },
};
