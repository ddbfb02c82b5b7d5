// What a 'Helpful' press does, loaded with the first press (a guest never needs it): the count
// and the button change at once, and the host is told one request at a time per review, so rapid
// presses end in the state of the last press on screen and on the host. A vote the host refuses
// (400 or more) is undone with a short message. Like the follow toggles (widgets/follow).
import { voteHelpful } from "../../api/helpful";
import type { Review } from "../../api/types/review";
import { type HelpfulShown, helpfulAtom, helpfulShown } from "../../state/helpful";
import type { Store } from "../../state/jotai";

interface Sync {
  /** What the host has acknowledged. */
  confirmed: HelpfulShown;
  /** What the last press asked for. */
  wanted: boolean;
  sending: boolean;
}

const syncsOf = new WeakMap<Store, Map<string, Sync>>();

/** A press on the review's 'Helpful' button. */
export function toggleHelpful(store: Store, review: Review): void {
  const syncs = syncsOf.get(store) ?? new Map<string, Sync>();
  syncsOf.set(store, syncs);
  const now = helpfulShown(store.get(helpfulAtom), review);
  const sync = syncs.get(review.public_id) ?? { confirmed: now, wanted: now.voted, sending: false };
  syncs.set(review.public_id, sync);
  sync.wanted = !now.voted;
  show(store, review.public_id, { count: now.count + (sync.wanted ? 1 : -1), voted: sync.wanted });
  if (!sync.sending) void send(store, review.public_id, sync);
}

async function send(store: Store, publicId: string, sync: Sync): Promise<void> {
  sync.sending = true;
  while (sync.wanted !== sync.confirmed.voted) {
    const asked = sync.wanted;
    try {
      const answer = await voteHelpful(publicId, asked);
      sync.confirmed = { count: answer.helpful_count, voted: answer.voted_helpful };
    } catch (error) {
      // The host refused or did not answer: back to what it holds, and say so.
      sync.sending = false;
      sync.wanted = sync.confirmed.voted;
      show(store, publicId, { ...sync.confirmed, error: "Couldn’t save your vote. Please try again." });
      console.warn("The host refused a helpful vote.", error);
      return;
    }
  }
  sync.sending = false;
  // The host's count, which counts everyone's votes since the list was loaded.
  show(store, publicId, sync.confirmed);
}

function show(store: Store, publicId: string, shown: HelpfulShown): void {
  store.set(helpfulAtom, (all) => ({ ...all, [publicId]: shown }));
}
