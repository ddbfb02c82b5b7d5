// What a 'Helpful' press does, loaded with the first press (a guest never needs it): the count
// and the button change at once, and the host is told one request at a time per review or answer,
// so rapid presses end in the state of the last press on screen and on the host. A vote the host
// refuses (400 or more) is undone with a short message. Like the follow toggles (widgets/follow).
import { voteHelpful } from "../../api/helpful";
import { voteAnswerHelpful } from "../../api/questions";
import { emit } from "../../lib/browser/host-events";
import { t } from "../../lib/i18n/translate";
import { type HelpfulShown, helpfulAtom, helpfulKey, helpfulShown, type Votable } from "../../state/helpful";
import type { Store } from "../../state/jotai";

interface Sync {
  /** What the host has acknowledged. */
  confirmed: HelpfulShown;
  /** What the last press asked for. */
  wanted: boolean;
  sending: boolean;
}

const syncsOf = new WeakMap<Store, Map<string, Sync>>();

/** A press on the 'Helpful' button of a review or an answer. */
export function toggleHelpful(store: Store, target: Votable): void {
  const syncs = syncsOf.get(store) ?? new Map<string, Sync>();
  syncsOf.set(store, syncs);
  const key = helpfulKey(target);
  const now = helpfulShown(store.get(helpfulAtom), target);
  const sync = syncs.get(key) ?? { confirmed: now, wanted: now.voted, sending: false };
  syncs.set(key, sync);
  sync.wanted = !now.voted;
  show(store, key, { count: now.count + (sync.wanted ? 1 : -1), voted: sync.wanted });
  if (!sync.sending) void send(store, target, sync);
}

async function send(store: Store, target: Votable, sync: Sync): Promise<void> {
  const key = helpfulKey(target);
  const vote = target.kind === "answer" ? voteAnswerHelpful : voteHelpful;
  sync.sending = true;
  while (sync.wanted !== sync.confirmed.voted) {
    const asked = sync.wanted;
    try {
      const answer = await vote(target.id, asked);
      sync.confirmed = { count: answer.helpful_count, voted: answer.voted_helpful };
      emit("helpful-vote", { kind: target.kind, id: target.id, helpful: answer.voted_helpful });
    } catch (error) {
      // The host refused or did not answer: back to what it holds, and say so.
      sync.sending = false;
      sync.wanted = sync.confirmed.voted;
      show(store, key, { ...sync.confirmed, error: t("Couldn’t save your vote. Please try again.") });
      console.warn("The host refused a helpful vote.", error);
      return;
    }
  }
  sync.sending = false;
  // The host's count, which counts everyone's votes since the list was loaded.
  show(store, key, sync.confirmed);
}

function show(store: Store, key: string, shown: HelpfulShown): void {
  store.set(helpfulAtom, (all) => ({ ...all, [key]: shown }));
}
