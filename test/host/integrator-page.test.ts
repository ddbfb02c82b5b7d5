// The integrator's page (fixtures/host/integrator/): the host's answer to a host name under
// integrator.localhost, a layout around the bundle's tags of dist/manifest.json whose labels switch
// on Bootstrap, Tailwind's preflight, Turbo Drive, an asset host and the bundle itself.

import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { distDir } from "../../fixtures/host/config";
import { ASSET_HOST_FOLDER } from "../../fixtures/host/integrator/switches";
import { testHost } from "../support/hosts/test-host";

const test = suite("integrator page");

const manifest = () =>
  JSON.parse(readFileSync(path.join(distDir, "manifest.json"), "utf8")) as {
    entry: string;
    css: string[];
    preload: string[];
    routes: Record<string, string[]>;
    early: { script: string; csp: string };
  };

async function get(url: string, host: string) {
  const { app } = await testHost();
  return app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });
}

test("the page has the shop's header and footer around the two roots, app_meta, and the bundle's tags of the manifest", async () => {
  const page = await get("/reviews/medals", "integrator.localhost:3000");
  assert.is(page.statusCode, 200);
  const html = page.body;
  const { entry, css, preload, routes } = manifest();
  const order = [
    '<header class="shop-header',
    '<div id="search-navbar"></div>',
    '<main id="main"></main>',
    '<footer class="shop-footer">',
    '<script id="app_meta"',
  ];
  const at = order.map((tag) => html.indexOf(tag));
  assert.ok(
    at.every((index, i) => index > (at[i - 1] ?? 0)),
    `in this order: ${order.join(", ")}`,
  );
  assert.match(html, '<nav aria-label="Shop">');
  assert.match(html, `<link rel="stylesheet" href="/${css[0]}" data-turbo-track="reload">`);
  for (const file of [...preload, ...(routes.medals ?? [])]) {
    assert.match(html, `<link rel="modulepreload" href="/${file}">`);
  }
  assert.match(html, `<script type="module" src="/${entry}" data-turbo-track="reload"></script>`);
  assert.match(html, "<title>Medals");
  assert.match(html, '<meta name="csrf-token" content="');
  for (const vendor of ["bootstrap.css", "preflight.css", "turbo.js"]) assert.not.match(html, vendor);
  assert.is(
    page.headers["content-security-policy"],
    (await get("/reviews/medals", "127.0.0.1")).headers["content-security-policy"],
  );
});

test("switches in the host name: Bootstrap, preflight and Turbo from npm, the bundle from the asset host, or no bundle", async () => {
  const all = await get("/reviews", "cdn.turbo.preflight.bootstrap.integrator.localhost:4321");
  const { entry, preload } = manifest();
  assert.match(all.body, '<link rel="stylesheet" href="/integrator/bootstrap.css">');
  assert.match(all.body, '<link rel="stylesheet" href="/integrator/preflight.css">');
  assert.match(
    all.body,
    '<script type="module" src="/integrator/turbo.js" data-turbo-track="reload"></script>',
  );
  // From the asset host's folder: the bundle's files anywhere, no rebuild.
  const folder = `http://assets.localhost:4321${ASSET_HOST_FOLDER}`;
  assert.match(all.body, `<script type="module" src="${folder}/${entry}" crossorigin`);
  assert.match(all.body, `<link rel="modulepreload" href="${folder}/${preload[0]}" crossorigin>`);
  const policy = String(all.headers["content-security-policy"]);
  assert.match(policy, `script-src 'self' http://assets.localhost:4321 ${manifest().early.csp};`);
  // Turbo's progress bar, its one inline stylesheet, by the page's nonce (its <meta name="csp-nonce">).
  const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(all.body)?.[1] ?? "";
  assert.ok(nonce.length >= 16, "a nonce for Turbo");
  assert.match(policy, `style-src 'self' http://assets.localhost:4321 'nonce-${nonce}';`);
  assert.not.match(policy, "unsafe-inline");
  const again = await get("/reviews", "cdn.turbo.preflight.bootstrap.integrator.localhost:4321");
  assert.not.match(
    String(again.headers["content-security-policy"]),
    nonce,
    "a nonce of its own for each page",
  );

  const bare = await get("/reviews", "bare.bootstrap.integrator.localhost");
  assert.not.match(String(bare.headers["content-security-policy"]), "nonce-", "no nonce without Turbo");
  assert.not.match(bare.body, "/assets/");
  assert.match(bare.body, '<div id="search-navbar"></div>');
  assert.match(bare.body, '<script id="app_meta" type="application/json">');
  assert.match(bare.body, '<link rel="stylesheet" href="/integrator/bootstrap.css">');

  const own = await get("/reviews", "bootstrap.localhost");
  assert.not.match(own.body, "shop-header", "any other host name gets the reference host's own page");
});

test("the page's other files come from npm with their types; the bundle's files carry CORS for an asset host", async () => {
  const types = {
    "turbo.js": "text/javascript",
    "bootstrap.css": "text/css",
    "preflight.css": "text/css",
    "site.css": "text/css",
    "shop-theme.css": "text/css",
  };
  for (const [file, type] of Object.entries(types)) {
    const response = await get(`/integrator/${file}`, "integrator.localhost");
    assert.is(response.statusCode, 200, file);
    assert.match(String(response.headers["content-type"]), type, file);
    assert.ok(response.body.length > 100, file);
  }
  assert.is((await get("/integrator/package.json", "integrator.localhost")).statusCode, 404);
  assert.is((await get("/integrator/..%2Fconfig.ts", "integrator.localhost")).statusCode, 404);
  for (const path of [`/${manifest().entry}`, `${ASSET_HOST_FOLDER}/${manifest().entry}`]) {
    const entry = await get(path, "assets.localhost");
    assert.is(entry.statusCode, 200, path);
    assert.is(entry.headers["access-control-allow-origin"], "*", path);
  }
});

test.run();
