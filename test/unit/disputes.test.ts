// Disputes without a browser: the file checks before upload, the arbitrator list's address, the
// arbitrator's avatar menu, and the host's content sniffing and multipart reading.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseMultipart, singleFields } from "../../fixtures/host/http/multipart";
import {
  ageText,
  parseArbitratorQuery,
  serializeArbitratorQuery,
} from "../../src/features/arbitrator/list-query";
import { checkDispute, EMPTY_DISPUTE } from "../../src/features/disputes/dispute-form-values";
import { USER_ITEMS, userItems } from "../../src/features/navbar/nav-items";
import { addDisputeFiles, DISPUTE_MAX_FILE_BYTES, sniffDisputeFileType } from "../../src/lib/dispute-files";

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

test("multipart: fields and files; a malformed body is a 400, not a crash", () => {
  const body = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="f"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-\r\n--b--\r\n',
  );
  const parsed = parseMultipart(body, "multipart/form-data; boundary=b");
  // Field tables have no prototype (a part may be named 'toString'): compared as plain objects.
  assert.equal({ ...singleFields(parsed) }, { a: "1" });
  assert.equal(
    parsed.files.map((f) => [f.field, f.filename, f.data.toString()]),
    [["f", "x.pdf", "%PDF-"]],
  );
  for (const broken of [
    "",
    "--b\r\nnonsense",
    "--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--",
    "garbage",
  ]) {
    try {
      parseMultipart(Buffer.from(broken), "multipart/form-data; boundary=b");
      assert.unreachable(broken);
    } catch (error) {
      assert.is((error as { statusCode?: number }).statusCode, 400, broken);
    }
  }
});

test("multipart: a file input left empty is no file; a field sent twice is a 400 for the dispute forms", () => {
  const body = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n2\r\n--b\r\nContent-Disposition: form-data; name="f"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n',
  );
  const parsed = parseMultipart(body, "multipart/form-data; boundary=b");
  assert.equal({ ...parsed.fields }, { a: ["1", "2"] });
  assert.equal(parsed.files, []);
  try {
    singleFields(parsed);
    assert.unreachable("a repeated field");
  } catch (error) {
    assert.is((error as { statusCode?: number }).statusCode, 400);
  }
});

test.run();
