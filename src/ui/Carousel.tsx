// A row of links that scrolls sideways: Previous and Next move it by a page, touch swipes it
// (native scrolling, snapped to items), Tab walks its links and the browser keeps the focused one
// in view. Smooth scrolling only when the reader has not asked for reduced motion.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../lib/browser/reduced-motion";
import { isRightToLeft } from "../lib/i18n/languages";
import { t } from "../lib/i18n/translate";
import "./carousel.css";

interface Props {
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  /** The items, each an <li>. */
  children: ReactNode;
  /** Extra class of the list, which sets the width of its items. */
  listClassName?: string;
}

export function Carousel({ labelledBy, children, listClassName = "" }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = () => {
    const el = list.current;
    if (!el) return;
    // Right to left, scrollLeft runs from 0 at the start down to minus the overflow at the end.
    const scrolled = Math.abs(el.scrollLeft);
    const atStart = scrolled <= 1;
    const atEnd = scrolled + el.clientWidth >= el.scrollWidth - 1;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  };
  // Measured when the browser next lays the page out (a ResizeObserver reports the size it
  // observes first), then on resize and scroll: measuring as it mounts would force a layout in the
  // middle of the page's adoption.
  // biome-ignore lint/correctness/useExhaustiveDependencies: observed once
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  /** One page: what the list shows at once, less a sliver so the reader keeps their place. */
  const step = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    el.scrollBy({
      // Next goes toward the row's end: leftwards when it reads right to left.
      left: (isRightToLeft() ? -direction : direction) * el.clientWidth * 0.95,
      behavior: prefersReducedMotion() ? "instant" : "smooth",
    });
  };

  return (
    <div className="rv-carousel">
      <div className="rv-carousel__controls">
        {/* aria-disabled rather than disabled: a button pressed to the end keeps the focus */}
        <button
          type="button"
          className="rv-carousel__step"
          aria-disabled={edges.atStart}
          onClick={() => !edges.atStart && step(-1)}
        >
          <span aria-hidden="true">‹ </span>
          {t("Previous")}
        </button>
        <button
          type="button"
          className="rv-carousel__step"
          aria-disabled={edges.atEnd}
          onClick={() => !edges.atEnd && step(1)}
        >
          {t("Next")}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <ul
        ref={list}
        className={`rv-carousel__list ${listClassName}`}
        aria-labelledby={labelledBy}
        onScroll={measure}
      >
        {children}
      </ul>
    </div>
  );
}
