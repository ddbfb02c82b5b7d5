// The entry of the reviews on a shop's own product page (built apart from the widget's app:
// build/embed-bundle.ts): mounts into the element the shop marked data-reviews-product, and again
// into each page Turbo Drive or Turbolinks brings in; any other page-swapper calls
// window.ReviewsWidget.mount() and unmount().
import { mount, unmount } from "./mount";

declare global {
  interface Window {
    ReviewsWidget: { mount: () => void; unmount: () => void };
  }
}

window.ReviewsWidget = { mount, unmount };
for (const event of ["turbo:before-cache", "turbolinks:before-cache"]) addEventListener(event, unmount);
for (const event of ["turbo:load", "turbolinks:load"]) addEventListener(event, mount);
mount();
