// The row of actions under a published review: 'Helpful (n)', a toggle, and 'Report' (neither on
// one's own review), and 'Share'. What a press does loads with the press; a guest's 'Helpful' goes
// to sign in and comes back to this review, a guest's 'Report' asks to sign in.
import { Suspense, useState } from "react";
import { useLocation } from "wouter";
import type { Review } from "../../api/types/review";
import { signInPath } from "../../lib/return-to";
import { helpfulAtom, helpfulShown } from "../../state/helpful";
import { useAtomValue, useStore } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { signedInAtom } from "../../state/session";
import { useCurrentUrl } from "../../ui/use-current-url";
import { isOwnReview } from "./is-own-review";
import { ReportDialog } from "./lazy";

export function ReviewActions({ review }: { review: Review }) {
  const store = useStore();
  const signedIn = useAtomValue(signedInAtom);
  const own = isOwnReview(review, useAtomValue(reviewerAtom));
  const shown = helpfulShown(useAtomValue(helpfulAtom), review);
  const [, navigate] = useLocation();
  const here = useCurrentUrl();
  const [confirmation, setConfirmation] = useState("");
  const [reporting, setReporting] = useState(false);
  const voteHelpful = () => {
    // After sign-in, back to this page at this review.
    if (!signedIn) navigate(signInPath(`${here}#review-${review.public_id}`));
    else void import("./helpful-controller").then((m) => m.toggleHelpful(store, review));
  };
  const share = () => void import("./share-review").then((m) => m.shareReview(review)).then(setConfirmation);
  return (
    <div className="review__actions">
      {!own && (
        <button type="button" className="review__action" aria-pressed={shown.voted} onClick={voteHelpful}>
          Helpful ({shown.count})
        </button>
      )}
      <button type="button" className="review__action" onClick={share}>
        Share
      </button>
      {!own && (
        <button
          type="button"
          className="review__action"
          aria-haspopup="dialog"
          onClick={() => setReporting(true)}
        >
          Report
        </button>
      )}
      <span role="status">{shown.error ?? confirmation}</span>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog review={review} signedIn={signedIn} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
