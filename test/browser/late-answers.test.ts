// A render is whole or it is not sent. The host's API answers one of home's strips (its
// collections) later than the render's bound: the page still comes rendered, that strip in its
// loading state, with no part left pending (React's hidden template and the inline script that
// would swap it in, which the page's CSP blocks); the bundle adopts it without an error and loads
// the strip itself.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { isPageRender } from "../../fixtures/host/http/server-render";
import { buildHost } from "../../fixtures/host/server";
import { RENDERED_ROOTS } from "../bench/page-html";
import { whenAdopted } from "../support/adoption";
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
import { onTeardown } from "../teardown";

const test = suite("late answers");

/** The host's bound: loose, as the test host's, for a machine busy with other tests. */
const BOUND_MS = 3000;
const LATE = "/reviews/carousels.json?q=collection";

test("a strip answered after the bound: the page comes rendered without it, and the browser loads it", async () => {
  // A host of its own over the test host's data, whose renders get the collections too late.
  const { dataDir } = await testHost();
  const { app, db } = buildHost({
    dataDir,
    rateLimits: false,
    serverRender: { boundMs: BOUND_MS, ceilingMs: BOUND_MS, keepMs: 0 },
  });
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith(LATE) && isPageRender(request))
      await new Promise((resolve) => setTimeout(resolve, BOUND_MS * 2));
  });
  onTeardown(() => app.close());
  const url = await app.listen({ port: 0, host: "127.0.0.1" });

  const session = await openSession({ host: { url, db }, viewport: "mobile" });
  const { page } = session;
  // Read as it arrives: a page with a part left pending would never be adopted.
  const response = await page.goto(`${url}/reviews`, { waitUntil: "commit" });
  const html = (await response?.text()) ?? "";
  assert.ok(html.includes(RENDERED_ROOTS), "the page comes rendered");
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  assert.match(main, 'aria-labelledby="home-product-title"', "with the strips whose answers came");
  assert.not.match(main, 'hidden id="S:', "no part left pending");
  assert.not.match(main, "<!--$?-->");
  assert.not.match(main, /<script/i, "no inline script");
  assert.not.match(main, /class="rv-home-collection"/, "the late strip is not in it");

  await whenAdopted(page);
  const collections = page.getByRole("region", { name: "Collections" });
  await collections.scrollIntoViewIfNeeded();
  await collections.getByRole("heading", { level: 3 }).first().waitFor();
  assert.ok((await collections.getByRole("heading", { level: 3 }).count()) > 0);
  assert.equal(session.errors, [], "no React error, no CSP violation");
  await session.context.close();
});

test.run();
