// The 'Helpful' votes changed on this page, by what they are about (a review or an answer), shared
// by every place showing it: what the last press shows, then what the host acknowledged. One
// missing here shows what its list said. Changed by src/widgets/helpful/helpful-controller.ts.
import type { HelpfulVote } from "../api/contract/review";
import { atom } from "./jotai";

/** What a reader may vote helpful: a review (by its public_id) or an answer to a question, as listed. */
export interface Votable extends HelpfulVote {
  kind: "review" | "answer";
  id: string;
}

export interface HelpfulShown {
  count: number;
  voted: boolean;
  /** Why the last press was undone, until the next press. */
  error?: string;
}

export const helpfulAtom = atom<Readonly<Record<string, HelpfulShown>>>({});

/** The key of a votable thing in helpfulAtom. */
export const helpfulKey = (target: Votable): string => `${target.kind} ${target.id}`;

/** What a place shows for it: the page's last press or answer, else its list's figures. */
export const helpfulShown = (shown: Readonly<Record<string, HelpfulShown>>, target: Votable): HelpfulShown =>
  shown[helpfulKey(target)] ?? { count: target.helpful_count, voted: target.voted_helpful };
