// Start-up: read the host page as it is now, create the one store and the one request cache, mount the roots.
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./shared-chunk";
import { configureClient } from "../api/client";
import { readStored } from "../lib/browser/storage";
import { whenIdle } from "../lib/browser/when-idle";
import { readHostPage } from "../lib/host-page";
import { loadCatalogue, loadedCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage, type Catalogue } from "../lib/i18n/translate";
import { readFirstScreen } from "../lib/page-answers";
import { createRequestCache } from "../lib/request-cache";
import { acceptedIn, cookiesAcceptedAtom } from "../state/cookie-consent";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { localeAtom } from "../state/reviewer";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { STORED } from "../state/stored";
import { takeEarlyPresses } from "../ui/early-press-queue";
import { stopWaiting } from "../ui/hydrate-near";
import { loadParts } from "../ui/lazy-part";
import { adoptInLongerSlices, backToShortSlices } from "./adoption-slices";
import { loadReviewer } from "./load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "./roots";
import { installScrollManager } from "./scroll";

/** Mounts the bundle into the host page; `unmount` takes it out again (a host swapping pages). */
export function start(doc: Document = document): {
  store: ReturnType<typeof createStore>;
  unmount: () => void;
} {
  const host = readHostPage(doc, readStored(STORED.locale));
  if (host.problems.length > 0) {
    console.warn(`The host page is incomplete; using defaults. ${host.problems.join("; ")}.`);
  }

  const store = createStore();
  store.set(sessionAtom, { meta: host.meta, signedIn: host.signedIn, csrfToken: host.csrfToken });
  store.set(cookiesAcceptedAtom, acceptedIn(doc.cookie));
  // The host's answers, kept for every screen of both roots; a later start() begins empty.
  const cache = createRequestCache();
  store.set(requestCacheAtom, cache);
  // A server-rendered page comes with the answers it was rendered from: the cache starts with them.
  const first = readFirstScreen(doc);
  // The address the host rendered the page for: the one it has as it mounts. React adopts each
  // part at it, whatever Back or Forward makes the address meanwhile, then renders the one now.
  const renderedAt = new URL(location.href);
  for (const { key, value, ms, tags } of first?.answers ?? []) cache.seed(key, value, ms, tags);
  configureClient({
    csrfToken: host.csrfToken,
    onPendingChange: (pending) => store.set(pendingRequestsAtom, pending),
    cache,
  });

  // What every page runs at start is imported statically: an import() here is one more request
  // while the page loads. What unmount undoes: the scroll behaviour, the parts' waits for the
  // reader, each root, the footer's element.
  const cleanups: (() => unknown)[] = [installScrollManager(), stopWaiting];
  // The roots paint once the language's catalogue is here (the host preloads it beside the entry):
  // never English first. English, or a catalogue loaded by an earlier mount, paints at once.
  // Each root, and whether the host rendered it.
  const roots: [HTMLElement, ReactNode, boolean][] = [];
  let live = true;
  cleanups.push(() => {
    live = false;
  });
  const paint = async (language: string, catalogue: Catalogue | null) => {
    if (!live) return;
    activateLanguage(language, catalogue);
    store.set(localeAtom, language);
    // Markup the host rendered is adopted as it is: the store holds what the server rendered (the
    // host's answer alone) and the code of the parts it showed is here first. The roots the host
    // left to the bundle (the footer and cookie bar of a host that renders only the two roots)
    // render at once meanwhile.
    if (first) loadReviewer(store, location.search, first.me, false);
    /** Mounts the roots the host rendered (`rendered`) or the others, adopting their markup or not. */
    const mount = (rendered: boolean, adopt = rendered) => {
      for (const [element, node, hostRendered] of roots) {
        if (!!(first && hostRendered) !== rendered) continue;
        const root = adopt ? hydrateRoot(element, node) : createRoot(element);
        if (!adopt) root.render(node);
        cleanups.push(() => root.unmount());
      }
    };
    mount(false);
    if (first) {
      await loadParts(first.parts);
      if (!live) return;
      // What was pressed and typed since the first paint: taken before React hydrates (it replays
      // what comes after itself), done once what was pressed is live.
      const presses = takeEarlyPresses();
      // Back or Forward meanwhile onto one of the widget's own entries (in a page a page-swapper
      // brought in) moved the address off the one rendered: the markup shows another screen, so the
      // roots render afresh for the address now, and what was pressed on that screen is not done.
      const adopt = location.pathname + location.search === renderedAt.pathname + renderedAt.search;
      if (adopt) adoptInLongerSlices();
      mount(true, adopt);
      if (adopt && presses[0])
        import("../ui/early-presses").then(({ replayPresses }) => replayPresses(presses, () => live));
    }
    // This device's own choices apply once React has adopted all of it (each Suspense boundary
    // after its root): its queued work is done before the browser is idle.
    if (first)
      whenIdle(() => {
        backToShortSlices();
        loadReviewer(store, location.search, first.me);
      });
  };
  if (host.navbarRoot)
    roots.push([
      host.navbarRoot,
      <NavbarRoot key="navbar" store={store} staticPage={host.staticPage} ssr={renderedAt} />,
      true,
    ]);
  if (host.pageRoot)
    roots.push([host.pageRoot, <PageRoot key="page" store={store} ssr={renderedAt} />, true]);
  if (host.main) {
    // The footer and the cookie bar follow the page, outside <main> (a contentinfo landmark): in
    // the element the host rendered them in with the page, else in one the bundle adds. A page
    // copy a page-swapper kept holds one of an earlier mount: rendered afresh, as the other roots.
    const rendered = doc.getElementById("site-footer");
    const footer = rendered ?? doc.createElement("div");
    if (!rendered) {
      footer.id = "site-footer";
      host.main.after(footer);
    }
    roots.push([
      footer,
      <FooterRoot key="footer" store={store} staticPage={host.staticPage} ssr={renderedAt} />,
      !!rendered,
    ]);
    cleanups.push(() => footer.remove());
  }
  const { language } = host;
  const loaded = loadedCatalogue(language);
  if (loaded !== undefined) paint(language, loaded);
  else
    loadCatalogue(language).then(
      (catalogue) => paint(language, catalogue),
      (error) => {
        // Without its catalogue the widget still works, in English.
        console.warn(`The ${language} catalogue did not load; showing English.`, error);
        paint("en", null);
      },
    );
  // Without the page's answers, the reviewer is asked for at once, beside the catalogue.
  if (!first) loadReviewer(store);
  return {
    store,
    unmount: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
