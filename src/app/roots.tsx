// The two roots of the bundle (guide §1): the navbar in #search-navbar and the page in <main>,
// each inside its own error boundary, both on the one store.
import type { ReactNode } from "react";
import { Router } from "wouter";
import { Navbar } from "../features/navbar/Navbar";
import { SearchBar } from "../features/search/SearchBar";
import { Provider, type Store } from "../state/jotai";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { ScreenError } from "../ui/ScreenError";
import { appHrefs, useAppLocation } from "./location";
import { PageRoutes } from "./PageRoutes";

function Root({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Router hook={useAppLocation} hrefs={appHrefs}>
        {children}
      </Router>
    </Provider>
  );
}

export function NavbarRoot({ store }: { store: Store }) {
  return (
    <Root store={store}>
      <ErrorBoundary fallback={() => <NavbarFallback />}>
        <Navbar searchBar={<SearchBar />} />
      </ErrorBoundary>
    </Root>
  );
}

// A crashed header still leaves a way home and to the account.
function NavbarFallback() {
  return (
    <header className="navbar">
      <div className="navbar__bar">
        <a href="/reviews" className="navbar__logo">
          Reviews
        </a>
      </div>
    </header>
  );
}

export function PageRoot({ store }: { store: Store }) {
  return (
    <Root store={store}>
      <ErrorBoundary fallback={(reset) => <ScreenError onRetry={reset} />}>
        <PageRoutes />
      </ErrorBoundary>
    </Root>
  );
}
