/** On an element of a shop's own page: the product whose reviews it shows, by the shop's own id. */
export const PRODUCT_REVIEWS_ATTRIBUTE = "data-reviews-product";
