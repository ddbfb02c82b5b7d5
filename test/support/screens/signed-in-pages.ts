// The pages only a signed-in reviewer or arbitrator sees, for the JS-at-idle table and Lighthouse:
// their addresses read from the host's database (the seeded reviewer's profile, order, dispute),
// and a session cookie got the way a browser gets one, by posting the sign-in form.

import { openDatabase } from "../../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { SESSION_COOKIE } from "../../../fixtures/host/http/session";
import {
  firstDisputeId,
  orderWithoutOpenDispute,
  reviewerSlug,
  waitingLineItem,
} from "../data/seeded-queries";

export type Account = keyof typeof SEEDED_ACCOUNTS;

export interface BudgetPage {
  path: string;
  /** Signed in as this seeded account; default a guest. */
  as?: Account;
}

/** A page of each route the reviewer's and the arbitrator's work uses, over `dataDir`'s data. */
export function signedInPages(dataDir: string): BudgetPage[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const slug = reviewerSlug(db);
    const dispute = firstDisputeId(db);
    const lineItem = waitingLineItem(db);
    // An order without an open dispute: the dispute forms show the form itself.
    const ordered = orderWithoutOpenDispute(db);
    const store = `/reviews/stores/${encodeURIComponent(ordered.shop)}`;
    const product = `${store}/products/${encodeURIComponent(ordered.product)}`;
    const reviewer = (path: string): BudgetPage => ({ path, as: "reviewer" });
    return [
      reviewer(product),
      reviewer("/reviews/feed"),
      reviewer("/reviews/following"),
      reviewer("/reviews/people"),
      reviewer("/reviews/write-review"),
      reviewer(`/reviews/write-review/new?line_item_public_id=${encodeURIComponent(lineItem)}`),
      reviewer("/reviews/profile/edit"),
      reviewer(`/reviews/profile/${slug}`),
      reviewer(`/reviews/users/${slug}`),
      reviewer(`/reviews/profile/disputes/${dispute}`),
      reviewer(`${store}/disputes/new`),
      reviewer(`${product}/disputes/new`),
      { path: "/reviews/arbitrator", as: "arbitrator" },
      { path: `/reviews/arbitrator/${dispute}`, as: "arbitrator" },
    ];
  } finally {
    db.close();
  }
}

const cookieOf = (response: Response) =>
  new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get("set-cookie") ?? "")?.[1];

/** Signs in on the host at `base` and returns the session cookie's value. */
export async function signInCookie(base: string, who: Account): Promise<string> {
  const page = await fetch(`${base}/login`);
  const guest = cookieOf(page);
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!guest || !token) throw new Error("the sign-in page gave no session or CSRF token");
  const { email, password } = SEEDED_ACCOUNTS[who];
  const answer = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${SESSION_COOKIE}=${guest}` },
    body: new URLSearchParams({ email, password, authenticity_token: token }).toString(),
  });
  const session = cookieOf(answer);
  if (answer.status >= 400 || !session) throw new Error(`signing in as ${who} failed: ${answer.status}`);
  return session;
}
