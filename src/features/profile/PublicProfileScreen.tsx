// The public profile: anyone may read it; the host gives only public data.
import { lazy, Suspense, useRef } from "react";
import { useLocation } from "wouter";
import type { PublicProfileResponse } from "../../api/types/profile";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/PageDataScreen";
import { usePageData } from "../../widgets/use-page-data";

// The view is its own chunk, asked for as soon as this screen's code runs (alongside the data).
const view = import("./PublicProfileView");
const PublicProfileView = lazy(() => view.then((m) => ({ default: m.PublicProfileView })));

export default function PublicProfileScreen() {
  const [pathname] = useLocation();
  const state = usePageData<PublicProfileResponse & { [key: string]: unknown }>();
  // While another page, filter or sort of the same reviewer loads, the last one stays on screen.
  const shown = useRef<{ pathname: string; data: PublicProfileResponse } | null>(null);
  if (state.status === "ready") shown.current = { pathname, data: state.data };
  const kept = shown.current?.pathname === pathname ? shown.current.data : null;

  if (state.status === "error") {
    return state.error.status === 404 ? <NotFound /> : <LoadFailed status={state.error.status} />;
  }
  const data = state.status === "ready" ? state.data : kept;
  if (!data) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <PublicProfileView data={data} loading={state.status === "loading"} />
    </Suspense>
  );
}
