// The bundle's entry: read the host page once, create the one store, mount both roots (§2).
import { createRoot } from "react-dom/client";
import { configureClient } from "./api/client";
import { FooterRoot, NavbarRoot, PageRoot } from "./app/roots";
import { installScrollManager } from "./app/scroll";
import { readHostPage } from "./lib/host-page";
import { createStore } from "./state/jotai";
import {
  countryAtom,
  currencyAtom,
  exchangeRatesAtom,
  localeAtom,
  reviewerAtom,
  reviewerLoadedAtom,
} from "./state/reviewer";
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
  if (host.navbarRoot) {
    createRoot(host.navbarRoot).render(<NavbarRoot store={store} staticPage={host.staticPage} />);
  }
  if (host.pageRoot) createRoot(host.pageRoot).render(<PageRoot store={store} />);
  if (host.main) {
    // §1: the footer and the cookie bar follow the page, outside <main> (a contentinfo landmark).
    const footer = doc.createElement("div");
    footer.id = "site-footer";
    host.main.after(footer);
    createRoot(footer).render(<FooterRoot store={store} staticPage={host.staticPage} />);
  }
  const atoms = {
    reviewerAtom,
    currencyAtom,
    countryAtom,
    exchangeRatesAtom,
    localeAtom,
    reviewerLoadedAtom,
  };
  void import("./state/load-reviewer").then(({ loadReviewer }) => loadReviewer(store, atoms));
  return store;
}

start();
