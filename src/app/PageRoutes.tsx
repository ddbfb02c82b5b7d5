// The page root's router: the route table, its redirects, one lazy screen per route.
import { Suspense, useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { matchRoute, redirectFor } from "../lib/route-match";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { Loading } from "../ui/Loading";
import { NotFound } from "../ui/NotFound";
import { ScreenError } from "../ui/ScreenError";
import { SCREENS } from "./screens";

const WHITE_BACKGROUND_CLASS = "page-white";

export function PageRoutes() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const target = redirectFor(pathname);
  const match = target ? null : matchRoute(pathname);

  useEffect(() => {
    // Redirects replace the address rather than add to history.
    if (target) navigate(`${target}${search ? `?${search}` : ""}${location.hash}`, { replace: true });
  }, [target, search, navigate]);

  useEffect(() => {
    document.body.classList.toggle(WHITE_BACKGROUND_CLASS, match?.route.white ?? false);
  }, [match?.route.white]);

  if (target) return null;
  if (!match) return <NotFound />;
  const Screen = SCREENS[match.route.name];
  const routeKey = `${pathname}?${search}`;
  return (
    <ErrorBoundary resetKey={routeKey} fallback={(reset) => <ScreenError onRetry={reset} />}>
      <Suspense fallback={<Loading />}>
        <Screen params={match.params} />
      </Suspense>
    </ErrorBoundary>
  );
}
