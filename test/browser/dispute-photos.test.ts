// A dispute's files as a phone sends them: a camera's photo shrunk and stripped in the browser
// before it travels (a PDF as it is), each file's progress bar filling as the dispute is sent.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
import { phonePhoto } from "../support/phone-photo";
import { onTeardown } from "../teardown";

const test = suite("dispute photos from a phone");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a camera photo is shrunk before it travels, a PDF goes as it is, and each file's bar fills as the dispute is sent", async () => {
  const { db } = await testHost();
  const offered = db
    .prepare(
      `SELECT s.slug FROM shops s WHERE EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id)
         AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.reviewer_id = 1 AND d.shop_id = s.id
           AND d.status IN ('open', 'in_review'))
       ORDER BY s.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const folder = mkdtempSync(path.join(tmpdir(), "dispute-photos-"));
  onTeardown(() => rmSync(folder, { recursive: true, force: true }));
  const photo = path.join(folder, "IMG_0107.jpg");
  const taken = await phonePhoto({ orientation: 6, grain: 30, quality: 96 });
  writeFileSync(photo, taken);
  const receipt = path.join(folder, "receipt.pdf");
  writeFileSync(receipt, PDF);

  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  await page.goto(url(`/reviews/stores/${encodeURIComponent(offered)}/disputes/new`));
  const order = page.getByLabel("Order");
  const first = await order.locator("option:not([disabled])").nth(1).getAttribute("value");
  assert.ok(first, "the form lists an order");
  await order.selectOption(first);
  await page.getByLabel("Dispute type").selectOption({ label: "Item not received" });
  await page.getByLabel("Description").fill("The parcel arrived open and empty; the photo shows the box.");
  await page.getByLabel("Desired outcome").selectOption({ label: "A refund" });
  await page.getByLabel("Files").setInputFiles([photo, receipt]);
  const attached = page.getByRole("list", { name: "Attached files" });
  await attached.getByText(/^IMG_0107\.(webp|jpg)/).waitFor();
  await attached.getByText("receipt.pdf").waitFor();
  const shown = (await attached.getByRole("listitem").first().textContent()) ?? "";
  assert.match(shown, /\(\d+ KB\)/, `shrunk from ${taken.length} bytes to under 1 MB: ${shown}`);

  // Every value each bar takes, as the page shows it.
  await page.evaluate(`(() => {
    window.rvBars = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const bar = record.target;
        if (bar instanceof HTMLProgressElement && bar.hasAttribute("value"))
          window.rvBars.push([bar.getAttribute("aria-label"), bar.value, bar.max]);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["value", "max"] });
  })()`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: (2 * 1024 * 1024) / 8,
  });
  const before = db.prepare("SELECT max(id) FROM disputes").pluck().get() as number;
  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "disputes", { timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const bars = (await page.evaluate("window.rvBars")) as [string, number, number][];
  const photoBars = bars.filter(([label]) => /^IMG_0107/.test(label));
  assert.ok(
    photoBars.some(([, value, max]) => value > 0 && value < max),
    `the photo's bar moved: ${JSON.stringify(photoBars)}`,
  );
  for (const name of [photoBars[0]?.[0] ?? "IMG_0107", "receipt.pdf"]) {
    const values = bars.filter(([label]) => label === name);
    assert.ok(
      values.some(([, value, max]) => value === max),
      `${name}'s bar reached its end: ${JSON.stringify(values)}`,
    );
  }
  const stored = db
    .prepare(
      "SELECT f.name, f.content_type, f.size FROM dispute_files f JOIN disputes d ON d.id = f.dispute_id WHERE d.id > ? ORDER BY f.id",
    )
    .all(before) as { name: string; content_type: string; size: number }[];
  assert.equal(
    stored.map((file) => file.name),
    [photoBars[0]?.[0], "receipt.pdf"],
  );
  assert.ok((stored[0]?.size ?? Infinity) < 1024 * 1024, "the photo kept is the shrunk one, encoded again");
  assert.equal(errors, []);
  await context.close();
});

test.run();
