// Disputes without a browser: the file checks before upload, the arbitrator list's address, the
// arbitrator's avatar menu, and the host's content sniffing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { disputeFileName } from "../../fixtures/host/disputes/file-names";
import {
  ageText,
  parseArbitratorQuery,
  serializeArbitratorQuery,
} from "../../src/features/arbitrator/list-query";
import { checkDispute, EMPTY_DISPUTE } from "../../src/features/disputes/dispute-form-values";
import { USER_ITEMS, userItems } from "../../src/features/navbar/nav-items";
import { addDisputeFiles, DISPUTE_MAX_FILE_BYTES, sniffDisputeFileType } from "../../src/lib/dispute-files";
import type { SniffedType } from "../../src/lib/file-types";

const test = suite("disputes");

const file = (name: string, type: string, size = 10) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

test("files before upload: images or PDF only, at most 10 MB each, at most 5 in all", () => {
  const png = file("a.png", "image/png");
  const pdf = file("b.pdf", "application/pdf", DISPUTE_MAX_FILE_BYTES);
  const taken = addDisputeFiles(
    [],
    [png, pdf, file("c.html", "text/html"), file("d.jpg", "image/jpeg", DISPUTE_MAX_FILE_BYTES + 1)],
  );
  assert.equal(
    taken.files.map((f) => f.name),
    ["a.png", "b.pdf"],
  );
  assert.match(taken.error ?? "", /c\.html is not an image or a PDF/);
  assert.match(taken.error ?? "", /d\.jpg is larger than 10 MB/);
  const five = addDisputeFiles(
    [],
    Array.from({ length: 6 }, (_, i) => file(`${i}.png`, "image/png")),
  );
  assert.is(five.files.length, 5);
  assert.match(five.error ?? "", /At most 5 files: 5\.png was left out/);
  assert.is(addDisputeFiles([png], [pdf]).error, null);
});

test("the form tells every missing field before asking the host", () => {
  assert.equal(Object.keys(checkDispute(EMPTY_DISPUTE)), [
    "source_id",
    "dispute_type",
    "description",
    "desired_outcome_type",
  ]);
  const filled = {
    source_id: "li1",
    dispute_type: "other",
    description: "x",
    desired_outcome_type: "refund",
    desired_outcome_description: "",
  };
  assert.equal(checkDispute(filled), {});
  assert.ok(checkDispute({ ...filled, description: "   " }).description);
});

test("the arbitrator list's address keeps filters and page, drops empty ones and page 1, keeps the rest", () => {
  const query = parseArbitratorQuery("filters[status]=open&filters[q]=kettle&page=3&redesign=1");
  assert.equal(query, { status: "open", dispute_type: "", q: "kettle", page: 3 });
  assert.is(
    decodeURIComponent(
      serializeArbitratorQuery({ ...query, page: 1, q: " " }, "filters[q]=kettle&page=3&redesign=1"),
    ),
    "redesign=1&filters[status]=open",
  );
  assert.is(parseArbitratorQuery("page=x").page, 1);
  assert.is(ageText("2026-11-19T12:00:00Z", Date.parse("2026-11-22T13:00:00Z")), "3 days ago");
  assert.is(ageText("2026-11-22T12:00:00Z", Date.parse("2026-11-22T13:00:00Z")), "today");
});

test("only an arbitrator's avatar menu offers the arbitration list, before Sign out", () => {
  assert.equal(userItems("reviewer"), USER_ITEMS);
  assert.equal(userItems(undefined), USER_ITEMS);
  assert.equal(
    userItems("arbitrator").map((i) => [i.label, i.href]),
    [
      ["My Profile", "/profile"],
      ["Following", "/reviews/following"],
      ["Feed", "/reviews/feed"],
      ["Arbitration", "/reviews/arbitrator"],
      ["Sign out", "/logout"],
    ],
  );
});

test("the host reads a file's type from its content, never from its name", () => {
  assert.is(sniffDisputeFileType(Buffer.from("%PDF-1.7\n")), "application/pdf");
  assert.is(sniffDisputeFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), "image/jpeg");
  assert.is(sniffDisputeFileType(Buffer.from("GIF89a")), "image/gif");
  assert.is(sniffDisputeFileType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ")), "image/webp");
  assert.is(sniffDisputeFileType(Buffer.from("<svg onload=alert(1)>")), null);
  assert.is(sniffDisputeFileType(Buffer.from("")), null);
});

test("a dispute file's name takes the extension of its sniffed type, never the one it was sent with", () => {
  const cases: [string, SniffedType, string][] = [
    ["invoice.exe", "application/pdf", "invoice.pdf"],
    ["invoice.pdf.exe", "application/pdf", "invoice.pdf"],
    ["invoice", "application/pdf", "invoice.pdf"],
    ["Invoice.PDF", "application/pdf", "Invoice.PDF"],
    ["IMG_0042.JPEG", "image/jpeg", "IMG_0042.JPEG"],
    ["photo.png", "image/jpeg", "photo.jpg"],
    ["scan.jpeg.png", "image/png", "scan.jpeg.png"],
    [".exe", "application/pdf", "file.pdf"],
    ["...", "image/gif", "file.gif"],
    ["", "image/webp", "file.webp"],
    ["../../etc/passwd", "application/pdf", "_.._etc_passwd.pdf"],
    [".bashrc.pdf", "application/pdf", "bashrc.pdf"],
    ["file.", "application/pdf", "file.pdf"],
    ["a\nb.html", "image/png", "a_b.png"],
    ["Квитанция №5.pdf", "application/pdf", "Квитанция №5.pdf"],
    [`${"x".repeat(300)}.pdf`, "application/pdf", `${"x".repeat(100)}.pdf`],
    // Only a name's beginning is read: a long run of spaces ends it there.
    [`report${" ".repeat(300)}final.pdf`, "application/pdf", "report.pdf"],
  ];
  for (const [sent, type, expected] of cases) assert.is(disputeFileName(sent, type), expected, sent);
});

test.run();
