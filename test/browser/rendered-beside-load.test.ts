// The host's own pages come rendered while the machine is busy: with two processes spinning on the
// two cores beside it and a browser loading the pages, every page of a dozen (a guest's with no
// script, a reviewer's with the bundle held back, as a press before adoption finds it) comes with
// its roots rendered. The host is npm start's, with its own bounds (the wall clock from a render's
// turn, and the ceiling of a page's wait): the neighbours' turns on the cores count as the render's,
// and the bound leaves room for them (a bound of 50 ms sent most pages with empty roots here).
import { type ChildProcess, spawn } from "node:child_process";
import type { Response } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { serverRenderFromEnv, warmServerRender } from "../../fixtures/host/http/server-render";
import { buildHost } from "../../fixtures/host/server";
import { RENDERED_ROOTS } from "../bench/page-html";
import { holdBundle } from "../support/browsers/adoption";
import { openScriptlessPage, openSession } from "../support/browsers/chromium";
import { heaviestProductPath, heaviestStorePath } from "../support/data/heaviest-pages";
import { testHost } from "../support/hosts/test-host";
import { onTeardown } from "../teardown";

const test = suite("rendered beside load");

/** A process that spins on a core until it is stopped, as a neighbour's work does. */
function busyLoop(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
  onTeardown(() => {
    child.kill("SIGKILL");
  });
  return child;
}

test("a dozen pages loaded by a browser while two processes keep both cores busy: none sent unrendered", async () => {
  const { dataDir, db } = await testHost();
  // npm start's host over the test host's data: its bounds and its warm-up, a guest's page kept.
  const { app } = buildHost({ dataDir, rateLimits: false, serverRender: serverRenderFromEnv({}) });
  onTeardown(() => app.close());
  /** How long the host took to answer each page, its render in it: the ceiling's margin. */
  const answered: number[] = [];
  app.addHook("onResponse", async (request, reply) => {
    if (request.headers["sec-fetch-dest"] === "document") answered.push(reply.elapsedTime);
  });
  await warmServerRender(app, db);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const product = heaviestProductPath(db);
  const store = heaviestStorePath(db);
  const guestPages = [
    "/reviews",
    "/reviews/search?q=kettle",
    product,
    store,
    "/reviews/categories",
    "/reviews/search?q=lamp",
  ];
  const reviewerPages = [
    "/reviews",
    "/reviews/search?q=kettle",
    product,
    store,
    "/reviews/categories",
    "/reviews/following",
  ];

  const scriptless = await openScriptlessPage({ url });
  const reviewer = await openSession({ host: { url, db }, as: "reviewer", viewport: "mobile" });
  const release = await holdBundle(reviewer.page);

  const loops = [busyLoop(), busyLoop()];
  const unrendered: string[] = [];
  const check = async (response: Response | null, what: string) => {
    if (!((await response?.text()) ?? "").includes(RENDERED_ROOTS)) unrendered.push(what);
  };
  for (const path of guestPages)
    await check(await scriptless.page.goto(scriptless.url(path)), `${path} (no script)`);
  for (const path of reviewerPages)
    await check(
      await reviewer.page.goto(reviewer.url(path), { waitUntil: "commit" }),
      `${path} (the reviewer's, bundle held)`,
    );
  for (const loop of loops) {
    assert.is(loop.exitCode, null, "the busy loops ran throughout");
    loop.kill("SIGKILL");
  }
  release();
  console.log(
    `  the host answered the ${answered.length} pages in ${Math.min(...answered).toFixed(0)}–${Math.max(...answered).toFixed(0)} ms`,
  );
  assert.equal(unrendered, [], "pages sent with empty roots");
  await scriptless.close();
  await reviewer.context.close();
});

test.run();
