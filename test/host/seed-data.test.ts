// The default seed's helpful votes are the same rows whichever way the seed writes them (tests and
// screenshots depend on them): the votes and each review's count, by a digest of the tables, and
// every count equal to its review's rows.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { databasePath } from "../../fixtures/host/db/database";
import { seededCache } from "../support/data/seeded-marketplace";
import { miscountedHelpfulReviews, rowCount } from "../support/data/seeded-queries";

const test = suite("seeded data");

/** sha256 of the rows a query reads, in its order, first 16 hex digits. */
function digest(db: Database.Database, sql: string): string {
  const hash = createHash("sha256");
  for (const row of db.prepare(sql).raw().iterate()) hash.update(JSON.stringify(row));
  return hash.digest("hex").slice(0, 16);
}

test("the default seed's helpful votes and counts are the ones the tests were written against", () => {
  const db = new Database(databasePath(seededCache()), { readonly: true });
  try {
    assert.is(rowCount(db, "review_votes"), 208725);
    assert.is(
      digest(
        db,
        "SELECT reviewer_id, review_id, created_at FROM review_votes ORDER BY reviewer_id, review_id",
      ),
      "602252748282504a",
    );
    assert.is(digest(db, "SELECT id, helpful_count FROM reviews ORDER BY id"), "cf30d3b17ed9ca72");
    const wrong = miscountedHelpfulReviews(db);
    assert.is(wrong, 0, "every review's count is its number of votes");
  } finally {
    db.close();
  }
});

test.run();
