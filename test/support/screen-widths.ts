// The widths every screen is looked at: a phone, a tablet, a laptop (guide §3's budget table).
export const SCREEN_SIZES = [
  { width: 375, height: 740 },
  { width: 800, height: 900 },
  { width: 1280, height: 800 },
] as const;
