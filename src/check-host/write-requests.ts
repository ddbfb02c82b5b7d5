// Every write of the contract as the checker sends it when it must be refused: its address with
// real ids of the host's (facts.ts), a body its schema takes (each checked against the schema
// before it is sent: write-probes.ts), and the reads whose answers would show it done, which are
// read again after it to see that nothing changed.
import { isWrite, pathOf, type RouteKey } from "../api/contract/contract-route";
import { type ApiRouteKey, CONTRACT_ROUTES } from "../api/contract/routes";
import type { Facts } from "./facts";

/** A read that shows a write: its address, asked by the writer or by the arbitrator. */
export interface ReadBack {
  address: string;
  as: "writer" | "arbitrator";
}

export interface WriteRequest {
  /** Values of the address's parameters, by name; a missing one is what the host never named. */
  params: Record<string, string | undefined>;
  /** A body its schema takes: JSON, or the text fields of a multipart form; none for a write without one. */
  body?: Record<string, unknown>;
  /** A multipart form's one file (a 1-pixel PNG), for the uploads that take nothing else. */
  file?: string;
  shows: ReadBack[];
}

export type WriteKey = Exclude<ApiRouteKey, `GET ${string}`>;

/** A picture of one pixel: the smallest file an upload of pictures takes. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const own = (f: Facts, more = "") =>
  f.ownSlug
    ? [
        {
          address: `/reviews/users/${encodeURIComponent(f.ownSlug)}?format=json${more}`,
          as: "writer",
        } as const,
      ]
    : [];
const at = (address: string | undefined, as: ReadBack["as"] = "writer"): ReadBack[] =>
  address ? [{ address, as }] : [];
const page = (path: string | undefined) => (path ? `${path}?format=json` : undefined);
const editForm = (f: Facts) =>
  at(
    f.ownReviewPublicId &&
      `${pathOf("GET /reviews/write-review/new")}?format=json&review_public_id=${encodeURIComponent(f.ownReviewPublicId)}`,
  );
const report = { reason: "spam", note: "Checking that this is refused." };
/** The arbitrator's list of reports, where a report shows. */
const REPORTS = `${pathOf("GET /reviews/arbitrator/reports")}?format=json`;

/** Each write's request, from what the checker learnt of the host. */
export const WRITE_REQUESTS: Record<WriteKey, (f: Facts) => WriteRequest> = {
  "POST /reviews/click": (f) => ({
    params: {},
    body: {
      shop_id: f.shopEncodedId ?? "s0",
      product_id: f.productEncodedId ?? null,
      pageview_id: "check-host",
    },
    shows: [],
  }),
  "PUT /reviews/profile/reviewers/:id": () => ({
    params: { id: "0" },
    body: { reviewer: { subscribed_rs: true, rs_currency: "EUR" } },
    shows: [
      ...at(`${pathOf("GET /reviews/profile/edit")}?format=json`),
      ...at(pathOf("GET /reviews/me.json")),
    ],
  }),
  "POST /reviews/profile/accept_tos": (f) => ({
    params: {},
    body: { reviewer_name: "Checked Name" },
    shows: at(
      f.lineItemId &&
        `${pathOf("GET /reviews/write-review/new")}?format=json&line_item_public_id=${encodeURIComponent(f.lineItemId)}`,
    ),
  }),
  "PUT /reviews/:publicId/helpful": (f) => ({
    params: { publicId: f.reviewPublicId },
    shows: at(f.reviewsAddress),
  }),
  "DELETE /reviews/:publicId/helpful": (f) => ({
    params: { publicId: f.reviewPublicId },
    shows: at(f.reviewsAddress),
  }),
  "POST /reviews/profile/review-photos": () => ({ params: {}, body: {}, file: "photo", shows: [] }),
  "POST /reviews/profile/reviews": (f) => ({
    params: {},
    body: {
      line_item_public_id: f.lineItemId ?? "li0",
      rating: "5",
      title: "Checked",
      body: "A review that must be refused.",
    },
    shows: at(`${pathOf("GET /reviews/write-review")}?format=json&resource=orders`),
  }),
  "PUT /reviews/profile/reviews/:publicId": (f) => ({
    params: { publicId: f.ownReviewPublicId },
    body: { rating: "1", title: "Changed", body: "An edit that must be refused." },
    shows: editForm(f),
  }),
  "DELETE /reviews/profile/reviews/:publicId": (f) => ({
    params: { publicId: f.ownReviewPublicId },
    shows: editForm(f),
  }),
  "PUT /reviews/profile/reviews/:publicId/restore": (f) => ({
    params: { publicId: f.ownReviewPublicId },
    shows: editForm(f),
  }),
  "PUT /reviews/profile/reviews/:publicId/publish": (f) => ({
    params: { publicId: f.ownReviewPublicId },
    shows: editForm(f),
  }),
  "PUT /reviews/profile/reviews/:publicId/unpublish": (f) => ({
    params: { publicId: f.ownReviewPublicId },
    shows: editForm(f),
  }),
  "POST /reviews/:publicId/reports": (f) => ({
    params: { publicId: f.reviewPublicId },
    body: report,
    shows: at(REPORTS, "arbitrator"),
  }),
  "POST /reviews/questions/:questionId/reports": (f) => ({
    params: { questionId: f.questionId },
    body: report,
    shows: at(REPORTS, "arbitrator"),
  }),
  "POST /reviews/answers/:answerId/reports": (f) => ({
    params: { answerId: f.answerId },
    body: report,
    shows: at(REPORTS, "arbitrator"),
  }),
  "POST /reviews/arbitrator/reports/:publicId/decision": (f) => ({
    params: { publicId: f.reportId },
    body: { decision: "keep", note: "A decision that must be refused." },
    shows: at(page(f.reportPath), "arbitrator"),
  }),
  "POST /reviews/questions": (f) => ({
    params: {},
    body: { question: { product_id: f.productEncodedId ?? "p0", body: "A question that must be refused?" } },
    shows: own(f, "&tab=questions"),
  }),
  "POST /reviews/questions/:questionId/answers": (f) => ({
    params: { questionId: f.questionId },
    body: { answer: { body: "An answer that must be refused." } },
    shows: own(f, "&tab=questions"),
  }),
  "PUT /reviews/answers/:answerId/helpful": (f) => ({
    params: { answerId: f.answerId },
    shows: at(f.questionsAddress),
  }),
  "DELETE /reviews/answers/:answerId/helpful": (f) => ({
    params: { answerId: f.answerId },
    shows: at(f.questionsAddress),
  }),
  "PUT /reviews/profile/questions/seen": (f) => ({ params: {}, shows: own(f, "&tab=questions") }),
  "POST /reviews/profile/follows/heart": (f) => ({
    params: {},
    body: { is_hearting: true, shop_enc_id: f.shopEncodedId ?? "s0" },
    shows: [
      ...at(`${pathOf("GET /reviews/profile/follows")}?by=Shop`),
      ...at(pathOf("GET /reviews/following.json")),
    ],
  }),
  "POST /reviews/profile/dispute-files": () => ({ params: {}, body: {}, file: "file", shows: [] }),
  "POST /reviews/profile/disputes": (f) => ({
    params: {},
    body: {
      "dispute[shop_id]": f.shopEncodedId ?? "s0",
      "dispute[source_id]": f.lineItemId ?? "li0",
      "dispute[dispute_type]": "item_not_received",
      "dispute[description]": "A dispute that must be refused.",
      "dispute[desired_outcome_type]": "refund",
    },
    shows: own(f, "&tab=disputes"),
  }),
  "POST /reviews/profile/disputes/:disputeId/messages": (f) => ({
    params: { disputeId: f.ownDisputeId },
    body: { "message[body]": "A message that must be refused." },
    shows: at(page(f.ownDisputePath)),
  }),
  "POST /reviews/arbitrator/:disputeId/decision": (f) => ({
    params: { disputeId: f.arbitratorDisputeId },
    body: { decision: { outcome: "rejected", note: "A decision that must be refused." } },
    shows: at(page(f.arbitratorDisputePath), "arbitrator"),
  }),
};

/** The JSON API's writes, each with its request (the sign-in forms are posted by signing in and out). */
export const WRITE_KEYS = [...CONTRACT_ROUTES.keys()].filter(
  (key): key is WriteKey & RouteKey => isWrite(key) && key in WRITE_REQUESTS,
);
