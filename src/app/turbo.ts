// Turbo Drive, known by its events (the bundle never imports it). A visit swaps the <body> and runs
// no script again: the widget leaves the old page before Turbo keeps a copy of it, leaving a still
// copy of its roots (no open dialog or menu) for Back to show, and mounts into the new page once it
// has loaded (Turbo takes its copy a task after turbo:before-cache, once the widget is out). Back
// or Forward onto one of the widget's own history entries is no visit (the page is not marked
// busy), though Turbo keeps a copy then too: the widget stays. No copy keeps the page's first
// screen, so the widget adopts the markup of a page the host has just rendered and renders a copy
// Turbo shows again afresh (mount.ts).
export function followTurbo(
  mount: () => void,
  unmountKeepingCopy: () => void,
  forgetFirstScreen: () => void,
): void {
  addEventListener("turbo:before-cache", () =>
    document.documentElement.hasAttribute("aria-busy") ? unmountKeepingCopy() : forgetFirstScreen(),
  );
  addEventListener("turbo:load", mount);
}
