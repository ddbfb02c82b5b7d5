// 'Report' on a question or an answer: the report dialog of reviews (loaded on the press); for a
// guest, a link to sign in that comes back to the questions.
import { type ReactNode, Suspense, useState } from "react";
import { tr } from "../../lib/i18n/translate";
import { AccountAction } from "../../ui/AccountAction";
import { heardOnly } from "../../ui/heard-only";
import { useSignInFirst } from "../../ui/use-sign-in-first";
import { ReportDialog } from "../report/lazy";
import type { ReportTarget } from "../report/ReportDialog";

export function ReportButton({ target }: { target: Exclude<ReportTarget, { kind: "review" }> }) {
  const signIn = useSignInFirst("questions");
  const [reporting, setReporting] = useState(false);
  const name = (
    target.kind === "question"
      ? tr("Report<hidden> this question</hidden>", { hidden: heardOnly })
      : tr("Report<hidden> this answer</hidden>", { hidden: heardOnly })
  ) as ReactNode[];
  return (
    <>
      <AccountAction signIn={signIn} aria-haspopup="dialog" onClick={() => setReporting(true)}>
        {name}
      </AccountAction>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
