// Reads what the host page gives the bundle, at each mount: mount points, app_meta, CSRF token, signed-in state.
// Nothing here throws: whatever is missing or malformed gets a default and a warning.
import {
  APP_META_FIELDS,
  type AppMetaFields,
  FLAG,
  OBJECTS,
  RECORD,
  TEXT,
  TEXTS,
} from "../api/app-meta-fields.at-build";
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

/** Keeps the contract's fields of the right type; anything else is dropped, with a line in `problems`. */
export function parseAppMeta(text: string | null | undefined, problems: string[] = []): AppMeta {
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
  if (isObject(raw)) return { ...DEFAULT_META, ...readFields(raw, APP_META_FIELDS, problems) };
  problems.push(`#app_meta ${problem}`);
  return { ...DEFAULT_META };
}

/** The fields of `raw` that `fields` names, each of its kind. */
function readFields(raw: Record<string, unknown>, fields: AppMetaFields, problems: string[]) {
  const read: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = raw[name];
    if (field === TEXT) {
      if (typeof value === "string") read[name] = value;
    } else if (field === FLAG) {
      if (value === true) read[name] = true;
    } else if (field === TEXTS || field === OBJECTS) {
      if (Array.isArray(value))
        read[name] = value.filter(field === TEXTS ? (item) => typeof item === "string" : isObject);
    } else if (isObject(value)) {
      // The one record is the theme: each of its values is checked as a colour or a length.
      read[name] = field === RECORD ? readTheme(value, problems) : readFields(value, field, problems);
    }
  }
  return read;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
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
