// app_meta's look: "theme" (colours and lengths, by the names of src/styles/theme.css without their
// --rv-), "color_scheme" and "font". Read with the rest of app_meta (host-page.ts), on the server
// as in the browser, so a rendered page and the bundle that adopts it agree. A theme's value is
// never CSS text: a colour or a length of a strict form, set as one custom property of the root's
// style through the CSSOM. The scheme and the font are attributes of the root, which the stylesheet reads for the
// words it knows (theme.css): any other is no scheme and no font.
import type { AppMeta } from "../api/contract/common";

/** #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() of three numbers and an alpha. */
export const COLOR =
  /^(#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(rgba?|hsla?|hwb|(ok)?l(ab|ch))\(([\s,/]*[+-]?(\d+\.?\d*|\.\d+)(%|deg|turn)?){3,4}\s*\))$/i;
/** 0, or a number of px, rem or em: the theme's radius and space. */
export const LENGTH = /^(0|(\d+\.?\d*|\.\d+)(px|r?em))$/;

/**
 * The theme of app_meta's `theme`: what is not of its form is left out and named in `problems` (a
 * name that is not lowercase words joined by '-', a value that is not a colour, or a length for
 * radius and space).
 */
export function readTheme(theme: object, problems: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme))
    if (
      typeof value === "string" &&
      /^[a-z][a-z-]*$/.test(name) &&
      (/^(radius|space)$/.test(name) ? LENGTH : COLOR).test(value)
    )
      kept[name] = value;
    else problems.push(`app_meta's theme.${name.slice(0, 40)} is dropped`);
  return kept;
}

/**
 * The attributes of each .rv-root for app_meta's scheme and font (a rating badge's for the shop's
 * settings). Its theme is no attribute: see applyTheme.
 */
export const lookAttributes = ({ color_scheme, font }: Pick<AppMeta, "color_scheme" | "font">) => ({
  "data-rv-color-scheme": color_scheme,
  "data-rv-font": font,
});

/**
 * Writes app_meta's theme on a root as custom properties, through the CSSOM: a page's strict
 * Content-Security-Policy (style-src without 'unsafe-inline') allows that where it ignores a style
 * attribute in the HTML, so the HTML carries none. A host that wants its colours at first paint
 * under such a policy links the theme's stylesheet of its own origin (theme-sheet.ts; the Rails
 * gem's helpers link theirs) or sets them in its own (docs/theme.md). A theme's accent alone gives
 * its strong and soft shades too: the stylesheet derives them for a root whose style names the
 * accent (theme.css).
 */
export function applyTheme(root: HTMLElement | null, theme: AppMeta["theme"]): void {
  if (root) for (const name in theme) root.style.setProperty(`--rv-${name}`, theme[name] as string);
}
