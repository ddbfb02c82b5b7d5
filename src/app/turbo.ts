// Turbo Drive (Rails 7) and Turbolinks (Rails 5 and 6), known by their events (the bundle imports
// neither). A visit swaps the <body> and runs no script again: the widget leaves the old page before
// the page-swapper keeps a copy of it, leaving a still copy of its roots (no open dialog or menu)
// for Back to show, and mounts into the new page once it has loaded (each takes its copy a task
// after its before-cache event, once the widget is out). Back or Forward onto one of the widget's
// own history entries is no visit (Turbo does not mark the page busy), though Turbo keeps a copy
// then too: the widget stays; Turbolinks takes a copy during its visits only. No copy keeps the
// page's first screen, so the widget adopts the markup of a page the host has just rendered and
// renders a copy shown again afresh (mount.ts).
//
// Turbo and Turbolinks restore only the history entries they made themselves: Back from a page one
// brought onto an entry the widget pushed (a search, a product) changes the address and nothing
// else. The widget, out of the page then, has it visit that address in place of the entry.
interface PageSwapper {
  visit(url: string | Location, options: { action: "replace" }): void;
}
type PageSwappers = { Turbo?: PageSwapper; Turbolinks?: PageSwapper };

export function followTurbo(
  mount: () => void,
  unmountKeepingCopy: () => void,
  forgetFirstScreen: () => void,
  isMounted: () => boolean,
): void {
  addEventListener("turbo:before-cache", () =>
    document.documentElement.hasAttribute("aria-busy") ? unmountKeepingCopy() : forgetFirstScreen(),
  );
  addEventListener("turbo:load", mount);
  addEventListener("turbolinks:before-cache", unmountKeepingCopy);
  addEventListener("turbolinks:load", mount);
  addEventListener("popstate", (event) => {
    const swapper = (window as PageSwappers).Turbolinks ?? (window as PageSwappers).Turbo;
    if (swapper && !event.state?.turbolinks && !event.state?.turbo && !isMounted())
      swapper.visit(location, { action: "replace" });
  });
}
