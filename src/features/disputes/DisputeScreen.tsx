// The reviewer's own dispute (its owner only): a guest goes to sign in and comes back, anyone
// else is told there is no such dispute.

import { useEffect } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import { msg } from "../../lib/i18n/translate";
import { signInFromHere } from "../../lib/return-to";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { LoadFailed } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { DisputeView } from "./DisputeView";

export default function DisputeScreen() {
  const state = usePageData<PageDataOf<"profileDispute">>({ tags: ["disputes"] });
  const toSignIn = state.status === "error" && state.error.status === 401;
  useEffect(() => {
    if (toSignIn) location.replace(signInFromHere());
  }, [toSignIn]);

  if (state.status === "loading" || toSignIn) return <Loading />;
  if (state.status === "error") {
    return state.error.status === 404 ? (
      <NotFound title={msg("We couldn’t find that dispute")} />
    ) : (
      <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />
    );
  }
  return <DisputeView loaded={state.data.dispute} />;
}
