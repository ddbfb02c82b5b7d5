// The page root's router: the route table, its redirects, one lazy screen per route, in the
// page's frame (centred, white on the routes drawn on white).
import { Suspense, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { emit } from "../lib/host-events";
import { matchRoute, redirectFor } from "../lib/route-match";
import { atom, useStore } from "../state/jotai";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { Loading } from "../ui/Loading";
import { NotFound } from "../ui/NotFound";
import { ScreenError } from "../ui/ScreenError";
import { SCREENS } from "./screens";

/**
 * On <body> while a white page shows: a hook for the host's own stylesheet, which paints the page
 * around the widget (the reference host's host.css does); the bundle's stylesheet never reads it.
 */
const WHITE_PAGE_CLASS = "rv-page-white";

/** The address of the page last told to the host as shown: a new language repaints it, not shows it. */
const shownAddressAtom = atom("");

export function PageRoutes() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const target = redirectFor(pathname);
  const match = target ? null : matchRoute(pathname);
  const white = !!match?.route.white;
  useEffect(() => {
    // Redirects replace the address rather than add to history.
    if (target) navigate(`${target}${search ? `?${search}` : ""}${location.hash}`, { replace: true });
  }, [target, search, navigate]);

  useEffect(() => {
    const { classList } = document.body;
    classList.toggle(WHITE_PAGE_CLASS, white);
    return () => classList.remove(WHITE_PAGE_CLASS);
  }, [white]);

  const Screen = match && SCREENS[match.route.name];
  return (
    <div className={white ? "rv-page rv-page--white" : "rv-page"}>
      {Screen ? (
        <ErrorBoundary
          resetKey={`${pathname}?${search}`}
          fallback={(reset) => (
            <>
              <ScreenError onRetry={reset} />
              <ShownToHost route={match.route.name} />
            </>
          )}
        >
          <Suspense fallback={<Loading />}>
            <Screen params={match.params} />
            <ShownToHost route={match.route.name} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        !target && (
          <>
            <NotFound />
            <ShownToHost route="notFound" />
          </>
        )
      )}
    </div>
  );
}

/**
 * Tells the host page that the screen beside it is shown (or its crash message), once per address,
 * when it has mounted (after the screen's own effects): a screen that replaces its address as it
 * mounts (the search page taking a category's `from` out, or an empty search going to the category
 * index) is told once, at the address it goes to.
 */
function ShownToHost({ route }: { route: string }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const store = useStore();
  useEffect(() => {
    // Once the screen's own redirects are made (each waits for React to be done: app/location.ts).
    queueMicrotask(() => {
      // Replaced as it mounted: the render at the new address tells.
      if (pathname !== location.pathname || search !== location.search.slice(1)) return;
      const address = `${pathname}?${search}`;
      const shown = store.get(shownAddressAtom);
      if (shown === address) return;
      // A Back or Forward a page-swapper makes a visit of (Turbo marks the page busy, Turbolinks
      // owns the entry): the page it brings in tells of itself once the widget has mounted there.
      if (shown && (document.documentElement.hasAttribute("aria-busy") || history.state?.turbolinks)) return;
      store.set(shownAddressAtom, address);
      emit("page-shown", { route, url: location.href });
    });
  }, [pathname, search, route, store]);
  return null;
}
