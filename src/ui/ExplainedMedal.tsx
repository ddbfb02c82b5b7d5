import { lazy, Suspense, useEffect, useState } from "react";
import type { ShopMedal } from "../api/types/shop";
import { MedalBadge } from "./MedalBadge";

// The tooltip's code and words load once the page is idle: a first paint needs only the badge.
const MedalTip = lazy(() => import("./MedalTip"));

/** A medal badge with an info tooltip saying what its score and medal mean. */
export function ExplainedMedal({ kind, score }: Pick<ShopMedal, "kind" | "score">) {
  const [idle, setIdle] = useState(false);
  // Not lib/idle's whenIdle: importing it here would split it out of the entry into a chunk of its own.
  useEffect(() => {
    const show = () => setIdle(true);
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(show, 1500);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(show, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
  // The slot keeps the tooltip button's place, so nothing moves when it arrives.
  const slot = <span className="explained-medal__slot" />;
  return (
    <span className="explained-medal">
      <MedalBadge kind={kind} score={score} />
      {idle ? (
        <Suspense fallback={slot}>
          <MedalTip kind={kind} score={score} />
        </Suspense>
      ) : (
        slot
      )}
    </span>
  );
}
