// The server's render of a host page's roots (the header in #search-navbar, the page in <main>,
// the footer and cookie bar after it), with the same components, store and request cache as the
// browser: the host gives the page's address, its app_meta, the signed-in flag, the visitor's
// cookie acceptance and a way to answer the bundle's requests; the render asks what its screens
// ask, each screen waits for its answers (collecting-cache.ts), and it returns the roots' HTML and
// the answers to inline (lib/page-answers.ts), from which the browser hydrates.
//
// Many pages render side by side in one process, each in a scope of its own (runInRender): its
// language, its HTTP client and the parts it showed are its own, so one render waiting for the
// host's answers holds no other. What the route's first screen reads is asked at once
// (lib/first-requests.ts), and what those answers name as soon as they are in. A render is whole
// or it is not sent: an answer still missing near the bound is given up (its part renders as
// loading, as without an answer, and the browser asks for it); a render not done at the bound is
// no page.

import { configureClient, keepClientIn, newClientState } from "../api/client";
import type { AppMeta } from "../api/contract/common";
import type { BadgesShop } from "../api/contract/render";
import type { MeResponse } from "../api/contract/reviewer";
import { getMe } from "../api/reviewer";
import { loadReviewer } from "../app/load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "../app/roots";
import { shopSettingsOf } from "../badges/shop-settings";
import { ProductReviewsRoot } from "../embed/ProductReviewsRoot";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { matchLanguage } from "../lib/i18n/languages";
import { activateLanguage } from "../lib/i18n/translate";
import type { FirstScreen } from "../lib/page-answers";
import { ME_WITH_RATES_URL } from "../lib/request-urls";
import { cookiesAcceptedAtom } from "../state/cookie-consent";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { sessionAtom } from "../state/session";
import { type Answer, answersOnce } from "./answers-once";
import { askFirstRequests, askProductReviewsRequests } from "./ask-first-requests";
import { createCollectingCache } from "./collecting-cache";
import { shownParts } from "./lazy-part.server";
import { renderHtml, whole } from "./render-html";
import { renderLocal, runInRender } from "./render-local";

export type { Answer };

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
  /** Addresses to ask at once beside the route's first requests: what this page asked before. Default none. */
  expected?: readonly string[];
  /**
   * A shop's own product page: only the product's reviews are rendered (in `main`), for its element
   * marked with the shop's id of the product, in the shop's look. Default none: the widget's page.
   */
  product?: { externalId: string; shop: BadgesShop };
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
  /** The addresses its screens asked. */
  asked: string[];
  /** The addresses whose answers came too late: their parts rendered as loading. */
  late: string[];
  /** How long the render took. */
  ms: number;
}

/**
 * The share of the bound spent waiting for answers: an answer not in by then is given up, and the
 * rest of the bound is the render's, to finish with what it has.
 */
const ANSWERS_SHARE = 0.75;

/** me.json for a guest with no country or currency known. */
const guest = (locale: string): MeResponse =>
  ({ reviewer: null, current_country: null, currency: null, locale }) as never;

/**
 * The HTTP client's settings, each render's own: its fetch answers as that render's visitor, and
 * never another's. (The language is each render's own too: translate.server.ts.)
 */
const renderClient = renderLocal(newClientState);

/** The host's answers as the HTTP client reads a fetch's; each address asked is noted in `asked`. */
const answeringFetch = (answer: Answer, asked: Set<string>): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    asked.add(String(input));
    const { status, json } = await answer(String(input));
    return new Response(json, { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;

/**
 * The page's roots rendered, or null when the render failed or was not whole within its bound
 * (the host then sends empty roots and the bundle renders in the browser).
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  // The same render-local object at every call: the client reads the render's own.
  keepClientIn(renderClient);
  return runInRender(() => renderNow(request));
}

async function renderNow({
  url,
  meta,
  signedIn,
  csrfToken = "",
  cookiesAccepted = false,
  answer,
  expected = [],
  timeoutMs = 50,
  product,
}: RenderRequest): Promise<RenderedPage | null> {
  const started = performance.now();
  /** Why the render is past its bound, if it is. */
  const over = () => (performance.now() - started > timeoutMs ? `render over ${timeoutMs} ms` : null);
  const answers = answersOnce(answer, timeoutMs * ANSWERS_SHARE);
  const abort = new AbortController();
  const giveUpIfOver = () => {
    const reason = over();
    if (reason) abort.abort(new Error(reason));
  };
  const bound = setTimeout(giveUpIfOver, timeoutMs);
  try {
    const language = matchLanguage(meta.locale) ?? "en";
    // Rendered once the first answers are in, those they name asked meanwhile: a render that
    // began sooner would hold the thread while they come, and leave its screens to ask them later.
    const [path = "/", search = ""] = url.split("?");
    const shop = product ? shopSettingsOf(product.shop) : null;
    if (typeof shop === "string") throw new Error(shop);
    const [catalogue] = await Promise.all([
      loadCatalogue(language),
      shop && product
        ? askProductReviewsRequests(
            shop,
            product.externalId,
            search ? `?${search}` : "",
            language,
            answers.ask,
          )
        : askFirstRequests(url, language, answers.ask, expected),
    ]);
    activateLanguage(language, catalogue);
    const cache = createCollectingCache();
    const asked = new Set<string>();
    configureClient({ fetch: answeringFetch(answers.ask, asked) });
    const store = createStore();
    // On a shop's own page the look is its #reviews_shop's, as the browser reads it.
    const pageMeta = shop
      ? { ...meta, theme: undefined, color_scheme: undefined, font: undefined, ...shop.look }
      : meta;
    store.set(sessionAtom, { meta: pageMeta, signedIn, csrfToken });
    store.set(requestCacheAtom, cache);
    store.set(localeAtom, language);
    store.set(cookiesAcceptedAtom, cookiesAccepted);
    // Who the page is for, their currency and country; a guest's defaults when the host has no
    // answer. One that comes too late is no page: it may be a reviewer's.
    const me = await getMe({ exchange_rates: true }).catch(() => {
      if (answers.late().includes(ME_WITH_RATES_URL)) throw new Error("me.json came too late");
      return guest(language);
    });
    await loadReviewer(store, search, me, false);

    const address = { pathname: path, search };
    // Each screen waits for the answers it reads (React's prerender resumes it with them).
    const roots =
      shop && product
        ? [
            null,
            <ProductReviewsRoot
              key="product"
              store={store}
              ssr={address}
              shop={shop}
              externalId={product.externalId}
            />,
            null,
          ]
        : [
            <NavbarRoot key="navbar" store={store} ssr={address} />,
            <PageRoot key="page" store={store} ssr={address} />,
            <FooterRoot key="footer" store={store} ssr={address} />,
          ];
    const html = await Promise.all(
      roots.map((root) => (root ? renderHtml(root, abort.signal) : { body: "", head: "" })),
    );
    abort.signal.throwIfAborted();
    // The bound's timer may not have run yet if the render ended in one stretch of work past it.
    const reason = over();
    if (reason) throw new Error(reason);
    if (!html.every((root) => whole(root.body))) throw new Error("a part of it was not rendered");
    const [navbar, main, footer] = html;
    return {
      navbar: navbar?.body ?? "",
      main: main?.body ?? "",
      footer: footer?.body ?? "",
      head: html.map((root) => root.head).join(""),
      firstScreen: { me, answers: cache.answers(), parts: shownParts.names },
      asked: [...asked],
      late: answers.late(),
      ms: performance.now() - started,
    };
  } catch (error) {
    console.warn(`Server render of ${url} given up:`, error instanceof Error ? error.message : error);
    return null;
  } finally {
    clearTimeout(bound);
    answers.stop();
  }
}
