// Where the footer goes: its code and words load once the reader reaches it (at once on a page
// short enough to show it), so no page pays for it at load. Reached, not near: a phone's page may
// be within a few hundred pixels of its end before its lower parts have loaded. A page the host
// rendered has its links in the HTML (they work as links before any script), adopted as the reader
// nears them (ui/hydrate-near.ts).
import { memo, Suspense } from "react";
import { adoptedNear } from "../../ui/hydrate-near";
import { lazyPart } from "../../ui/lazy-part";
import { useNearViewport } from "../../ui/use-near-viewport";

const Footer = lazyPart("footer", () => import("./Footer"), adoptedNear("site-footer-links", "0px"));

/** Its own memo(): no update reaches the boundary while it waits to be adopted. */
const FooterBoundary = memo(() => (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
));

export function FooterSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>("0px");
  return (
    <div ref={ref} id="site-footer-links" className="rv-site-footer-slot">
      {near && <FooterBoundary />}
    </div>
  );
}
