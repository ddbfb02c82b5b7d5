// The bundle's files from an asset host of another origin (Rails' asset_host, a CDN), in a folder
// of its own there, on the integrator's page (fixtures/host/integrator/): the page, its routes and
// what an interaction loads all come from there, each file once, under a policy that names the
// asset host. The same build serves the reference host's own /assets/: no rebuild for either.
import type { Response } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ASSET_HOST_FOLDER } from "../../fixtures/host/integrator/switches";
import { openSession } from "../support/browsers/chromium";
import { assetHostOrigin, integratorUrl } from "../support/hosts/integrator";
import { reachFooter } from "../support/pages/footer";

const test = suite("asset host");

test("from a folder of an asset host of another origin, the page, a route and the chunks an interaction loads all come from there, once", async () => {
  const session = await openSession();
  const { page, context, errors } = session;
  const assets = assetHostOrigin(session);
  const folder = `${assets}${ASSET_HOST_FOLDER}/assets/`;
  const bundleFiles: string[] = [];
  const entries: Response[] = [];
  page.on("response", (response) => {
    const { origin, pathname } = new URL(response.url());
    if (/\/assets\/[^/]+\.(js|css)$/.test(pathname)) bundleFiles.push(`${origin}${pathname}`);
    if (/\/assets\/main-[^/]+\.js$/.test(pathname)) entries.push(response);
  });
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  try {
    const response = await page.goto(integratorUrl(session, ["cdn"], "/reviews/search?q=kettle"));
    assert.match(response?.headers()["content-security-policy"] ?? "", `script-src 'self' ${assets}`);
    await page.getByRole("heading", { level: 1, name: "Results for “kettle”" }).waitFor();
    await page.getByRole("link", { name: "Reviews home" }).waitFor();
    assert.is(entries.length, 1, "the entry once");
    assert.is(await entries[0]?.headerValue("access-control-allow-origin"), "*", "with CORS");
    const atLoad = bundleFiles.length;
    assert.ok(atLoad > 2, `the entry, its stylesheet and chunks (${atLoad})`);

    // The filter sidebar's code loads on the press that opens it.
    await page.getByRole("button", { name: "Filter by" }).click();
    const sidebar = page.getByRole("dialog", { name: "Filter by" });
    await sidebar.getByRole("radio", { name: "4 stars and up" }).waitFor();
    assert.ok(bundleFiles.length > atLoad, "the sidebar's chunk was loaded on the press");
    await sidebar.getByRole("button", { name: "Cancel" }).click();
    await sidebar.waitFor({ state: "detached" });

    // Another route of the widget loads its screen's chunk.
    const beforeRoute = bundleFiles.length;
    await reachFooter(page);
    await page.getByRole("navigation", { name: "About" }).getByRole("link", { name: "Medals" }).click();
    await page.getByRole("heading", { level: 1, name: "Medals" }).waitFor();
    assert.ok(bundleFiles.length > beforeRoute, "the medals screen's chunk was loaded");

    assert.equal(
      bundleFiles.filter((file) => !file.startsWith(folder)),
      [],
      "every file of the bundle from the asset host's folder",
    );
    assert.equal(
      bundleFiles.filter((file, at) => bundleFiles.indexOf(file) !== at),
      [],
      "each file once (the modulepreloads are the scripts' own requests)",
    );
    assert.equal(violations, []);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
