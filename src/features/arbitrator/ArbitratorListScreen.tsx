// The arbitrator's list of disputes. Anyone but an arbitrator is refused: a guest goes to sign in,
// a reviewer sees a "not allowed" screen.
import { lazy, Suspense } from "react";
import { Loading } from "../../ui/Loading";
import { LoadFailed, refusal } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import type { Answer } from "./ArbitratorListView";
import { useSignInWhenGuest } from "./use-arbitrator-access";

// The list's view is its own chunk, asked for as soon as this screen's code runs, so it arrives
// alongside the page data rather than after it.
const body = import("./ArbitratorListView");
const ArbitratorListView = lazy(() => body.then((m) => ({ default: m.ArbitratorListView })));

export default function ArbitratorListScreen() {
  const state = usePageData<Answer>();
  const toSignIn = useSignInWhenGuest(state);
  if (toSignIn) return <Loading />;
  if (state.status === "error" && state.error.status === 403)
    return <LoadFailed status={403} reason={refusal(state.error.data)} />;
  return (
    <Suspense fallback={<Loading />}>
      <ArbitratorListView state={state} />
    </Suspense>
  );
}
