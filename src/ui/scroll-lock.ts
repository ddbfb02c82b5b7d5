import { useEffect } from "react";

// Several things may lock the page at once (a modal over the side menu): count them.
let locks = 0;
const LOCKED_CLASS = "scroll-locked";

/** Locks page scrolling while a modal is open, until the returned function is called. */
function lockScroll(): () => void {
  locks += 1;
  document.body.classList.add(LOCKED_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.classList.remove(LOCKED_CLASS);
  };
}

/** Locks page scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
