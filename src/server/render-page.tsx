// The server's render of a host page's roots (the header in #search-navbar, the page in <main>,
// the footer and cookie bar after it), with the same components, store and request cache as the
// browser: the host gives the page's address, its app_meta, the signed-in flag, the visitor's
// cookie acceptance and a way to answer the bundle's requests; the render asks what its screens ask, each screen waits for its answers (collecting-cache.ts), and
// it returns the roots' HTML and the answers to inline (lib/page-answers.ts), from which the
// browser hydrates.
import { configureClient } from "../api/client";
import type { AppMeta } from "../api/contract/common";
import type { MeResponse } from "../api/contract/reviewer";
import { getMe } from "../api/reviewer";
import { loadReviewer } from "../app/load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "../app/roots";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { matchLanguage } from "../lib/i18n/languages";
import { activateLanguage } from "../lib/i18n/translate";
import type { FirstScreen } from "../lib/page-answers";
import { cookiesAcceptedAtom } from "../state/cookie-consent";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { sessionAtom } from "../state/session";
import { createCollectingCache } from "./collecting-cache";
import { shownParts } from "./lazy-part.server";
import { renderHtml } from "./render-html";

/**
 * The host's answer to a GET the bundle makes (a path with its query), as the browser would get
 * it: its status and its body's JSON text.
 */
export type Answer = (url: string) => Promise<{ status: number; json: string }>;

export interface RenderRequest {
  /** The page's address: its path and query. */
  url: string;
  /** The page's app_meta: its `locale` is the language rendered. */
  meta: AppMeta;
  signedIn: boolean;
  /** The page's CSRF token: the forms the page renders post it (the sign-in form). Default none. */
  csrfToken?: string;
  /**
   * The visitor has accepted cookies (their reviews_cookies_accepted cookie): the footer's root
   * then holds no cookie bar. Default false.
   */
  cookiesAccepted?: boolean;
  answer: Answer;
  /** Past this the render is given up (the page is sent with empty roots). Default 50 ms. */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The HTML inside #search-navbar, inside <main> and inside the footer's element after it (#site-footer). */
  navbar: string;
  main: string;
  footer: string;
  /** For the page's <head>: the preloads React asks for (the first pictures of the page). */
  head: string;
  /** To inline beside app_meta (FIRST_SCREEN_ID), escaped for a <script> element. */
  firstScreen: FirstScreen;
  /** How long the render took. */
  ms: number;
}

/** me.json for a guest with no country or currency known. */
const guest = (locale: string): MeResponse =>
  ({ reviewer: null, current_country: null, currency: null, locale }) as never;

/** The host's answers as the HTTP client reads a fetch's. */
const answeringFetch = (answer: Answer): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    const { status, json } = await answer(String(input));
    return new Response(json, { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;

// One render at a time: the active language and the HTTP client are the module's.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page's roots rendered, or null when the render failed or took longer than its bound (the
 * host then sends empty roots and the bundle renders in the browser).
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  // The bound counts from the request: time spent waiting for the renders before it counts too.
  const abort = new AbortController();
  const timeoutMs = request.timeoutMs ?? 50;
  const timer = setTimeout(() => abort.abort(new Error(`render over ${timeoutMs} ms`)), timeoutMs);
  const run = queue.then(() => renderNow(request, abort.signal)).finally(() => clearTimeout(timer));
  queue = run.catch(() => {});
  return run;
}

/** Rejects once `signal` aborts: a wait raced with it ends at the bound. */
const abortion = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

async function renderNow(
  { url, meta, signedIn, csrfToken = "", cookiesAccepted = false, answer }: RenderRequest,
  signal: AbortSignal,
): Promise<RenderedPage | null> {
  const started = performance.now();
  const bound = abortion(signal);
  bound.catch(() => {});
  try {
    signal.throwIfAborted();
    const language = matchLanguage(meta.locale) ?? "en";
    activateLanguage(language, await loadCatalogue(language));
    const [path = "/", search = ""] = url.split("?");
    const cache = createCollectingCache();
    configureClient({ csrfToken: "", cache, fetch: answeringFetch(answer) });
    const store = createStore();
    store.set(sessionAtom, { meta, signedIn, csrfToken });
    store.set(requestCacheAtom, cache);
    store.set(localeAtom, language);
    store.set(cookiesAcceptedAtom, cookiesAccepted);
    // Who the page is for, their currency and country; a guest's defaults when the host has no answer.
    const me = await Promise.race([getMe({ exchange_rates: true }).catch(() => guest(language)), bound]);
    await loadReviewer(store, search, me, false);

    const address = { path, search };
    shownParts.names = [];
    // Each screen waits for the answers it reads (React's prerender resumes it with them).
    const html = await Promise.all(
      [
        <NavbarRoot key="navbar" store={store} ssr={address} />,
        <PageRoot key="page" store={store} ssr={address} />,
        <FooterRoot key="footer" store={store} ssr={address} />,
      ].map((root) => renderHtml(root, signal)),
    );
    const [navbar, main, footer] = html;
    return {
      navbar: navbar?.body ?? "",
      main: main?.body ?? "",
      footer: footer?.body ?? "",
      head: html.map((root) => root.head).join(""),
      firstScreen: { me, answers: cache.answers(), parts: shownParts.names },
      ms: performance.now() - started,
    };
  } catch (error) {
    console.warn(`Server render of ${url} given up:`, error instanceof Error ? error.message : error);
    return null;
  } finally {
    configureClient({ fetch: undefined, cache: undefined });
  }
}
