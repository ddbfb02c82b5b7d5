// A signed-in session as the sign-in form starts one (startSession in fixtures/host/http/session.ts):
// a row of `sessions` for the account, under a new id of the host's shape, which is the value of
// the session cookie. Written straight into the test host's database, it spares a test that only
// needs to be signed in the sign-in page and the password's hash (about 70 ms of CPU a sign-in);
// tests about signing in post the form (browser.ts's signIn, host/sign-in).
import { randomBytes } from "node:crypto";
import type { Db } from "../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";

/** The session cookie's value of a new session of `who`. */
export function newSessionOf(db: Db, who: keyof typeof SEEDED_ACCOUNTS): string {
  const reviewerId = db
    .prepare("SELECT id FROM reviewers WHERE email = ? COLLATE NOCASE")
    .pluck()
    .get(SEEDED_ACCOUNTS[who].email) as number | undefined;
  if (reviewerId === undefined) throw new Error(`no seeded ${who} in the test host's database`);
  const id = randomBytes(24).toString("base64url");
  const now = new Date().toISOString();
  db.prepare("INSERT INTO sessions (id, reviewer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(
    id,
    reviewerId,
    now,
    now,
  );
  return id;
}
