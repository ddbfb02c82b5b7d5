// What 'Share' does, loaded on the press: the browser's share sheet where it offers one, else the
// review's link copied to the clipboard. Answers what to confirm on screen ('' when the share
// sheet was used or dismissed: it speaks for itself).
import type { Review } from "../../api/types/review";
import { reviewLink } from "../../lib/review-link";

export async function shareReview(review: Review): Promise<string> {
  const url = reviewLink(review, location.origin);
  if (navigator.share) {
    try {
      await navigator.share({ title: review.title || `${review.rating}-star review`, url });
      return "";
    } catch (error) {
      // Dismissed by the shopper: nothing to say. Refused by the browser: copy instead.
      if ((error as Error).name === "AbortError") return "";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "Link copied";
  } catch {
    return `Copy this link: ${url}`;
  }
}
