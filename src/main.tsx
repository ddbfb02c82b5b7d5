// The bundle's entry: mount into the host page this script was included in, and into each page a
// page-swapper puts in its place: Turbo Drive and Turbolinks by their events, any other through window.ReviewsWidget.
import { forgetFirstScreen, isMounted, mount, unmount, unmountKeepingCopy } from "./app/mount";
import { followTurbo } from "./app/turbo";

declare global {
  interface Window {
    /** For a host that swaps pages itself (htmx, pjax, Livewire): both are harmless to repeat. */
    ReviewsWidget: { mount: () => void; unmount: () => void };
  }
}

window.ReviewsWidget = { mount, unmount };
followTurbo(mount, unmountKeepingCopy, forgetFirstScreen, isMounted);
mount();
