// gem/lib/reviews_widget/facts.json, which the Rails gem reads, is what the widget's TypeScript
// writes now: a path, page, header, cookie, language or app_meta field changed without
// `npm run docs` fails here, naming the first line that differs. The gem's rule for a page's data
// address runs in Ruby on the cases the widget runs (unit/page-data-addresses).
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { FACTS_FILE, factsFileText, gemFacts } from "../../build/gem-facts";
import { firstDifference } from "../../build/write-docs";
import { LOGOUT_PATH, OWN_PHOTOS_FOLDER, PROFILE_PATH } from "../../src/api/host-facts";
import { PATHS } from "../../src/lib/routes";

/** Whether a cookie of Path `folder` goes with a request for `path` (RFC 6265's path-match). */
const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

test("gem/lib/reviews_widget/facts.json holds what the sources say (npm run docs)", () => {
  const difference = firstDifference(readFileSync(FACTS_FILE, "utf8"), factsFileText());
  assert.is(difference, null, difference ?? "");
});

test("the marketplace's cookies go to the widget's home, sign-in, sign-out, profile and calls, never to the shop's catalogue", () => {
  const { cookie_paths: folders, forwarded_paths: forwarded } = gemFacts();
  const asked = [PATHS.home, PATHS.login, LOGOUT_PATH, PROFILE_PATH, `${OWN_PHOTOS_FOLDER}/a.webp`];
  for (const path of asked)
    assert.ok(
      folders.some((folder) => within(path, folder)),
      path,
    );
  const calls = forwarded.filter((path) => path.startsWith("/api/"));
  assert.ok(calls.length > 0);
  for (const path of calls)
    assert.ok(
      folders.some((folder) => within(path, folder)),
      path,
    );
  for (const path of ["/products/1/reviews_with_media", "/shops/1/reviews_with_media", "/cart"]) {
    assert.not.ok(
      folders.some((folder) => within(path, folder)),
      path,
    );
  }
});

test("the check itself: a fact changed by hand is named", () => {
  const text = factsFileText();
  const changed = text.replace('"X-Reviews-Locale"', '"X-Locale"');
  assert.is.not(changed, text);
  assert.match(firstDifference(changed, text) ?? "", "X-Locale");
});

test.run();
