// Mounting that can run again: a page-swapper (Turbo Drive, htmx, pjax) puts a new <body> in place
// without running the bundle again, so each mount reads the document as it is now.
import { APP_META_ID } from "../lib/host-page";
import { FIRST_SCREEN_ID } from "../lib/page-answers";
import { start } from "./start";

/** The roots mounted into, the page's first screen then, and how to take the widget out. */
let mounted:
  | { navbar: Element | null; main: Element | null; firstScreen: Element | null; stop: () => void }
  | undefined;

/**
 * Mounts into the current document's roots; nothing to do when they are the ones mounted. A page
 * with neither the header's root nor app_meta is one of the host's own (a shop page a page-swapper
 * brought in): the widget stays out of its <main>.
 */
export function mount(): void {
  const navbar = document.getElementById("search-navbar");
  const main = document.querySelector("main");
  if (mounted?.navbar === navbar && mounted.main === main) return;
  unmount();
  if (!navbar && !document.getElementById(APP_META_ID)) return;
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  mounted = { navbar, main, firstScreen, stop: start().unmount };
}

/** Whether the widget is in the current document's roots. */
export const isMounted = (): boolean => !!mounted?.main?.isConnected || !!mounted?.navbar?.isConnected;

/** Takes the widget out of the page: no listener, timer, dialog or scroll lock stays. Harmless twice. */
export function unmount(): void {
  if (!mounted) return;
  forgetFirstScreen();
  mounted.stop();
  mounted = undefined;
}

/**
 * Takes the page's first screen out of it (its <script>, read at mount): it describes the roots as
 * the host rendered them, and once the widget has been in them they hold what the reader left
 * there, or nothing. A later mount on this page, or on a copy of it a page-swapper keeps (Turbo's,
 * for Back and Forward), then reads it as a page the host did not render: it asks for the data
 * afresh (the first screen's answers may be stale by then) and renders the roots with createRoot,
 * which replaces the markup they hold, where hydrating it would be a mismatch. A page the host has
 * just rendered comes with a first screen of its own, and is adopted.
 */
export function forgetFirstScreen(): void {
  mounted?.firstScreen?.remove();
}

/**
 * Takes the widget out of a page a page-swapper keeps a copy of to show again (Turbo's, for Back
 * and for the preview of a later visit): the roots keep a still copy of what they showed, so the
 * copy shows the page as the reader left it, not empty roots, until the widget mounts into it again.
 */
export function unmountKeepingCopy(): void {
  if (!mounted) return;
  const { navbar, main } = mounted;
  // The roots React empties on unmount; the footer's element goes with it (start.tsx), and a
  // later mount replaces the copy of it. A <main> the host rendered itself (data-static) is its own.
  const roots = [
    navbar,
    main?.hasAttribute("data-static") ? null : main,
    document.getElementById("site-footer"),
  ];
  const copies = roots.flatMap((root) =>
    root?.isConnected
      ? [{ root, copy: stillCopy(root), parent: root.parentNode, next: root.nextSibling }]
      : [],
  );
  unmount();
  for (const { root, copy, parent, next } of copies) {
    if (root.isConnected) root.replaceChildren(...copy.childNodes);
    else parent?.insertBefore(copy, next?.parentNode === parent ? next : null);
  }
}

/**
 * A copy of `root` as the reader sees it, with nothing open over the page, as unmounting leaves
 * it: no dialog (a modal's <dialog> holds `open` in a copy, shown as a box in the page), and
 * whatever an expanded control had open (a menu, a list of suggestions, a popover, by its
 * aria-controls) closed. A clone, not innerHTML: a field keeps what was typed in it.
 */
function stillCopy(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  for (const dialog of copy.querySelectorAll("dialog")) dialog.remove();
  for (const control of copy.querySelectorAll('[aria-expanded="true"]')) {
    control.setAttribute("aria-expanded", "false");
    for (const id of control.getAttribute("aria-controls")?.split(/\s+/) ?? []) {
      if (id) copy.querySelector(`#${CSS.escape(id)}`)?.remove();
    }
    control.removeAttribute("aria-controls");
  }
  return copy;
}
