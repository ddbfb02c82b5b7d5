// The follow state of a page, shared by every toggle: changed at once on a press and sent to the
// host one request at a time per followee, so rapid presses end in the state of the last press on
// screen and on the host. A change the host refuses (status 400 or more) is undone with a short
// message. What is followed already comes with the toggles (followed-ids.ts).

import type { FolloweeClass } from "../../api/contract/social";
import type { HeartIdField, HeartRequest } from "../../api/contract/social-requests";
import { heart } from "../../api/follows";
import { emit } from "../../lib/browser/host-events";
import { t } from "../../lib/i18n/translate";
import { followErrorsAtom, followingAtom, followKey } from "../../state/follows";
import type { Store } from "../../state/jotai";
import { markPressed } from "./followed-ids";

export interface FollowTarget {
  kind: FolloweeClass;
  /** The encoded id of the shop, product or reviewer. */
  id: string;
  /** Its name, for screen readers and messages. */
  name: string;
}

interface Sync {
  /** What the host has acknowledged. */
  confirmed: boolean;
  /** What the last press asked for. */
  wanted: boolean;
  sending: boolean;
}

const ID_FIELD = {
  Shop: "shop_enc_id",
  Product: "product_enc_id",
  Reviewer: "reviewer_enc_id",
} as const satisfies Record<FolloweeClass, HeartIdField>;

export class FollowController {
  private readonly syncs = new Map<string, Sync>();

  constructor(private readonly store: Store) {}

  isFollowing(target: FollowTarget): boolean {
    return this.store.get(followingAtom)[followKey(target.kind, target.id)] === true;
  }

  /** A press: shows the new state at once, then tells the host. */
  toggle(target: FollowTarget): void {
    const key = followKey(target.kind, target.id);
    const now = this.isFollowing(target);
    const sync = this.syncs.get(key) ?? { confirmed: now, wanted: now, sending: false };
    this.syncs.set(key, sync);
    markPressed(this.store, key);
    sync.wanted = !now;
    this.show(key, sync.wanted);
    this.setError(key, null);
    if (!sync.sending) void this.send(target, key, sync);
  }

  private async send(target: FollowTarget, key: string, sync: Sync): Promise<void> {
    while (sync.wanted !== sync.confirmed) {
      const asked = sync.wanted;
      sync.sending = true;
      try {
        // One id field, the target's kind's: one of the contract's three shapes.
        await heart({ is_hearting: asked, [ID_FIELD[target.kind]]: target.id } as HeartRequest);
        sync.confirmed = asked;
        emit(asked ? "follow" : "unfollow", { kind: target.kind, id: target.id });
      } catch (error) {
        // The host refused or did not answer: back to what it holds, and say so.
        sync.sending = false;
        sync.wanted = sync.confirmed;
        this.show(key, sync.confirmed);
        this.setError(
          key,
          asked
            ? t("Couldn’t follow {name}. Please try again.", { name: target.name })
            : t("Couldn’t unfollow {name}. Please try again.", { name: target.name }),
        );
        console.warn(`The host refused to ${asked ? "follow" : "unfollow"} ${target.name}.`, error);
        return;
      }
    }
    sync.sending = false;
  }

  private show(key: string, following: boolean): void {
    this.store.set(followingAtom, (shown) => ({ ...shown, [key]: following }));
  }

  private setError(key: string, message: string | null): void {
    this.store.set(followErrorsAtom, (errors) => {
      if (!message && !(key in errors)) return errors;
      const { [key]: _, ...rest } = errors;
      return message ? { ...rest, [key]: message } : rest;
    });
  }
}

const controllers = new WeakMap<Store, FollowController>();

/** The one controller of a store (both roots share the store, so they share the controller). */
export function followController(store: Store): FollowController {
  let controller = controllers.get(store);
  if (!controller) {
    controller = new FollowController(store);
    controllers.set(store, controller);
  }
  return controller;
}
