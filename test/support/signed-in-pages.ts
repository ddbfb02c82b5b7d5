// The pages only a signed-in reviewer or arbitrator sees, for the JS-at-idle table and Lighthouse:
// their addresses read from the host's database (the seeded reviewer's profile, order, dispute),
// and a session cookie got the way a browser gets one, by posting the sign-in form.

import { openDatabase } from "../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";

export type Account = keyof typeof SEEDED_ACCOUNTS;

export interface BudgetPage {
  path: string;
  /** Signed in as this seeded account; default a guest. */
  as?: Account;
}

const REVIEWER_ID = 1;

/** A page of each route the reviewer's and the arbitrator's work uses, over `dataDir`'s data. */
export function signedInPages(dataDir: string): BudgetPage[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    const one = (sql: string) => db.prepare(sql).pluck().get(REVIEWER_ID) as string;
    const slug = one("SELECT slug FROM reviewers WHERE id = ?");
    const dispute = one("SELECT encoded_id FROM disputes WHERE reviewer_id = ? ORDER BY id LIMIT 1");
    const lineItem = one(
      `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN shops s ON s.id = o.shop_id
       WHERE o.reviewer_id = ? AND li.review_id IS NULL AND li.product_reviewable = 1
         AND li.product_in_store = 1 AND s.disable_web_reviews = 0 LIMIT 1`,
    );
    // An order without an open dispute: the dispute forms show the form itself.
    const ordered = db
      .prepare(
        `SELECT s.slug AS shop, p.handle AS product FROM orders o JOIN shops s ON s.id = o.shop_id
         JOIN line_items li ON li.order_id = o.id JOIN products p ON p.id = li.product_id
         WHERE o.reviewer_id = ? AND NOT EXISTS (SELECT 1 FROM disputes d
           WHERE d.line_item_id = li.id AND d.status IN ('open', 'in_review'))
         ORDER BY o.id LIMIT 1`,
      )
      .get(REVIEWER_ID) as { shop: string; product: string };
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
