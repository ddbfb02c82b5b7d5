// 'Report' on a question or an answer: the report dialog of reviews (loaded on the press), which
// asks a guest to sign in first.
import { Suspense, useState } from "react";
import { useAtomValue } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { ReportDialog } from "../report/lazy";
import type { ReportTarget } from "../report/ReportDialog";

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
        Report<span className="rv-visually-hidden"> this {target.kind}</span>
      </button>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={target} signedIn={signedIn} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
