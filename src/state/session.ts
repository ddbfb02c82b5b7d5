// What the host page said at load, and the requests under way.
import type { AppMeta } from "../api/contract/common";
import { atom } from "./jotai";

export interface Session {
  meta: AppMeta;
  signedIn: boolean;
  csrfToken: string;
}

export const sessionAtom = atom<Session>({
  meta: { title: "", description: "", robots: "", canonical: "" },
  signedIn: false,
  csrfToken: "",
});

export const signedInAtom = atom((get) => get(sessionAtom).signedIn);

/** The count of requests under way; the navbar shows a progress bar while it is above 0. */
export const pendingRequestsAtom = atom(0);
