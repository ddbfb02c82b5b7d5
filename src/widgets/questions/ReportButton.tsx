// 'Report' on a question or an answer: the report dialog of reviews (loaded on the press), which
// asks a guest to sign in first.
import { type ReactNode, Suspense, useState } from "react";
import { tr } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { ReportDialog } from "../report/lazy";
import type { ReportTarget } from "../report/ReportDialog";

/** The rest of the button's name, for screen readers only. */
const hidden = (text: ReactNode) => (
  <span key="hidden" className="rv-visually-hidden">
    {text}
  </span>
);

export function ReportButton({ target }: { target: Exclude<ReportTarget, { kind: "review" }> }) {
  const signedIn = useAtomValue(signedInAtom);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rv-pill-button"
        aria-haspopup="dialog"
        onClick={() => setReporting(true)}
      >
        {
          (target.kind === "question"
            ? tr("Report<hidden> this question</hidden>", { hidden })
            : tr("Report<hidden> this answer</hidden>", { hidden })) as ReactNode[]
        }
      </button>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={target} signedIn={signedIn} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
