// The public profile: anyone may read it; the host gives only public data. The route's screen
// (PublicProfileScreen) and the private profile, for another reviewer's address, both show it.

import { useRef } from "react";
import { useLocation } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import type { PublicProfileResponse } from "../../api/contract/profile";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { PublicProfileView } from "./PublicProfileView";
import { PROFILE_TAGS } from "./use-profile-list";

export function PublicProfilePage() {
  const [pathname] = useLocation();
  const state = usePageData<PageDataOf<"publicProfile">>({ tags: PROFILE_TAGS });
  // While another page, filter or sort of the same reviewer loads, the last one stays on screen.
  const shown = useRef<{ pathname: string; data: PublicProfileResponse } | null>(null);
  if (state.status === "ready") shown.current = { pathname, data: state.data };
  const kept = shown.current?.pathname === pathname ? shown.current.data : null;

  if (state.status === "error") {
    return state.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />
    );
  }
  const data = state.status === "ready" ? state.data : kept;
  if (!data) return <Loading />;
  return <PublicProfileView data={data} loading={state.status === "loading"} />;
}
