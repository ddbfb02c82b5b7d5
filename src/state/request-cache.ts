// The bundle's one request cache travels in the store: start() puts it there beside the session,
// so both roots reach it through the store's Provider and a later start() begins with an empty one.
import type { RequestCache } from "../lib/request-cache";
import { atom } from "./jotai";

export const requestCacheAtom = atom(null as unknown as RequestCache);
