// The address of one review: its product's page (its store's for a review of the store) asking
// for the page of reviews that holds it, scrolled to its card (docs/host-api.md, "A link to one
// review").
import type { Review } from "../api/contract/review";

export function reviewLink(review: Review, origin: string): string {
  const id = encodeURIComponent(review.public_id);
  return `${origin}${(review.product ?? review.shop).internal_path}?review=${id}#review-${id}`;
}
