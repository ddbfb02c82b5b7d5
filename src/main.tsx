// The bundle's entry: read the host page once, create the one store, mount both roots (§2).
import { createRoot } from "react-dom/client";
import "./app/shared-chunk";
import { configureClient } from "./api/client";
import { NavbarRoot, PageRoot } from "./app/roots";
import { installScrollManager } from "./app/scroll";
import { readHostPage } from "./lib/host-page";
import { createStore } from "./state/jotai";
import { loadReviewer } from "./state/load-reviewer";
import { pendingRequestsAtom, sessionAtom } from "./state/session";
import "./styles/base.css";

export function start(doc: Document = document) {
  const host = readHostPage(doc);
  if (host.problems.length > 0) {
    console.warn(`The host page is incomplete; using defaults. ${host.problems.join("; ")}.`);
  }

  const store = createStore();
  store.set(sessionAtom, { meta: host.meta, signedIn: host.signedIn, csrfToken: host.csrfToken });
  configureClient({
    csrfToken: host.csrfToken,
    onPendingChange: (pending) => store.set(pendingRequestsAtom, pending),
  });

  installScrollManager();
  if (host.navbarRoot) createRoot(host.navbarRoot).render(<NavbarRoot store={store} />);
  if (host.pageRoot) createRoot(host.pageRoot).render(<PageRoot store={store} />);
  void loadReviewer(store);
  return store;
}

start();
