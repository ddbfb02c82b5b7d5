// Header and navigation: which parts show where, and the menus' items exactly as listed.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { mainItems, USER_ITEMS } from "../../src/features/navbar/nav-items";
import { bannerShown, searchBarShown, writeReviewShown } from "../../src/features/navbar/visibility";
import { type Message, t } from "../../src/lib/i18n/translate";

const test = suite("navbar items");
const labels = (items: { label: Message }[]) => items.map((i) => t(i.label));

test("the search bar is hidden on home, and on the feed for guests", () => {
  assert.not.ok(searchBarShown("home", true));
  assert.not.ok(searchBarShown("home", false));
  assert.not.ok(searchBarShown("feed", false));
  assert.ok(searchBarShown("feed", true));
  assert.ok(searchBarShown("shop", false));
  assert.ok(searchBarShown(undefined, false), "unknown pages keep search");
});

test("the category banner is hidden on search and category pages", () => {
  for (const route of ["PageSearch", "storeSearch", "categoryIndex", "categoryShow"] as const) {
    assert.not.ok(bannerShown(route), route);
  }
  assert.ok(bannerShown("home"));
  assert.ok(bannerShown("product"));
});

test("'Write a review' only with the redesign flag, on home, for a signed-in reviewer", () => {
  assert.ok(writeReviewShown("home", true, true));
  assert.not.ok(writeReviewShown("home", false, true));
  assert.not.ok(writeReviewShown("home", true, false));
  assert.not.ok(writeReviewShown("feed", true, true));
});

test("the avatar menu: My Profile, Following, Feed, Sign out", () => {
  assert.equal(labels(USER_ITEMS), ["My Profile", "Following", "Feed", "Sign out"]);
  assert.equal(
    USER_ITEMS.map((i) => i.href),
    ["/profile", "/reviews/following", "/reviews/feed", "/logout"],
  );
  assert.equal(
    USER_ITEMS.filter((i) => i.kind === "server").map((i) => i.href),
    ["/profile"],
    "the host answers this with a full page load",
  );
  assert.equal(
    USER_ITEMS.filter((i) => i.kind === "post").map((i) => i.href),
    ["/logout"],
    "sign-out is a form post with the CSRF token, in one press",
  );
});

test("main items on desktop and mobile", () => {
  const context = { signedIn: true, redesign: true, businessUrl: "https://business.example/" };
  assert.equal(labels(mainItems({ ...context, mobile: false })), [
    "Home",
    "Product categories",
    "Find stores",
    "Find people",
    "How it works",
  ]);
  assert.equal(labels(mainItems({ ...context, mobile: true })), [
    "Home",
    "Product categories",
    "Find stores",
    "Find people",
    "Write a review",
    "How it works",
    "For Businesses",
  ]);
  assert.not.ok(labels(mainItems({ ...context, mobile: true, redesign: false })).includes("Write a review"));
  assert.not.ok(labels(mainItems({ ...context, mobile: true, signedIn: false })).includes("Write a review"));
  assert.is(mainItems({ ...context, mobile: true }).at(-1)?.kind, "external");
});

test.run();
