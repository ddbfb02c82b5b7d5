// The limits of one call of the ratings (a grid's badges), which the contract and the badges' script
// both hold to: a module of nothing else, so the contract takes them without the widget's paths.

/** The most products one call of the ratings names (a grid of 48 and more), and an id's longest. */
export const RATINGS_IDS_MAX = 100;
export const RATED_ID_MAX = 100;
