/**
 * How near the viewport a part the host rendered is when its code loads (as a root margin): far
 * enough ahead of a reader scrolling toward it for its code to come first.
 */
export const NEAR_MARGIN = "600px";
