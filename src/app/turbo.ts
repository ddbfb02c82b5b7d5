// Turbo Drive, known by its events (the bundle never imports it). A visit swaps the <body> and runs
// no script again: the widget leaves the old page before Turbo keeps a copy of it (so the copy holds
// no open dialog) and mounts into the new page once it has loaded. Back or Forward onto one of the
// widget's own history entries is no visit (the page is not marked busy), though Turbo keeps a copy
// then too: the widget stays.
export function followTurbo(mount: () => void, unmount: () => void): void {
  addEventListener(
    "turbo:before-cache",
    () => document.documentElement.hasAttribute("aria-busy") && unmount(),
  );
  addEventListener("turbo:load", mount);
}
