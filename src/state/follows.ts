// What the signed-in reviewer follows, shared by every follow toggle on the page and both roots.
// Changed by the follow controller (src/widgets/follow/follow-controller.ts), and by a list of
// follows from the host, which knows its entries are followed.
import type { FolloweeClass } from "../api/contract/social";
import { atom } from "./jotai";

/** 'Shop:abc123': one key per thing that can be followed. */
export const followKey = (kind: FolloweeClass, id: string) => `${kind}:${id}`;

/** The state each toggle shows (true: following); a missing key is not followed. */
export const followingAtom = atom<Readonly<Record<string, boolean>>>({});

/** Why the last change of a key was undone, until it is pressed again. */
export const followErrorsAtom = atom<Readonly<Record<string, string>>>({});

/** `shown` with `keys` marked followed, except those a press already decided. */
export function withFollowed(shown: Readonly<Record<string, boolean>>, keys: readonly string[]) {
  const missing = keys.filter((key) => !(key in shown));
  if (missing.length === 0) return shown;
  return { ...shown, ...Object.fromEntries(missing.map((key) => [key, true])) };
}
