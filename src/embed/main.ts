// The entry of the reviews on a shop's own product page (built apart from the widget's app:
// build/embed-bundle.ts), small: it mounts into the element the shop marked data-reviews-product,
// and again into each page Turbo Drive or Turbolinks brings in, the section's own code loading
// when it nears the viewport or is pressed (lazy-reviews.ts); any other page-swapper calls
// window.ReviewsWidget.mount() and unmount().
import { forgetFirstScreen, mount, unmount } from "./lazy-reviews";

declare global {
  interface Window {
    ReviewsWidget: { mount: () => void; unmount: () => void };
  }
}

window.ReviewsWidget = { mount, unmount };
// Turbo keeps a copy of the page before each visit (its <html> busy), and also when Back or Forward
// lands on one of the reviews' own entries (a sort, a filter), which is no visit: the reviews stay
// (src/app/turbo.ts has the widget's pages do the same). Turbolinks keeps one during its visits only.
addEventListener("turbo:before-cache", () =>
  document.documentElement.hasAttribute("aria-busy") ? unmount() : forgetFirstScreen(),
);
addEventListener("turbolinks:before-cache", unmount);
for (const event of ["turbo:load", "turbolinks:load"]) addEventListener(event, mount);
mount();
