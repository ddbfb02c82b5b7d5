// Where the footer goes: its code and words load once the reader reaches it (at once on a page
// short enough to show it), so no page pays for it at load, nor a page the host rendered. Reached,
// not near: a phone's page may be within a few hundred pixels of its end before its lower parts
// have loaded.
import { lazy, Suspense } from "react";
import { useNearViewport } from "../../ui/use-near-viewport";

const Footer = lazy(() => import("./Footer"));

export function FooterSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>("0px", false);
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
