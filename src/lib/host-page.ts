// Reads what the host page gives the bundle, at each mount: mount points, app_meta, CSRF token, signed-in state.
// Nothing here throws: whatever is missing or malformed gets a default and a warning.
import type { AppMeta } from "../api/contract/common";
import { matchLanguage } from "./i18n/languages";
import { readTheme } from "./theme";

/** The id of the host page's JSON script that holds its app_meta. */
export const APP_META_ID = "app_meta";

export interface HostPage {
  meta: AppMeta;
  signedIn: boolean;
  csrfToken: string;
  navbarRoot: HTMLElement | null;
  /** The page root; null when <main> is missing or carries server-rendered content (data-static). */
  pageRoot: HTMLElement | null;
  /** The <main> element, also when static: the footer goes after it. */
  main: HTMLElement | null;
  /** `<main data-static>`: the host rendered the page itself (the footer pages), the bundle leaves it. */
  staticPage: boolean;
  /** The widget's language: app_meta's locale, else the page's <html lang>, else `fallbackLanguage`. */
  language: string;
  /** What was missing or malformed, for one console warning. */
  problems: string[];
}

const SIGNED_IN_CLASS = "logged-in";
/** On <main>: its content is the host's own (a footer page), not a route of the bundle. */
const STATIC_MAIN_ATTRIBUTE = "data-static";

const DEFAULT_META: AppMeta = {
  title: "Reviews",
  description: "",
  robots: "index, follow",
  canonical: "",
};

const STRING_FIELDS = [
  "title",
  "description",
  "robots",
  "canonical",
  "image_host",
  "business_url",
  "locale",
  "color_scheme",
  "font",
] as const;

/** Keeps the known fields of the right type; anything else is dropped, with a line in `problems`. */
export function parseAppMeta(text: string | null | undefined, problems: string[] = []): AppMeta {
  const meta: AppMeta = { ...DEFAULT_META };
  let raw: unknown;
  let problem = "is missing";
  if (text != null) {
    problem = "is not a JSON object";
    try {
      raw = JSON.parse(text);
    } catch {
      problem = "is not valid JSON";
    }
  }
  if (!isObject(raw)) {
    problems.push(`#app_meta ${problem}`);
    return meta;
  }
  Object.assign(meta, pickStrings(raw, STRING_FIELDS));
  if (Array.isArray(raw.structured_data)) {
    meta.structured_data = raw.structured_data.filter(isObject);
  }
  if (isObject(raw.flash)) meta.flash = pickStrings(raw.flash, ["error", "notice"]);
  if (isObject(raw.form)) meta.form = pickStrings(raw.form, ["email"]);
  if (raw.not_found === true) meta.not_found = true;
  if (Array.isArray(raw.locales))
    meta.locales = raw.locales.filter((l): l is string => typeof l === "string");
  if (isObject(raw.theme)) meta.theme = readTheme(raw.theme, problems);
  return meta;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

function pickStrings<K extends string>(source: Record<string, unknown>, keys: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (typeof source[key] === "string") out[key] = source[key] as string;
  return out;
}

/** `fallbackLanguage`: the language when the page names none (the one kept on this device). */
export function readHostPage(doc: Document, fallbackLanguage: unknown = null): HostPage {
  const problems: string[] = [];
  const meta = parseAppMeta(doc.getElementById(APP_META_ID)?.textContent, problems);

  const csrfToken = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  if (!csrfToken) problems.push('<meta name="csrf-token"> is missing: changes will be refused');

  const navbarRoot = doc.getElementById("search-navbar");
  if (!navbarRoot) problems.push("#search-navbar is missing: no header");
  const main = doc.querySelector("main");
  if (!main) problems.push("<main> is missing: no page");
  const staticPage = main?.hasAttribute(STATIC_MAIN_ATTRIBUTE) ?? false;

  const language =
    matchLanguage(meta.locale) ??
    matchLanguage(doc.documentElement?.lang) ??
    matchLanguage(fallbackLanguage) ??
    "en";
  return {
    meta,
    language,
    signedIn: doc.body?.classList.contains(SIGNED_IN_CLASS) ?? false,
    csrfToken,
    navbarRoot,
    pageRoot: staticPage ? null : main,
    main,
    staticPage,
    problems,
  };
}
