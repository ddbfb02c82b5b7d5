// Where the footer goes: its code and words load once the reader is near it (at once on a page
// short enough to show it), so no page pays for it at load.
import { lazy, Suspense } from "react";
import { useNearViewport } from "../../ui/use-near-viewport";

const Footer = lazy(() => import("./Footer"));

export function FooterSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
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
