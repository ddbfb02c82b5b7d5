// What the entry runs: mount into the host page this script was included in, and into each page a
// page-swapper puts in its place: Turbo Drive and Turbolinks by their events, any other through
// window.ReviewsWidget. Here rather than in the entry, which imports this one function from the
// shared chunk instead of each of these names (every name a chunk imports is exported there too).
import { forgetFirstScreen, isMounted, mount, unmount, unmountKeepingCopy } from "./mount";
import { followTurbo } from "./turbo";

declare global {
  interface Window {
    /** For a host that swaps pages itself (htmx, pjax, Livewire): both are harmless to repeat. */
    ReviewsWidget: { mount: () => void; unmount: () => void };
  }
}

export function boot(): void {
  window.ReviewsWidget = { mount, unmount };
  followTurbo(mount, unmountKeepingCopy, forgetFirstScreen, isMounted);
  mount();
}
