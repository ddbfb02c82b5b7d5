// Mega-menu states: hovering a top-level category (or Enter/ArrowDown on it) makes it active with
// its first child as the second level; hovering a second-level category sets it only when it has
// children; leaving starts a 500 ms close timer that re-entering cancels.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Category } from "../../api/contract/category";
import { nextActiveSecond } from "../../lib/categories";

const CLOSE_DELAY_MS = 500;

export function useMegaMenu() {
  const [active, setActive] = useState<{ top: number | null; second: number | null }>({
    top: null,
    second: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setActive({ top: null, second: null });
  }, []);

  // Escape closes the panel and puts focus back on its category link, which must not reopen it.
  const refocusing = useRef(false);
  const enter = useCallback((top: Category) => {
    clearTimeout(timer.current);
    if (refocusing.current) return;
    setActive((now) => (now.top === top.id ? now : { top: top.id, second: null }));
  }, []);

  const closeAndFocus = useCallback(
    (link: HTMLElement | null) => {
      close();
      refocusing.current = true;
      link?.focus();
      refocusing.current = false;
    },
    [close],
  );

  const leave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, CLOSE_DELAY_MS);
  }, [close]);

  const hoverSecond = useCallback(
    (second: Category) => setActive((now) => ({ ...now, second: nextActiveSecond(now.second, second) })),
    [],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { ...active, enter, leave, close, closeAndFocus, hoverSecond };
}
