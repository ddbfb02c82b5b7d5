// A 'Helpful (n)' toggle's state and press, the same for reviews and answers: what the page last
// showed for it, and a press that changes it at once; for a guest, the sign-in link that comes back
// to the element `anchor` names. The code that tells the host is loaded once a signed-in reader's
// page is idle (a guest never needs it), so a press answers in its own task, not after a request.
import { useEffect } from "react";
import { whenIdle } from "../../lib/browser/when-idle";
import { type HelpfulShown, helpfulAtom, helpfulShown, type Votable } from "../../state/helpful";
import { useAtomValue, useStore } from "../../state/jotai";
import { useSignInFirst } from "../../ui/use-sign-in-first";

type Controller = typeof import("./helpful-controller");
let loading: Promise<Controller> | undefined;
let loaded: Controller | undefined;
const load = () => (loading ??= import("./helpful-controller").then((controller) => (loaded = controller)));

export function useHelpful(
  target: Votable,
  anchor: string,
): HelpfulShown & { press: () => void; signIn: string | null } {
  const store = useStore();
  const signIn = useSignInFirst(anchor);
  useEffect(() => {
    if (!signIn && !loading) whenIdle(load);
  }, [signIn]);
  const press = () =>
    loaded ? loaded.toggleHelpful(store, target) : void load().then((c) => c.toggleHelpful(store, target));
  return { ...helpfulShown(useAtomValue(helpfulAtom), target), press, signIn };
}
