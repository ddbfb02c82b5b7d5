// The limits of one call of the ratings (a grid's badges), which the contract and the badges' script
// both hold to, and how long its answer may be kept: a module of nothing else, so the contract
// takes them without the widget's paths.

/** The most products one call of the ratings names (a grid of 48 and more), and an id's longest. */
export const RATINGS_IDS_MAX = 100;
export const RATED_ID_MAX = 100;

/**
 * Seconds a browser, a shared cache or a shop may keep the ratings, and what is drawn from them (a
 * grid's badges, a product's reviews section): a new review shows within a minute.
 */
export const RATINGS_MAX_AGE = 60;
