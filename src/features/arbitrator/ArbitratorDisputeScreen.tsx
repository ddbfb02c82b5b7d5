// One dispute for the arbitrator. Anyone but an arbitrator is refused: a guest goes to sign in,
// a reviewer sees a "not allowed" screen.

import type { PageDataOf } from "../../api/contract/page-data";
import { msg } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed, refusal } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { ArbitratorDisputeView } from "./ArbitratorDisputeView";
import { useSignInWhenGuest } from "./use-arbitrator-access";

export default function ArbitratorDisputeScreen() {
  const state = usePageData<PageDataOf<"arbitratorDispute">>({
    tags: ["disputes"],
  });
  const toSignIn = useSignInWhenGuest(state);

  if (state.status === "loading" || toSignIn) return <Loading />;
  if (state.status === "error") {
    if (state.error.status === 403) return <LoadFailed status={403} reason={refusal(state.error.data)} />;
    return state.error.status === 404 ? (
      <NotFound title={msg("We couldn’t find that dispute")} />
    ) : (
      <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />
    );
  }
  return <ArbitratorDisputeView loaded={state.data.dispute} />;
}
