// Start-up: read the host page as it is now, create the one store and the one request cache, mount the roots.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import "./shared-chunk";
import { configureClient } from "../api/client";
import { readHostPage } from "../lib/host-page";
import { createRequestCache } from "../lib/request-cache";
import { createStore } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { pendingRequestsAtom, sessionAtom } from "../state/session";
import { loadReviewer } from "./load-reviewer";
import { FooterRoot, NavbarRoot, PageRoot } from "./roots";
import { installScrollManager } from "./scroll";

/** Mounts the bundle into the host page; `unmount` takes it out again (a host swapping pages). */
export function start(doc: Document = document): {
  store: ReturnType<typeof createStore>;
  unmount: () => void;
} {
  const host = readHostPage(doc);
  if (host.problems.length > 0) {
    console.warn(`The host page is incomplete; using defaults. ${host.problems.join("; ")}.`);
  }

  const store = createStore();
  store.set(sessionAtom, { meta: host.meta, signedIn: host.signedIn, csrfToken: host.csrfToken });
  // The host's answers, kept for every screen of both roots; a later start() begins empty.
  const cache = createRequestCache();
  store.set(requestCacheAtom, cache);
  configureClient({
    csrfToken: host.csrfToken,
    onPendingChange: (pending) => store.set(pendingRequestsAtom, pending),
    cache,
  });

  // What every page runs at start is imported statically: an import() here is one more request
  // while the page loads. What unmount undoes: the scroll behaviour, each root, the footer's element.
  const cleanups: (() => unknown)[] = [installScrollManager()];
  const mount = (element: HTMLElement, node: ReactNode) => {
    const root = createRoot(element);
    root.render(node);
    cleanups.push(() => root.unmount());
  };
  if (host.navbarRoot) mount(host.navbarRoot, <NavbarRoot store={store} staticPage={host.staticPage} />);
  if (host.pageRoot) mount(host.pageRoot, <PageRoot store={store} />);
  if (host.main) {
    // The footer and the cookie bar follow the page, outside <main> (a contentinfo landmark).
    // A page copy a page-swapper kept may hold a footer of an earlier mount.
    doc.getElementById("site-footer")?.remove();
    const footer = doc.createElement("div");
    footer.id = "site-footer";
    host.main.after(footer);
    mount(footer, <FooterRoot store={store} staticPage={host.staticPage} />);
    cleanups.push(() => footer.remove());
  }
  loadReviewer(store);
  return {
    store,
    unmount: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
