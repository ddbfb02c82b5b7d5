// Who is signed in on the marketplace, asked once the reviews on a shop's page are shown. Their
// first screen is a guest's, the same for every visitor (the shop's render call carries none of the
// marketplace's cookies, which go to the widget's paths alone), so the shop may keep it. The script
// then asks me.json, where those cookies go, and a reviewer sees the section as the marketplace's
// product page shows it to them: their helpful votes (the answers that carry them asked again, as
// theirs), their own reviews without Helpful and Report, and buttons where a guest has links to
// sign in, drawn in the same room (ui/AccountAction.tsx).
import { loadReviewer } from "../app/load-reviewer";
import { whenIdle } from "../lib/browser/when-idle";
import type { PageAnswer } from "../lib/page-answers";
import { askAgain, type ReaderCache } from "../lib/reader-cache";
import type { CacheTag } from "../lib/request-cache";
import type { Store } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";
import { reviewerAtom } from "../state/reviewer";
import { sessionAtom } from "../state/session";

/** The answers that say what the reader did: their votes on reviews and on answers to questions. */
const READERS_ANSWERS: readonly CacheTag[] = ["reviews", "questions"];

async function show(store: Store, cache: ReaderCache, guestAnswers: PageAnswer[]): Promise<void> {
  await loadReviewer(store);
  if (!store.get(reviewerAtom)) return;
  // Their answers in place and their controls in one turn: the section goes from the guest's screen
  // to theirs in one render, never their controls over the guest's answers. Without their answers
  // (a failure) it stays the guest's.
  const readers = guestAnswers.filter(({ tags }) => tags?.some((tag) => READERS_ANSWERS.includes(tag)));
  try {
    (await askAgain(cache, readers))();
  } catch {
    return;
  }
  store.set(sessionAtom, (session) => ({ ...session, signedIn: true }));
  // The same answers under a new cache object: every screen that reads the cache renders again,
  // with the reviewer's, a memo()'s too.
  store.set(requestCacheAtom, { ...cache });
}

/**
 * Asks who is signed in (me.json, once) and shows a reviewer as themselves. `guestAnswers`: those
 * of the first screen the section was adopted from, a guest's, asked again as the reviewer's once
 * React is done adopting it (a change before would not match the markup); none when the script
 * rendered the section, its answers asked as the reader's already.
 */
export function showSignedInReviewer(
  store: Store,
  cache: ReaderCache,
  guestAnswers?: PageAnswer[],
): Promise<void> {
  if (!guestAnswers) return show(store, cache, []);
  return new Promise((done) => whenIdle(() => done(show(store, cache, guestAnswers))));
}
