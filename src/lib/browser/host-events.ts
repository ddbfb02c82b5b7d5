// The events the host page can listen to, for its analytics: each a bubbling CustomEvent named
// `reviews:<name>`, dispatched on the widget's first root element (the header's `.rv-root`), so
// `document.addEventListener("reviews:search", …)` hears it. The widget sends nothing anywhere
// itself: the host decides what to forward, under its own consent. A detail holds ids, counts,
// codes and route names, never a person's email or name nor the text of a review or question.
// README.md's "Events the host can listen to" lists these names, their JSDoc and details
// (test/unit/host-events holds it to them).

/** Every event's name (without its `reviews:` prefix) and its detail. */
export interface HostEventDetails {
  /** A screen of the widget shown: at mount (a page the host rendered too), after each change of address in the widget, and in each page a page-swapper brings in (Back included); once per address (a screen that changes its address as it shows, such as an empty search going to the category index, is told once, at the address it goes to), not again for a new language. `route` is its name in src/lib/routes.ts (`notFound` for an unknown address), `url` the full address. */
  "page-shown": { route: string; url: string };
  /** Results shown for a search of products (a category page's products too) or of stores whose text, filters or sort are new (another page of it, Back to it, or the search page a category page leads to with its category and sort, is no new search): the text the shopper typed, the number found, and what was searched. */
  search: { query: string; results: number; kind: "products" | "stores" };
  /** Results shown for a search whose filters or sort changed while its text stayed: `changed` names the address parameters that changed (`sort_by`, `min_rating`, `category_id`…). */
  filter: { changed: string[] };
  /** A product or a store opened from a search's results (a category page's products too): its id and its place in the results (1 is the first on page 1). */
  "result-opened": { product_id: string; position: number } | { store_id: string; position: number };
  /** The form for a new review shown, for the product bought (once per order line while the widget is on the page). */
  "review-started": { product_id: string };
  /** A new review the host accepted (a refused submit tells nothing): its id, stars and number of photos. */
  "review-submitted": { product_id: string; review_id: string; rating: number; photos: number };
  /** A photo for a review the host has received: how many photos the review holds now. */
  "photo-added": { photos: number };
  /** A helpful vote on a review or an answer, or its withdrawal (`helpful` false), once the host has it. */
  "helpful-vote": { kind: "review" | "answer"; id: string; helpful: boolean };
  /** A shop, product or reviewer followed, once the host has it. */
  follow: { kind: "Shop" | "Product" | "Reviewer"; id: string };
  /** A shop, product or reviewer unfollowed, once the host has it. */
  unfollow: { kind: "Shop" | "Product" | "Reviewer"; id: string };
  /** A question about a product the host accepted. */
  "question-asked": { product_id: string; question_id: string };
  /** The sign-in page shown to a guest the widget sent there (to follow, vote, ask, write…): the route they come back to. */
  "sign-in-asked": { return_route: string };
  /** A language chosen in the widget's menu: its code and the one before. */
  "language-changed": { language: string; previous: string };
  /** A currency chosen for prices (`*` is each store's own): its code and the one before. */
  "currency-changed": { currency: string; previous: string };
}

export type HostEventName = keyof HostEventDetails;

/** Tells the host page that something happened (a bubbling `reviews:<name>` CustomEvent). */
export function emit<Name extends HostEventName>(name: Name, detail: HostEventDetails[Name]): void {
  (document.querySelector(".rv-root") ?? document).dispatchEvent(
    new CustomEvent(`reviews:${name}`, { bubbles: true, detail }),
  );
}
