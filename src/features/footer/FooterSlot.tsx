// Where the footer goes: its code and words load once the reader reaches it (at once on a page
// short enough to show it), so no page pays for it at load. Reached, not near: a phone's page may
// be within a few hundred pixels of its end before its lower parts have loaded.
import { lazy, Suspense } from "react";
import { useNearViewport } from "../../ui/use-near-viewport";

const Footer = lazy(() => import("./Footer"));

/** Reached within a pixel: the empty slot may sit a fraction of a pixel below a page scrolled to its end. */
const REACHED_MARGIN = "1px";

export function FooterSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>(REACHED_MARGIN);
  return (
    <div ref={ref} className="rv-site-footer-slot">
      {near && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
