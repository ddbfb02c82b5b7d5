// The private profile (route privateProfile): a guest, or an answer without basic_data, goes to
// sign in and comes back; another reviewer's address shows that reviewer's public profile.

import { useEffect } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import type { PrivateProfileResponse } from "../../api/contract/profile";
import { signInFromHere } from "../../lib/return-to";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { PrivateProfile } from "./PrivateProfile";
import { PublicProfilePage } from "./PublicProfilePage";
import { PROFILE_TAGS } from "./use-profile-list";

type Answer = PageDataOf<"privateProfile">;

export default function PrivateProfileScreen() {
  // The header loads once for the path; each tab loads its own list. The path is also the address
  // of the reviews tab's first page without filters: that list finds this answer in the request
  // cache instead of asking again.
  const state = usePageData<Answer>({ ignoreQuery: true, tags: PROFILE_TAGS });
  const toSignIn =
    (state.status === "error" && state.error.status === 401) ||
    (state.status === "ready" && !state.data.basic_data);
  useEffect(() => {
    if (toSignIn) location.replace(signInFromHere());
  }, [toSignIn]);

  if (state.status === "loading" || toSignIn) return <Loading />;
  if (state.status === "error") {
    return state.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />
    );
  }
  if (!("tab" in state.data)) return <PublicProfilePage />;
  return <PrivateProfile data={state.data as PrivateProfileResponse} />;
}
