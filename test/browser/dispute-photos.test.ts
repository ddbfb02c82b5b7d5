// A dispute's files as a phone sends them: each sent as soon as it is chosen with its progress bar,
// a camera's photo shrunk and stripped in the browser first (a PDF as it is); the dispute names
// them; a cancelled file is never sent, its button saying 'Cancel' while it is on its way.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { fillDisputeBasics } from "../support/journeys/dispute-form";
import { barValues, slowUploads, untilBarFull, watchBars } from "../support/pages/progress-bars";
import { phonePhoto } from "../support/requests/phone-photo";
import { onTeardown } from "../teardown";

const test = suite("dispute photos from a phone");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("each file is sent as it is chosen, its bar filling: a camera photo shrunk first, a PDF as it is; a cancelled one never sent", async () => {
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
  await fillDisputeBasics(page, "The parcel arrived open and empty; the photo shows the box.");
  // Every value each bar takes, as the page shows it.
  await watchBars(page);
  const fullSpeed = await slowUploads(page);
  const uploadsBefore = rowCount(db, "dispute_uploads");
  await page.getByLabel("Files").setInputFiles([photo, receipt]);
  const attached = page.getByRole("list", { name: "Attached files" });
  // Shown as chosen (8 MB), then as it travels: shrunk to a few hundred KB.
  const shrunk = attached.getByRole("listitem").filter({ hasText: /^IMG_0107\.(webp|jpg) \(\d+ KB\)/ });
  await shrunk.waitFor();
  await attached.getByText("receipt.pdf").waitFor();
  const shown = (await shrunk.textContent()) ?? "";
  assert.ok(taken.length > 7.5 * 1024 * 1024, `an 8 MB photo (${taken.length} bytes), shown as ${shown}`);
  const photoName = /^(IMG_0107\.(webp|jpg))/.exec(shown)?.[1] ?? "";
  for (const name of [photoName, "receipt.pdf"]) await untilBarFull(page, name);
  await fullSpeed();
  const bars = await barValues(page);
  const photoBars = bars.filter(([label]) => label === photoName);
  assert.ok(
    photoBars.some(([, value, max]) => value > 0 && value < max),
    `the photo's bar moved: ${JSON.stringify(photoBars)}`,
  );

  // A file cancelled on its way never reaches the host.
  await page.route("**/reviews/profile/dispute-files", () => {}); // held: never answered
  const spare = path.join(folder, "spare.pdf");
  writeFileSync(spare, PDF);
  const held = page.waitForRequest((r) => r.url().endsWith("/reviews/profile/dispute-files"));
  await page.getByLabel("Files", { exact: true }).setInputFiles(spare);
  const request = await held;
  // On its way, a file's button says what its name says, 'Cancel' (for voice control, the label in
  // the name): axe on the list while the upload is held (regression: it said 'Remove').
  assert.equal(
    await seriousAxeViolations(page, 'ul[aria-label="Attached files"]'),
    [],
    "the list with a file on its way",
  );
  const gaveUp = page.waitForEvent("requestfailed", (r) => r === request);
  await page.getByRole("button", { name: "Cancel spare.pdf" }).click();
  await gaveUp;
  await attached.getByText("spare.pdf").waitFor({ state: "detached" });
  await page.unrouteAll({ behavior: "ignoreErrors" });

  const before = db.prepare("SELECT max(id) FROM disputes").pluck().get() as number;
  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "disputes");
  assert.is(
    rowCount(db, "dispute_uploads"),
    uploadsBefore,
    "both taken by the dispute, the cancelled one never kept",
  );
  const stored = db
    .prepare(
      "SELECT f.name, f.content_type, f.size FROM dispute_files f JOIN disputes d ON d.id = f.dispute_id WHERE d.id > ? ORDER BY f.id",
    )
    .all(before) as { name: string; content_type: string; size: number }[];
  assert.equal(
    stored.map((file) => file.name),
    [photoName, "receipt.pdf"],
  );
  assert.ok((stored[0]?.size ?? Infinity) < 1024 * 1024, "the photo kept is the shrunk one, encoded again");
  assert.equal(errors, []);
  await context.close();
});

test.run();
