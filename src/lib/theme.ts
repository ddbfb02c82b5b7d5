// app_meta's look: "theme" (colours and lengths, by the names of src/styles/theme.css without their
// --rv-), "color_scheme" and "font". Read with the rest of app_meta (host-page.ts), on the server
// as in the browser, so a rendered page and the bundle that adopts it agree. A value is never CSS
// text: a colour or a length of a strict form, set as one custom property of the root's style.
import type { AppMeta } from "../api/contract/common";

/** #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() of three numbers and an alpha. */
const COLOR =
  /^(#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(rgba?|hsla?|hwb|(ok)?l(ab|ch))\(([\s,/]*[+-]?(\d+\.?\d*|\.\d+)(%|deg|turn)?){3,4}\s*\))$/i;
/** 0, or a number of px, rem or em: the theme's radius and space. */
const LENGTH = /^(0|(\d+\.?\d*|\.\d+)(px|r?em))$/;

/**
 * Puts app_meta's look into `meta`. What is not of its form is left out and named in `problems`:
 * a theme property's name that is not lowercase words joined by '-', a value that is not a colour
 * (a length for radius and space), a scheme other than light, dark or auto, a font other than inherit.
 */
export function readLook(raw: Record<string, unknown>, meta: AppMeta, problems: string[]) {
  const keep = (key: string, ok: unknown) => ok || !problems.push(`app_meta's ${key} is dropped`);
  const { theme, color_scheme: scheme, font } = raw;
  if (theme && typeof theme === "object") {
    meta.theme = {};
    for (const [name, value] of Object.entries(theme)) {
      const form = /^(radius|space)$/.test(name) ? LENGTH : COLOR;
      if (
        keep(
          `theme.${name.slice(0, 40)}`,
          typeof value === "string" && /^[a-z][a-z-]*$/.test(name) && form.test(value),
        )
      )
        meta.theme[name] = value;
    }
  }
  if (keep("color_scheme", scheme == null || ["light", "dark", "auto"].includes(scheme as string)))
    meta.color_scheme = scheme as AppMeta["color_scheme"];
  if (keep("font", font == null || font === "inherit")) meta.font = font as "inherit";
}

/** The attributes of each .rv-root for app_meta's look. */
export function lookAttributes({ theme, color_scheme, font }: AppMeta) {
  const style: Record<string, string> = {};
  for (const name in theme) style[`--rv-${name}`] = theme[name] as string;
  return { style, "data-rv-color-scheme": color_scheme, "data-rv-font": font };
}
