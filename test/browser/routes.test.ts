// The routes of one role opened by the other: a reviewer on the arbitrator's pages is refused
// (403) with a page that says so, and the arbitrator on a reviewer's own work gets a page with a
// heading, never a blank or broken one. Each route as the people who use it see it is opened by
// browser/looks.test.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { testHost } from "../support/hosts/test-host";
import { everyScreen } from "../support/screens/every-screen";

const test = suite("every route, by the other role");

test("the arbitrator's pages refuse a reviewer, and a reviewer's own pages answer the arbitrator, each with a heading and without errors", async () => {
  const screens = everyScreen((await testHost()).db);
  for (const [who, other] of [
    ["reviewer", "arbitrator"],
    ["arbitrator", "reviewer"],
  ] as const) {
    const theirs = screens.filter((screen) => screen.as === other);
    assert.ok(theirs.length >= 3, `${other}'s screens`);
    const { page, url, context, errors } = await openSession({ as: who });
    for (const screen of theirs) {
      const response = await page.goto(url(screen.path));
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      assert.ok((await heading.textContent())?.trim(), `${who} on ${screen.name}: a heading`);
      if (other === "arbitrator") assert.is(response?.status(), 403, `${who} on ${screen.name}`);
    }
    assert.equal(
      errors.filter((e) => !e.includes("403") && !e.includes("404")),
      [],
      who,
    );
    await context.close();
  }
});

test.run();
