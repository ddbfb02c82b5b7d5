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
// Turbolinks restores only the history entries it made itself: Back from a page it brought onto an
// entry the widget pushed (a search, a product) changes the address and nothing else. The widget,
// out of the page then, has Turbolinks visit that address in place of the entry, as Turbo restores it.
interface Turbolinks {
  visit(url: string, options: { action: "replace" }): void;
}

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
    const turbolinks = (window as { Turbolinks?: Turbolinks }).Turbolinks;
    if (!turbolinks || event.state?.turbolinks || isMounted()) return;
    turbolinks.visit(location.href, { action: "replace" });
  });
}
