// JS at idle of the write-review routes in Chromium: every script response (bytes on the wire,
// gzip) from navigation until the network is idle, with an empty cache and no interaction,
// signed in as the seeded reviewer. Run after a build: tsx test/bench/js-at-idle.ts
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
import { freshLineItem } from "../support/line-items";
import { runTeardowns } from "../teardown";

const KIB = 1024;

async function jsAtIdle(path: string): Promise<{ bytes: number; scripts: number }> {
  const { page, url, context } = await openSession({ as: "reviewer", viewport: "mobile" });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache"); // signing in loaded the bundle already
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url(path), { waitUntil: "networkidle" });
  const all = await Promise.all(sizes);
  await context.close();
  return { bytes: all.reduce((a, b) => a + b, 0), scripts: all.length };
}

try {
  const { db } = await testHost();
  const paths = [
    "/reviews/write-review",
    `/reviews/write-review/new?line_item_public_id=${freshLineItem(db, 0).publicId}`,
    "/reviews/search?q=kettle",
  ];
  for (const path of paths) {
    const { bytes, scripts } = await jsAtIdle(path);
    console.log(`${path.split("?")[0]}: ${(bytes / KIB).toFixed(1)} KiB gzip in ${scripts} scripts`);
  }
} finally {
  await runTeardowns();
}
