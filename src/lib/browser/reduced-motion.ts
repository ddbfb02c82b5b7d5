/** Whether the reader has asked for reduced motion: scrolls then jump instead of gliding. */
export const prefersReducedMotion = (): boolean => matchMedia("(prefers-reduced-motion: reduce)").matches;
