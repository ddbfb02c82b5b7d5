// The home carousels' contents in one chunk, fetched with the first carousel's data: the route's
// own chunk stays small and the carousels below the fold add no further script.
export { default as CategoryStrip } from "./CategoryStrip";
export { default as CollectionStrip } from "./CollectionStrip";
export { default as FeaturedReviewStrip } from "./FeaturedReviewStrip";
export { default as ProductStrip } from "./ProductStrip";
