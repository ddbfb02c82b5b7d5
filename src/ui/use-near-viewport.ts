import { type RefObject, useEffect, useRef, useState } from "react";
import { useFromHost } from "./use-from-host";

/**
 * True once the element has come within `margin` of the viewport, and from then on: what is below
 * the fold loads its data and pictures only when the reader scrolls near it. Watched from the
 * page's load on: before it, a screen's content is not there yet and everything seems near. True at
 * once where IntersectionObserver is missing, or when the element's id is the address's hash (what
 * loads above it would otherwise push it past the margin before the page's load), or in the first
 * screen the host sends (it holds the whole page).
 */
export function useNearViewport<T extends Element>(
  margin = "600px",
  /** Default true: in the host's first screen. False: watched there too (what loads only when reached). */
  inFirstScreen = true,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const fromHost = useFromHost();
  const [near, setNear] = useState(() =>
    fromHost ? inFirstScreen : typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // The address names it (a link to #questions): the reader asked for it, wherever it is now.
    if (el.id && location.hash === `#${el.id}`) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    const watch = () => observer.observe(el);
    if (document.readyState === "complete") watch();
    else addEventListener("load", watch, { once: true });
    return () => {
      removeEventListener("load", watch);
      observer.disconnect();
    };
  }, [near, margin]);
  return [ref, near];
}
