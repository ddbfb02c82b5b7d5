// The entry of the reviews on a shop's own product page (built apart from the widget's app:
// build/embed-bundle.ts), small: it mounts into the element the shop marked data-reviews-product,
// and again into each page Turbo Drive or Turbolinks brings in, the section's own code loading
// when it nears the viewport or is pressed (lazy-reviews.ts); any other page-swapper calls
// window.ReviewsWidget.mount() and unmount().
import { mount, unmount } from "./lazy-reviews";

declare global {
  interface Window {
    ReviewsWidget: { mount: () => void; unmount: () => void };
  }
}

window.ReviewsWidget = { mount, unmount };
for (const event of ["turbo:before-cache", "turbolinks:before-cache"]) addEventListener(event, unmount);
for (const event of ["turbo:load", "turbolinks:load"]) addEventListener(event, mount);
mount();
