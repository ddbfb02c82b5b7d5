// What needs an account (a follow, a helpful vote, a report) is, for a guest, a plain link to sign
// in that comes back here: it works as it is before the widget has adopted the page, or without it.
import { signInPath } from "../lib/return-to";
import { useAtomValue } from "../state/jotai";
import { signedInAtom } from "../state/session";
import { useCurrentUrl } from "./use-current-url";

/** For a guest, the sign-in page's address, coming back to this page (at the element `anchor`); null when signed in. */
export function useSignInFirst(anchor?: string): string | null {
  const here = useCurrentUrl();
  return useAtomValue(signedInAtom) ? null : signInPath(anchor ? `${here}#${anchor}` : here);
}
