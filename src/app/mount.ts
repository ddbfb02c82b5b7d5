// Mounting that can run again: a page-swapper (Turbo Drive, htmx, pjax) puts a new <body> in place
// without running the bundle again, so each mount reads the document as it is now.
import { start } from "./start";

/** The roots mounted into, and how to take them out. */
let mounted: [Element | null, Element | null, () => void] | undefined;

/** Mounts into the current document's roots; nothing to do when they are the ones mounted. */
export function mount(): void {
  const navbar = document.getElementById("search-navbar");
  const main = document.querySelector("main");
  if (mounted?.[0] === navbar && mounted[1] === main) return;
  unmount();
  mounted = [navbar, main, start().unmount];
}

/** Takes the widget out of the page: no listener, timer, dialog or scroll lock stays. Harmless twice. */
export function unmount(): void {
  mounted?.[2]();
  mounted = undefined;
}
