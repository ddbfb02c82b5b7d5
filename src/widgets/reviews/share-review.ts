// What 'Share' does, loaded on the press: the browser's share sheet where it offers one, else the
// review's link copied to the clipboard. Answers what to confirm on screen ('' when the share
// sheet was used or dismissed: it speaks for itself).
import type { Review } from "../../api/contract/review";
import { t } from "../../lib/i18n/translate";
import { reviewLink } from "../../lib/review-link";

export async function shareReview(review: Review): Promise<string> {
  const url = reviewLink(review, location.origin);
  if (navigator.share) {
    try {
      await navigator.share({
        title:
          review.title ||
          t("{rating, plural, one {#-star review} other {#-star review}}", { rating: review.rating }),
        url,
      });
      return "";
    } catch (error) {
      // Dismissed by the shopper: nothing to say. Refused by the browser: copy instead.
      if ((error as Error).name === "AbortError") return "";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return t("Link copied");
  } catch {
    return t("Copy this link: {url}", { url });
  }
}
