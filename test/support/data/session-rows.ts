// Signed-in sessions as the sign-in form starts them (startSession in fixtures/host/http/session.ts):
// a row of `sessions` under a new id of the host's shape, which is the session cookie's value.
// Written straight into the host's database, they spare a test that only needs to be signed in
// the sign-in page and the password's hash (costly by design), and sign in the
// seeded reviewers that have no password; tests about signing in post the form.
import { randomBytes } from "node:crypto";
import type { Db } from "../../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";

/** A new session of the reviewer `reviewerId`: its id, the session cookie's value. */
export function writeSession(db: Db, reviewerId: number): string {
  const sessionId = randomBytes(24).toString("base64url");
  const now = new Date().toISOString();
  db.prepare("INSERT INTO sessions (id, reviewer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(
    sessionId,
    reviewerId,
    now,
    now,
  );
  return sessionId;
}

/** A new session of the seeded account `who`: its id, the session cookie's value. */
export function newSessionOf(db: Db, who: keyof typeof SEEDED_ACCOUNTS): string {
  const reviewerId = db
    .prepare("SELECT id FROM reviewers WHERE email = ? COLLATE NOCASE")
    .pluck()
    .get(SEEDED_ACCOUNTS[who].email) as number | undefined;
  if (reviewerId === undefined) throw new Error(`no seeded ${who} in the host's database`);
  return writeSession(db, reviewerId);
}
