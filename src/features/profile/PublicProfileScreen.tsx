// The public profile: anyone may read it; the host gives only public data.
import type { PublicProfileResponse } from "../../api/types/profile";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/PageDataScreen";
import { usePageData } from "../../widgets/use-page-data";
import { PublicProfileView } from "./PublicProfileView";

export default function PublicProfileScreen() {
  const state = usePageData<PublicProfileResponse & { [key: string]: unknown }>();
  if (state.status === "loading") return <Loading />;
  if (state.status === "error") {
    return state.error.status === 404 ? <NotFound /> : <LoadFailed status={state.error.status} />;
  }
  return <PublicProfileView data={state.data} />;
}
