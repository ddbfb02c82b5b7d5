// The widths every screen is looked at, a phone, a tablet and a laptop: at each, no control in the
// browser's own look, no squeezed text, no sideways scroll.
export const SCREEN_SIZES = [
  { width: 375, height: 740 },
  { width: 800, height: 900 },
  { width: 1280, height: 800 },
] as const;
