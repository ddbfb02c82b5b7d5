// The bundle's entry: mount into the host page this script was included in, and into each page a
// page-swapper puts in its place: Turbo Drive and Turbolinks by their events, any other through window.ReviewsWidget
// (app/boot.ts).
import { boot } from "./app/boot";

boot();
