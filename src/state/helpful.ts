// The 'Helpful' votes changed on this page, by review public_id, shared by every card showing that
// review: what the last press shows, then what the host acknowledged. A review missing here shows
// what its list said. Changed by src/widgets/reviews/helpful-controller.ts.
import type { Review } from "../api/types/review";
import { atom } from "./jotai";

export interface HelpfulShown {
  count: number;
  voted: boolean;
  /** Why the last press was undone, until the next press. */
  error?: string;
}

export const helpfulAtom = atom<Readonly<Record<string, HelpfulShown>>>({});

/** What a card shows for the review: the page's last press or answer, else its list's figures. */
export const helpfulShown = (shown: Readonly<Record<string, HelpfulShown>>, review: Review): HelpfulShown =>
  shown[review.public_id] ?? { count: review.helpful_count, voted: review.voted_helpful };
