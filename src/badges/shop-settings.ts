// What a shop's page says of itself for its badges (and the reviews on its own product page): its
// store on the marketplace and its look, in <script type="application/json" id="reviews_shop">,
// read afresh for every batch (a page-swapper may bring another page). The Rails gem's
// reviews_widget_badge_tags writes it from its settings.
import type { AppMeta } from "../api/contract/common";
import { readTheme } from "../lib/theme";

export const SHOP_SETTINGS_ID = "reviews_shop";

export interface ShopSettings {
  /** The store, as the widget's calls name it. */
  shop_domain: string;
  platform: string;
  api_token: string;
  /** The look of app_meta (README "Theme"): theme properties, color_scheme, font. */
  look: Pick<AppMeta, "theme" | "color_scheme" | "font">;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** The page's settings, or why there are none (said once in the console). */
export function readShopSettings(doc: Document): ShopSettings | string {
  const element = doc.getElementById(SHOP_SETTINGS_ID);
  if (!element) return `no <script id="${SHOP_SETTINGS_ID}"> names the shop`;
  try {
    return shopSettingsOf(JSON.parse(element.textContent ?? ""));
  } catch {
    return `#${SHOP_SETTINGS_ID} is not JSON`;
  }
}

/**
 * The settings an object holds (the page's, or the render service's request), or what is wrong:
 * a look's value that is not a colour or a length is dropped, as app_meta's are.
 */
export function shopSettingsOf(value: unknown): ShopSettings | string {
  const json = (typeof value === "object" && value ? value : {}) as Record<string, unknown>;
  const [shop_domain, platform, api_token] = [json.shop_domain, json.platform, json.api_token].map(text);
  if (!shop_domain || !platform || !api_token)
    return `#${SHOP_SETTINGS_ID} lacks shop_domain, platform or api_token`;
  const problems: string[] = [];
  const theme = typeof json.theme === "object" && json.theme ? readTheme(json.theme, problems) : undefined;
  for (const problem of problems) console.warn(problem.replace("app_meta", `#${SHOP_SETTINGS_ID}`));
  const scheme = json.color_scheme;
  return {
    shop_domain,
    platform,
    api_token,
    look: {
      theme,
      color_scheme: scheme === "light" || scheme === "dark" || scheme === "auto" ? scheme : undefined,
      font: json.font === "inherit" || json.font === "own" ? json.font : undefined,
    },
  };
}
