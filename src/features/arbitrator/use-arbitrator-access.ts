import { useEffect } from "react";
import { signInFromHere } from "../../lib/return-to";
import type { PageDataState } from "../../widgets/use-page-data";

/** A guest (401) goes to sign in and comes back; true while that happens. */
export function useSignInWhenGuest<T>(state: PageDataState<T>): boolean {
  const guest = state.status === "error" && state.error.status === 401;
  useEffect(() => {
    if (guest) location.replace(signInFromHere());
  }, [guest]);
  return guest;
}
