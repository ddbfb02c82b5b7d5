// The facts the Rails gem needs of the widget, written by `npm run docs` from the TypeScript that
// holds them into gem/lib/reviews_widget/facts.json, which the gem ships and reads
// (gem/lib/reviews_widget/facts.rb). unit/gem-facts fails when the file is not what this writes.
import { readFileSync } from "node:fs";
import path from "node:path";
import { AppMeta } from "../src/api/contract/common";
import { pathOf } from "../src/api/contract/contract-route";
import { RENDER_FALLBACK } from "../src/api/contract/render";
import { API_ROUTES } from "../src/api/contract/routes";
import * as hostFacts from "../src/api/host-facts";
import { pageDataRule } from "../src/lib/first-requests";
import { LANGUAGES } from "../src/lib/i18n/languages";
import { RATINGS_MAX_AGE } from "../src/lib/rating-limits";
import { ME_WITH_RATES_URL } from "../src/lib/request-urls";
import { PATHS, ROUTES } from "../src/lib/routes";
import { COLOR, LENGTH, readTheme } from "../src/lib/theme";
import { MIXED_SHADES } from "../src/lib/theme-sheet";
import { root } from "./paths";

export const FACTS_FILE = path.join(root, "gem/lib/reviews_widget/facts.json");

/** Whether `route` (a path, its parameters as `:name`) lies under `prefix`. */
const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/** The theme's properties (the --rv- names of theme.css) whose value readTheme takes as a length. */
function themeLengthNames(): string[] {
  const css = readFileSync(path.join(root, "src/styles/theme.css"), "utf8");
  const names = new Set([...css.matchAll(/--rv-([a-z-]+):/g)].map((match) => match[1] as string));
  return [...names].filter((name) => Object.hasOwn(readTheme({ [name]: "1px" }, []), name));
}

/** The first folder of a path ('/api' of '/api/v1/widgets/product_ratings'), or the path when it has one segment. */
const folderOf = (route: string) => `/${route.split("/")[1]}`;

/**
 * The shop's own catalogue's folders: the widget asks them only for public galleries, and the
 * marketplace's cookies (the visitor's session) have no business on the shop's product pages.
 */
const CATALOGUE_FOLDERS = ["/products", "/shops"];

/** The facts, in the order the file holds them. */
export function gemFacts() {
  // Every page of the widget, and every call of its API, lies under its home (/reviews) or is one
  // of the few paths the rest name: the sign-in page, the calls outside /reviews.
  const home = PATHS.home;
  const pages = ROUTES.map((route) => route.pattern).filter((pattern) => !under(pattern, home));
  const calls = Object.keys(API_ROUTES)
    .map((key) => pathOf(key as keyof typeof API_ROUTES))
    .filter((route) => !under(route, home));
  // The widget's own GETs of data under its home: a path of a page too (a reviewer slugged
  // 'follows') is this data when asked as such; any other page path is a page, whatever it accepts.
  const homeData = Object.keys(API_ROUTES)
    .filter((key) => key.startsWith("GET "))
    .map((key) => pathOf(key as keyof typeof API_ROUTES))
    .filter((route) => under(route, home) && !route.endsWith(".json"));
  return {
    about:
      "Written by `npm run docs` (build/gem-facts.ts) from the widget's TypeScript: change those sources, never this file.",
    languages: LANGUAGES,
    language_parameter: hostFacts.LANGUAGE_PARAMETER,
    headers: {
      csrf: hostFacts.CSRF_HEADER,
      redesign: hostFacts.REDESIGN_HEADER,
      locale: hostFacts.LOCALE_HEADER,
    },
    cookies: {
      session: hostFacts.SESSION_COOKIE,
      visitor: hostFacts.VISITOR_COOKIE,
      device_prefix: hostFacts.DEVICE_COOKIE_PREFIX,
      language: hostFacts.LANGUAGE_COOKIE,
      cookies_accepted: hostFacts.COOKIES_ACCEPTED_COOKIE,
      browser_render: hostFacts.BROWSER_RENDER_COOKIE,
    },
    me: ME_WITH_RATES_URL,
    home,
    pages: ROUTES.map(({ name, pattern }) => ({ name, pattern, page_data: pageDataRule(name) })),
    page_paths: [...new Set(pages)].sort(),
    account_paths: { profile: hostFacts.PROFILE_PATH, logout: hostFacts.LOGOUT_PATH },
    forwarded_paths: [...new Set([...calls, ...pages, hostFacts.PROFILE_PATH, hostFacts.LOGOUT_PATH])].sort(),
    home_data_paths: [...new Set(homeData)].sort(),
    // Where the marketplace's cookies go with the visitor: the widget's home, the folders of its
    // pages and calls outside it (a file beside them, /reviews.json, is no folder), and the
    // folder of a reviewer's own photos.
    cookie_paths: [
      ...new Set([
        home,
        ...[...pages, ...calls, hostFacts.PROFILE_PATH, hostFacts.LOGOUT_PATH]
          .filter((route) => !/^\/[^/]*\.\w+$/.test(route))
          .map(folderOf)
          .filter((folder) => !CATALOGUE_FOLDERS.includes(folder)),
        folderOf(hostFacts.OWN_PHOTOS_FOLDER),
      ]),
    ],
    media_folders: hostFacts.MEDIA_FOLDERS,
    own_photos_folder: hostFacts.OWN_PHOTOS_FOLDER,
    app_meta_keys: Object.keys(AppMeta.properties),
    render_fallback: RENDER_FALLBACK,
    ratings_max_age: RATINGS_MAX_AGE,
    // The theme's stylesheet (src/lib/theme-sheet.ts): the values it keeps (JavaScript's regular
    // expressions, as written) and the shades mixed from a property given alone.
    theme_sheet: {
      color: String(COLOR),
      length: String(LENGTH),
      length_names: themeLengthNames(),
      mixed_shades: MIXED_SHADES,
    },
  };
}

/** The file as it should be. */
export const factsFileText = () => `${JSON.stringify(gemFacts(), null, 2)}\n`;
