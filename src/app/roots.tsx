// The roots of the bundle: the navbar in #search-navbar, the page in <main> and the
// footer after it, each inside its own error boundary, all on the one store. Each renders one
// element with the class rv-root, the scope of every rule of the bundle's stylesheet, which also
// keeps the widget's links and forms from Turbo Drive and Turbolinks (they read
// closest('[data-turbo="false"]') and closest("[data-turbolinks]")): the host's own elements carry
// nothing of the bundle's.
import type { ReactNode } from "react";
import { Router } from "wouter";
import { FooterSlot } from "../features/footer/FooterSlot";
import { Navbar } from "../features/navbar/Navbar";
import { loadCategorySelect } from "../features/search/on-demand";
import { t } from "../lib/i18n/translate";
import { PATHS } from "../lib/routes";
import { Provider, type Store } from "../state/jotai";
import { CookieBar } from "../ui/CookieBar";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { ScreenError } from "../ui/ScreenError";
import { AdoptionScope } from "../ui/use-from-host";
import { LanguageScope } from "../widgets/LanguageScope";
import { SearchBar } from "../widgets/search-bar/SearchBar";
import { appHrefs, type ServerAddress, useAppLocation } from "./location";
import { PageRoutes } from "./PageRoutes";
import "../styles/base.css";
import "../styles/browser-defaults.css";
import "../styles/shared.css";
import "../styles/stars.css";
import "../styles/theme.css";

type LocationHook = typeof useAppLocation;

interface RootProps {
  store: Store;
  /** The address rendered: on the server, and in the browser while React adopts the markup. */
  ssr?: ServerAddress;
}

function Root({
  store,
  children,
  hook = useAppLocation,
  ssr,
}: RootProps & { children: ReactNode; hook?: LocationHook }) {
  return (
    <AdoptionScope>
      <Provider store={store}>
        <Router hook={hook} hrefs={appHrefs} ssrPath={ssr?.pathname} ssrSearch={ssr?.search}>
          <LanguageScope>{children}</LanguageScope>
        </Router>
      </Provider>
    </AdoptionScope>
  );
}

// On a page the host rendered itself there is no page root to show a route: links load pages.
const loadPage = (to: string) => location.assign(appHrefs(to));
const useFullPageLocation = ((router) => [useAppLocation(router)[0], loadPage]) as LocationHook;

/** The header's and the footer's roots. */
interface ChromeRootProps extends RootProps {
  /** The page was rendered by the host, with no page root: links load pages. Default false. */
  staticPage?: boolean;
}

export function NavbarRoot({ staticPage = false, ...root }: ChromeRootProps) {
  return (
    <Root {...root} hook={staticPage ? useFullPageLocation : useAppLocation}>
      <ErrorBoundary fallback={() => <NavbarFallback />}>
        <Navbar searchBar={<SearchBar loadCategorySelect={loadCategorySelect} />} />
      </ErrorBoundary>
    </Root>
  );
}

// A crashed header still leaves a way home.
function NavbarFallback() {
  return (
    <header className="rv-navbar">
      <div className="rv-navbar__bar">
        <a href={PATHS.home} className="rv-navbar__logo">
          {t("Reviews")}
        </a>
      </div>
    </header>
  );
}

export function PageRoot(root: RootProps) {
  return (
    <Root {...root}>
      <ErrorBoundary fallback={(reset) => <ScreenError onRetry={reset} />}>
        <PageRoutes />
      </ErrorBoundary>
    </Root>
  );
}

/** The footer, loaded as the reader nears it, and the cookie bar, part of the entry: it shows at once. */
export function FooterRoot({ staticPage = false, ...root }: ChromeRootProps) {
  return (
    <Root {...root} hook={staticPage ? useFullPageLocation : useAppLocation}>
      <ErrorBoundary fallback={() => null}>
        <FooterSlot />
        <CookieBar />
      </ErrorBoundary>
    </Root>
  );
}
