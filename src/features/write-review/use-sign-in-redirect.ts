import { useEffect } from "react";
import type { ApiError } from "../../api/client";
import { signInPath } from "../../lib/return-to";

/** Writing reviews is for signed-in reviewers: a guest goes to sign in and comes back here. */
export function useSignInRedirect(error: ApiError | null): boolean {
  const guest = error?.status === 401;
  useEffect(() => {
    if (!guest) return;
    const returnTo = `${location.pathname}${location.search}`;
    location.assign(signInPath(returnTo));
  }, [guest]);
  return guest;
}
