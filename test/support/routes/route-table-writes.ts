// The host's writes, each with who makes it and one request it takes, in an order in which each
// succeeds (a review is deleted before it is restored); then the files that the uploads before
// them stored. The uploads name their files with a path out of the host's folders, as a hostile
// form might: the host keeps its own names.
import type { Db } from "../../../fixtures/host/db/database";
import { publicReview } from "../../../fixtures/host/db/review-counts";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import {
  ANSWERS_WITH_QUESTION,
  PUBLIC_ANSWER,
  PUBLIC_QUESTION,
  QUESTIONS_WITH_SHOP,
} from "../../../fixtures/host/questions/visibility";
import { ARBITRATOR_ID, REVIEWER_ID } from "../data/seeded-ids";
import type { FormFile } from "../requests/multipart-form";
import { PNG_1PX } from "../requests/review-upload";
import type { RouteUses } from "./route-use-types";

/** A file name that leads out of DATA_DIR/uploads, to where a test may keep a canary file. */
export const ESCAPING_FILE_NAME = "../../canary.txt";

const picture = (field: string): FormFile => ({
  field,
  name: ESCAPING_FILE_NAME,
  data: PNG_1PX,
  type: "image/png",
});

/** The newest file of the reviewer's disputes, which the dispute upload below stored. */
const newestDisputeFile = `SELECT d.encoded_id disputeId, f.encoded_id fileId FROM dispute_files f
  JOIN disputes d ON d.id = f.dispute_id WHERE d.reviewer_id = ? ORDER BY f.id DESC LIMIT 1`;

/** Reports of its own are not open about it, by the reviewer or the arbitrator: either may report it. */
const notReportedBy = (column: string, id: string) =>
  `NOT EXISTS (SELECT 1 FROM review_reports x WHERE x.${column} = ${id} AND x.status = 'open'
     AND x.reporter_id IN (${REVIEWER_ID}, ${ARBITRATOR_ID}))`;

const ours = `(${REVIEWER_ID}, ${ARBITRATOR_ID})`;

/** Someone else's public review, question or answer that neither the reviewer nor the arbitrator has reported. */
const UNREPORTED = {
  review: `SELECT r.public_id FROM reviews r WHERE ${publicReview("r")} AND r.reviewer_id NOT IN ${ours}
    AND ${notReportedBy("review_id", "r.id")} ORDER BY r.id LIMIT 1`,
  question: `SELECT q.encoded_id FROM ${QUESTIONS_WITH_SHOP} WHERE ${PUBLIC_QUESTION}
    AND q.reviewer_id NOT IN ${ours} AND ${notReportedBy("question_id", "q.id")} ORDER BY q.id LIMIT 1`,
  answer: `SELECT a.encoded_id FROM ${ANSWERS_WITH_QUESTION} WHERE ${PUBLIC_ANSWER} AND ${PUBLIC_QUESTION}
    AND a.reviewer_id NOT IN ${ours} AND ${notReportedBy("answer_id", "a.id")} ORDER BY a.id LIMIT 1`,
};

const unreported = (db: Db, kind: keyof typeof UNREPORTED) => {
  const id = db.prepare(UNREPORTED[kind]).pluck().get() as string | undefined;
  if (id === undefined) throw new Error(`the seed has no ${kind} left to report`);
  return id;
};

export const WRITE_ROUTE_USES: RouteUses = {
  "POST /login": {
    as: "guest",
    ownVisitor: true,
    keep: ["email", "password"],
    valid: () => ({
      form: { email: SEEDED_ACCOUNTS.reviewer.email, password: SEEDED_ACCOUNTS.reviewer.password },
    }),
  },
  // A guest's sign-out is answered as a reviewer's: back home.
  "POST /logout": { as: "reviewer", ownVisitor: true, others: { guest: 303 }, valid: () => ({ form: {} }) },
  "POST /reviews/click": {
    as: "guest",
    // Its tracking data's JSON, at most 16,000 characters (catalog/clicks.ts).
    bounded: { tracking_data: 16_000 },
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
    once: true,
    // Only a buyer of the product answers.
    others: { arbitrator: 403 },
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
    real: () => ({ rs_currency: "EUR", rs_country: "US", rs_locale: "en" }),
    valid: () => ({ params: { id: "0" }, json: { reviewer: { subscribed_rs: true, rs_currency: "EUR" } } }),
  },
  "POST /reviews/profile/accept_tos": { as: "reviewer", valid: () => ({ json: { reviewer_name: "Jamie" } }) },
  "DELETE /reviews/profile/reviews/:publicId": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({ params: { publicId: ids.ownReviews[1] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/restore": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({ params: { publicId: ids.ownReviews[1] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/unpublish": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({ params: { publicId: ids.ownReviews[0] }, json: null }),
  },
  "PUT /reviews/profile/reviews/:publicId/publish": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({ params: { publicId: ids.ownReviews[0] }, json: null }),
  },
  "POST /reviews/profile/follows/heart": {
    as: "reviewer",
    valid: (ids) => ({ json: { is_hearting: true, reviewer_enc_id: ids.otherReviewer.encodedId } }),
  },
  "POST /reviews/:publicId/reports": {
    as: "reviewer",
    once: true,
    valid: (_, db) => ({
      params: { publicId: unreported(db, "review") },
      json: { reason: "spam", note: "Ads." },
    }),
  },
  "POST /reviews/questions/:questionId/reports": {
    as: "reviewer",
    once: true,
    valid: (_, db) => ({ params: { questionId: unreported(db, "question") }, json: { reason: "off_topic" } }),
  },
  "POST /reviews/answers/:answerId/reports": {
    as: "reviewer",
    once: true,
    valid: (_, db) => ({
      params: { answerId: unreported(db, "answer") },
      json: { reason: "other", note: "Rude." },
    }),
  },
  "POST /reviews/arbitrator/reports/:publicId/decision": {
    as: "arbitrator",
    once: true,
    valid: (ids) => ({ params: { publicId: ids.reportedReview }, json: { decision: "keep", note: "Fine." } }),
  },
  "POST /reviews/arbitrator/:disputeId/decision": {
    as: "arbitrator",
    once: true,
    valid: (ids) => ({
      params: { disputeId: ids.disputeInReview },
      json: { decision: { outcome: "rejected", note: "No evidence." } },
    }),
  },
  "POST /reviews/profile/reviews": {
    as: "reviewer",
    once: true,
    pictures: true,
    others: { arbitrator: 404 },
    // Its costliest photos are the files it sends itself (each encoded before the answer): ids of
    // photos uploaded before cost a lookup each, and the longest ids name no upload.
    real: () => ({ "photo_ids[]": [] }),
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
    pictures: true,
    others: { arbitrator: 404 },
    // None of its pictures kept: five new ones take their place (files, not uploaded ids).
    real: () => ({ "keep_pictures[]": [], "photo_ids[]": [] }),
    valid: (ids) => ({
      params: { publicId: ids.ownReviews[2] },
      upload: { fields: { rating: "4", title: "Good", body: "Good after a month of use." }, files: [] },
    }),
  },
  "POST /reviews/profile/disputes": {
    as: "reviewer",
    once: true,
    // Not one of the arbitrator's orders.
    others: { arbitrator: 400 },
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
    // Its costliest files are those it sends itself (each encoded before the answer).
    real: () => ({ "dispute[file_ids][]": [] }),
  },
  "POST /reviews/profile/disputes/:disputeId/messages": {
    as: "reviewer",
    others: { arbitrator: 404 },
    valid: (ids) => ({
      params: { disputeId: ids.openDispute },
      upload: { fields: { "message[body]": "Here is a photo." }, files: [picture("message[files][]")] },
    }),
    real: () => ({ "message[file_ids][]": [] }),
  },
  "POST /reviews/profile/dispute-files": {
    as: "reviewer",
    valid: () => ({ upload: { fields: {}, files: [picture("file")] } }),
  },
  "POST /reviews/profile/review-photos": {
    as: "reviewer",
    pictures: true,
    valid: () => ({ upload: { fields: {}, files: [picture("photo")] } }),
  },
  "GET /reviews/profile/review-photos/:id": {
    as: "reviewer",
    // Someone else's upload is no upload of theirs.
    others: { arbitrator: 404 },
    valid: (_, db) => ({
      params: {
        id: db
          .prepare("SELECT id FROM photo_uploads WHERE reviewer_id = ? ORDER BY created_at DESC LIMIT 1")
          .pluck()
          .get(REVIEWER_ID) as string,
      },
    }),
  },
  "GET /reviews/profile/disputes/:disputeId/files/:fileId": {
    as: "reviewer",
    others: { arbitrator: 404 },
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
