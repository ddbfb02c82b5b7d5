// The arbitrator's list of disputes. Anyone but an arbitrator is refused: a guest goes to sign in,
// a reviewer sees a "not allowed" screen.
import { Loading } from "../../ui/Loading";
import { LoadFailed, refusal } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { type Answer, ArbitratorListView } from "./ArbitratorListView";
import { useSignInWhenGuest } from "./use-arbitrator-access";

export default function ArbitratorListScreen() {
  const state = usePageData<Answer>({ tags: ["disputes"] });
  const toSignIn = useSignInWhenGuest(state);
  if (toSignIn) return <Loading />;
  if (state.status === "error" && state.error.status === 403)
    return <LoadFailed status={403} reason={refusal(state.error.data)} />;
  return <ArbitratorListView state={state} />;
}
