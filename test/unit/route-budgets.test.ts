// The JS-at-idle budgets: the build fails on a broken row, and the bench also when its browser
// figure and the build's are more than 2 KiB apart.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { BADGES_BUDGET, brokenRow, PRODUCT_REVIEWS_IDLE_BUDGET, routeBudget } from "../../build/budgets";
import { checkRow } from "../bench/route-budgets";

const KIB = 1024;

test("route budgets: the guide's table, other routes 100 KiB in 8", () => {
  assert.equal(routeBudget("home"), { bytes: 88.5 * KIB, scripts: 6 });
  assert.equal(routeBudget("PageSearch"), { bytes: 92.5 * KIB, scripts: 6 });
  assert.equal(routeBudget("product"), { bytes: 95.5 * KIB, scripts: 6 });
  assert.equal(routeBudget("shop"), { bytes: 100 * KIB, scripts: 8 });
});

test("a shop's own pages: a grid of badges 8 KiB in 1 script, a product page until its reviews are near 12 KiB in 1", () => {
  assert.equal(BADGES_BUDGET, { bytes: 8 * KIB, scripts: 1 });
  assert.equal(PRODUCT_REVIEWS_IDLE_BUDGET, { bytes: 12 * KIB, scripts: 1 });
});

test("build: a row over its bytes or its scripts is broken, one within both is kept", () => {
  assert.is(brokenRow({ name: "home", bytes: 88.5 * KIB, scripts: 6 }), null);
  assert.match(brokenRow({ name: "home", bytes: 88.5 * KIB + 1, scripts: 3 }) ?? "", /^home: /);
  assert.match(brokenRow({ name: "PageSearch", bytes: 80 * KIB, scripts: 7 }) ?? "", /7 scripts/);
  assert.is(brokenRow({ name: "login", bytes: 99 * KIB, scripts: 8 }), null);
});

test("bench: broken on the budget, and on a build figure more than 2 KiB away", () => {
  const budget = routeBudget("product");
  const row = {
    path: "/p",
    route: "product",
    bytes: 94 * KIB,
    scripts: 5,
    buildBytes: 94 * KIB,
    buildScripts: 5,
  };
  assert.equal(checkRow(row, budget), []);
  assert.is(checkRow({ ...row, bytes: 96 * KIB, buildBytes: 96 * KIB }, budget).length, 1);
  assert.is(checkRow({ ...row, scripts: 7 }, budget).length, 1);
  assert.match(checkRow({ ...row, buildBytes: 91 * KIB }, budget).join(), /2 KiB apart/);
  assert.equal(checkRow({ ...row, buildBytes: 92.5 * KIB }, budget), []);
});

test.run();
