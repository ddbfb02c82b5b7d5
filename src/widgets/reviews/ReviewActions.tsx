// The row of actions under a published review: 'Helpful (n)', a toggle, and 'Report' (neither on
// one's own review), and 'Share'. What a press does loads with the press; a guest's 'Helpful' and
// 'Report' are links to sign in that come back to this review.
import { Suspense, useState } from "react";
import type { Review } from "../../api/contract/review";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { AccountAction } from "../../ui/AccountAction";
import { useHelpful } from "../helpful/use-helpful";
import { ReportDialog } from "../report/lazy";
import { isOwnReview } from "./is-own-review";

export function ReviewActions({ review }: { review: Review }) {
  const { public_id: id } = review;
  const helpful = useHelpful({ ...review, kind: "review", id }, `review-${id}`);
  // Theirs once signed in: a shop's page knows the reviewer before their answers and controls are
  // in place, and shows a guest's screen until then (embed/signed-in-reviewer.ts).
  const reviewer = useAtomValue(reviewerAtom);
  const own = !helpful.signIn && isOwnReview(review, reviewer);
  const [confirmation, setConfirmation] = useState("");
  const [reporting, setReporting] = useState(false);
  const share = () => void import("./share-review").then((m) => m.shareReview(review)).then(setConfirmation);
  return (
    <div className="rv-review__actions">
      {!own && (
        <AccountAction signIn={helpful.signIn} aria-pressed={helpful.voted} onClick={helpful.press}>
          {t("Helpful ({count})", { count: helpful.count })}
        </AccountAction>
      )}
      <button type="button" className="rv-pill-button" onClick={share}>
        {t("Share")}
      </button>
      {!own && (
        <AccountAction signIn={helpful.signIn} aria-haspopup="dialog" onClick={() => setReporting(true)}>
          {t("Report")}
        </AccountAction>
      )}
      <span role="status">{helpful.error ?? confirmation}</span>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={{ kind: "review", review }} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
