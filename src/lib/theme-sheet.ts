// app_meta's theme as a stylesheet of the host's own origin, which a strict style-src ('self',
// without 'unsafe-inline') allows where it ignores a style attribute: linked in the page's head, the
// theme paints from the first paint, before the widget's script sets it through the CSSOM
// (applyTheme). For the hosts' servers only (the reference host; the Rails gem writes the same text
// by the same rule, proven by test/support/shapes/theme-sheets.json), never the browser's bundle.
// The theme is readTheme's: every name lowercase words joined by '-', every value a colour or a
// length of a strict form (no ';', '{', '}', quote, backslash, comment or '!'), so the text needs no
// escaping: no value can leave its declaration.

/**
 * The shades theme.css mixes from a property the theme gives alone: each as its own property
 * `--rv-<shade>-mixed`, taken where the theme names the property but not the shade.
 */
export const MIXED_SHADES: Record<string, readonly string[]> = { accent: ["accent-strong", "accent-soft"] };

/**
 * The CSS text setting `theme` (read by readTheme) on the widget's roots, or "" for an empty theme.
 * Each value is `!important`, as a root's style attribute outranks every rule of the page: the
 * shop's own pages' rules on .rv-root (theme.css) give way to it alike. A shade mixed from the
 * accent is not: a host's rule naming it still sets it, as on a root the script themed.
 */
export function themeSheet(theme: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(theme).map(([name, value]) => `--rv-${name}:${value}!important`);
  for (const [from, shades] of Object.entries(MIXED_SHADES))
    if (Object.hasOwn(theme, from))
      for (const shade of shades)
        if (!Object.hasOwn(theme, shade)) declarations.push(`--rv-${shade}:var(--rv-${shade}-mixed)`);
  return declarations.length === 0 ? "" : `.rv-root{${declarations.join(";")}}\n`;
}
