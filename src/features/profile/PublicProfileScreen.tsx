// The public profile: anyone may read it; the host gives only public data.
import { lazy, Suspense } from "react";
import type { PublicProfileResponse } from "../../api/types/profile";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/PageDataScreen";
import { usePageData } from "../../widgets/use-page-data";

// The view is its own chunk, asked for as soon as this screen's code runs (alongside the data).
const view = import("./PublicProfileView");
const PublicProfileView = lazy(() => view.then((m) => ({ default: m.PublicProfileView })));

export default function PublicProfileScreen() {
  const state = usePageData<PublicProfileResponse & { [key: string]: unknown }>();
  if (state.status === "loading") return <Loading />;
  if (state.status === "error") {
    return state.error.status === 404 ? <NotFound /> : <LoadFailed status={state.error.status} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <PublicProfileView data={state.data} />
    </Suspense>
  );
}
