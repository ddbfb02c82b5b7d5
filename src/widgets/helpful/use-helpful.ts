// A 'Helpful (n)' toggle's state and press, the same for reviews and answers: what the page last
// showed for it, and a press that changes it at once (the code that tells the host loads with the
// first press) or, for a guest, goes to sign in and comes back to the element `anchor` names.
import { useLocation } from "wouter";
import { signInPath } from "../../lib/return-to";
import { type HelpfulShown, helpfulAtom, helpfulShown, type Votable } from "../../state/helpful";
import { useAtomValue, useStore } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { useCurrentUrl } from "../../ui/use-current-url";

export function useHelpful(target: Votable, anchor: string): HelpfulShown & { press: () => void } {
  const store = useStore();
  const signedIn = useAtomValue(signedInAtom);
  const [, navigate] = useLocation();
  const here = useCurrentUrl();
  const press = () => {
    if (!signedIn) navigate(signInPath(`${here}#${anchor}`));
    else void import("./helpful-controller").then((m) => m.toggleHelpful(store, target));
  };
  return { ...helpfulShown(useAtomValue(helpfulAtom), target), press };
}
