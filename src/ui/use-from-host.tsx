import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "../lib/browser/when-idle";

const unchanging = () => () => {};

/** Whether React is adopting the host's markup here: its server snapshot, read only while it hydrates. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );

/** A scope's adoption: under way from its first render until its Suspense boundaries are adopted too. */
interface Adoption {
  underWay: boolean;
}

const AdoptionContext = createContext<Adoption>({ underWay: false });

/**
 * A root React may adopt from the host's markup. Its components read useFromHost for what they
 * start with, and are not rendered again once adopted: React renders a component again after
 * adopting it when its hook reads another value in the browser than the host's. Here that value is
 * the same until the browser is idle, when React has adopted the root and each Suspense boundary
 * in it (in passes of their own, after the root's); a part adopted later, as the reader nears it,
 * is rendered again. Only this scope is rendered again, not what is inside it (the same elements):
 * rendering home's carousels once more is a visible cost on a slow phone.
 */
export function AdoptionScope({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  const [adoption] = useState<Adoption>(() => ({ underWay: hydrating }));
  useEffect(() => {
    whenIdle(() => {
      adoption.underWay = false;
    });
  }, [adoption]);
  return <AdoptionContext.Provider value={adoption}>{children}</AdoptionContext.Provider>;
}

/**
 * True when this component's first render is the first screen the host sends: on the server, and
 * as the browser adopts that markup; false in the browser's own renders. For what a component
 * starts with: a later render of the same component may read false.
 */
export function useFromHost(): boolean {
  const adoption = useContext(AdoptionContext);
  return useSyncExternalStore(
    unchanging,
    () => adoption.underWay,
    () => true,
  );
}
