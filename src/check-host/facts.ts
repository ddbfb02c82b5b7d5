// What the checker learns from the host's own answers as it goes (a product, a store, a review, a
// profile, a dispute…), so that every address it asks names real things of that host. An address
// an answer names is kept only as `inScope` reads it: on the host, under the base URL's path.
type Json = Record<string, unknown>;

/** An address an answer names (`field` is where), as a contract address on the host; undefined when it has none or leaves the host. */
export type InScope = (value: unknown, field: string) => string | undefined;

export interface Facts {
  categoryHandle?: string;
  categoryPath?: string;
  productPath?: string;
  productTitle?: string;
  productEncodedId?: string;
  externalId?: string;
  shopPath?: string;
  shopEncodedId?: string;
  shopDomain?: string;
  platform?: string;
  apiToken?: string;
  /** A published review by someone else than the signed-in reviewer. */
  reviewPublicId?: string;
  /** A public profile's address. */
  profilePath?: string;
  /** The signed-in reviewer's slug. */
  ownSlug?: string;
  /** An order still to review. */
  lineItemId?: string;
  ownDisputePath?: string;
  arbitratorDisputePath?: string;
  reportPath?: string;
  /** An answer to a question (its encoded id), for the votes of --writes. */
  answerId?: string;
  /** A question someone else asked. */
  questionId?: string;
  /** A review of the signed-in reviewer's own. */
  ownReviewPublicId?: string;
  ownDisputeId?: string;
  arbitratorDisputeId?: string;
  reportId?: string;
  /** The addresses of the product's reviews and questions, where a vote shows. */
  reviewsAddress?: string;
  questionsAddress?: string;
}

const object = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** What each answer teaches, by route key; an answer of another shape teaches nothing. */
export const LEARN: Record<string, (answer: unknown, facts: Facts, inScope: InScope) => void> = {
  "GET /reviews/all_categories": (answer, facts, inScope) => {
    const category = list(answer).find((c) => c.level === 2) ?? list(answer)[0];
    facts.categoryHandle ??= text(category?.handle);
    facts.categoryPath ??= inScope(category?.path, "path");
  },
  "GET /reviews/search.json": (answer, facts, inScope) => {
    const card = list(object(object(answer).data).search_results)[0];
    facts.productPath ??= inScope(card?.internal_path, "data.search_results[0].internal_path");
    facts.productTitle ??= text(card?.title);
    facts.shopPath ??= inScope(object(card?.shop).internal_path, "data.search_results[0].shop.internal_path");
  },
  "GET /reviews/stores/:shop_slug/products/:product_handle": (answer, facts) => {
    const product = object(object(answer).product_data);
    const shop = object(object(answer).shop_data);
    facts.productEncodedId ??= text(product.encoded_id);
    facts.externalId ??= text(product.external_id);
    facts.shopEncodedId ??= text(shop.encoded_id);
    facts.shopDomain ??= text(shop.domain);
    facts.platform ??= text(shop.platform);
    facts.apiToken ??= text(shop.public_token);
  },
  "GET /api/v1/widgets/product_review": (answer, facts, inScope) => {
    const reviews = list(object(answer).reviews);
    const at = reviews.findIndex(
      (r) => text(object(r.reviewer).slug) !== facts.ownSlug && r.published === true,
    );
    facts.reviewPublicId ??= text(reviews[at]?.public_id);
    facts.profilePath ??= inScope(
      object(reviews[at]?.reviewer).internal_path,
      `reviews[${at}].reviewer.internal_path`,
    );
  },
  "GET /api/questions/questions_for_widget": (answer, facts) => {
    const answered = list(object(answer).questions).flatMap((q) => list(q.answers));
    facts.answerId ??= text(answered.find((a) => a.mine === false)?.id);
  },
  "GET /reviews/profile/questions/to_answer": (answer, facts) => {
    const question = list(object(answer).questions)[0];
    facts.questionId ??= text(question?.id);
  },
  "GET /reviews/people.json": (answer, facts, inScope) => {
    facts.profilePath ??= inScope(
      list(object(answer).reviewers)[0]?.internal_path,
      "reviewers[0].internal_path",
    );
  },
  "GET /reviews/me.json": (answer, facts) => {
    facts.ownSlug ??= text(object(object(answer).reviewer).slug);
  },
  "GET /reviews/write-review": (answer, facts) => {
    // An order its fields say can be reviewed: not yet, of a product still sold and open to reviews.
    const item = list(object(answer).line_items).find(
      (line) =>
        line.review_public_id === null &&
        line.product_in_store === true &&
        line.product_reviewable === true &&
        line.web_reviews_disabled !== true,
    );
    facts.lineItemId ??= text(item?.public_id);
    facts.ownReviewPublicId ??= text(
      list(object(answer).line_items).find((line) => line.review_public_id)?.review_public_id,
    );
  },
  "GET /reviews/users/:slug": (answer, facts, inScope) => {
    const dispute = list(object(answer).disputes)[0];
    facts.ownDisputeId ??= text(dispute?.id);
    facts.ownDisputePath ??= inScope(dispute?.internal_path, "disputes[0].internal_path");
  },
  "GET /reviews/arbitrator": (answer, facts, inScope) => {
    const dispute = list(object(answer).disputes)[0];
    facts.arbitratorDisputeId ??= text(dispute?.id);
    facts.arbitratorDisputePath ??= inScope(dispute?.internal_path, "disputes[0].internal_path");
  },
  "GET /reviews/arbitrator/reports": (answer, facts, inScope) => {
    const report = list(object(answer).reports)[0];
    facts.reportId ??= text(report?.id);
    facts.reportPath ??= inScope(report?.internal_path, "reports[0].internal_path");
  },
};
