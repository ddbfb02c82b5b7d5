// A list's active option (or a menu's open item) follows the pointer only when the pointer moves.
// A browser also sends pointer events when the page moves under a resting pointer (a list scrolled
// by the keys, options shown as the shopper types, a menu opened by the keys); those must not take
// the active option from the keyboard.

/** Whether a pointer event comes from a pointer that moved. */
export const pointerMoved = (event: { movementX: number; movementY: number }): boolean =>
  event.movementX !== 0 || event.movementY !== 0;
