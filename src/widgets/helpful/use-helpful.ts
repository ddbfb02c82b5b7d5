// A 'Helpful (n)' toggle's state and press, the same for reviews and answers: what the page last
// showed for it, and a press that changes it at once (the code that tells the host loads with the
// first press); for a guest, the sign-in link that comes back to the element `anchor` names.
import { type HelpfulShown, helpfulAtom, helpfulShown, type Votable } from "../../state/helpful";
import { useAtomValue, useStore } from "../../state/jotai";
import { useSignInFirst } from "../../ui/use-sign-in-first";

export function useHelpful(
  target: Votable,
  anchor: string,
): HelpfulShown & { press: () => void; signIn: string | null } {
  const store = useStore();
  const press = () => void import("./helpful-controller").then((m) => m.toggleHelpful(store, target));
  return { ...helpfulShown(useAtomValue(helpfulAtom), target), press, signIn: useSignInFirst(anchor) };
}
