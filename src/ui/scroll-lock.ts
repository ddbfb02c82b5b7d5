import { useEffect } from "react";
import { borrowStyle } from "./host-style";

// Several things may lock the page at once (a modal over the side menu): count them. The lock is
// an inline style on the host's <html>, put back exactly as it was when the last lock goes, style
// attribute included (the bundle's stylesheet styles nothing of the host's page).
let locks = 0;
let unlock = () => {};

/** Locks page scrolling while a modal is open, until the returned function is called. */
function lockScroll(): () => void {
  if (locks++ === 0) {
    const overflow = borrowStyle(document.documentElement, "overflow");
    overflow.set("hidden");
    unlock = overflow.giveBack;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) unlock();
  };
}

/** Locks page scrolling while `active`; an unmounted component's lock is released. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
