// What the signed-in reviewer follows of a class, loaded once per page for every toggle that
// shows it. It comes with the toggles (small, needed at mount); the code that changes a follow
// (follow-controller.ts) loads on the first press. A press made before the answer wins: the
// controller marks the keys it decided.

import type { FolloweeClass } from "../../api/contract/social";
import { getFolloweeIds } from "../../api/follows";
import { followingAtom, followKey } from "../../state/follows";
import type { Store } from "../../state/jotai";

const loadedClasses = new WeakMap<Store, Set<FolloweeClass>>();
const pressedKeys = new WeakMap<Store, Set<string>>();

function setOf<T>(map: WeakMap<Store, Set<T>>, store: Store): Set<T> {
  let set = map.get(store);
  if (!set) {
    set = new Set();
    map.set(store, set);
  }
  return set;
}

/** Marks a followee's state as decided by a press: a list that arrives later leaves it alone. */
export function markPressed(store: Store, key: string): void {
  setOf(pressedKeys, store).add(key);
}

/** Loads what is followed of a class, once per store; a failure is only logged. */
export function loadFollowed(store: Store, kind: FolloweeClass): void {
  const loaded = setOf(loadedClasses, store);
  if (loaded.has(kind)) return;
  loaded.add(kind);
  getFolloweeIds(kind).then(
    ({ existing_followee_ids: ids }) => {
      const pressed = setOf(pressedKeys, store);
      const shown = { ...store.get(followingAtom) };
      for (const id of ids) {
        const key = followKey(kind, id);
        if (!pressed.has(key)) shown[key] = true;
      }
      store.set(followingAtom, shown);
    },
    (error: unknown) => console.warn(`Could not load the followed ${kind.toLowerCase()}s.`, error),
  );
}
