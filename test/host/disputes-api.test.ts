// Disputes on the host: a reviewer opens one about their own order with the store (or of the
// product) the form was about, with files checked by content, and adds messages while it is open;
// the arbitrator lists, filters and decides; every refusal (guest, other reviewer, another store's
// order, no CSRF, junk, a file that is not an image or PDF) writes nothing.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  disputeOutcome,
  lineItemsOfProduct,
  openDisputeId,
  productPath,
  rowCount,
  shopSlug,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { disputeFields } from "../support/journeys/dispute-form";
import { hostSession } from "../support/requests/http-client";
import { type FormFile, multipartForm } from "../support/requests/multipart-form";
import { exifHasGps, phonePhoto } from "../support/requests/phone-photo";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("disputes api");

const PNG = PNG_1PX;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

interface Order {
  public_id: string;
  shop_id: number;
  product_id: number;
  shop_name: string;
  /** The encoded ids the form data names its store and product by. */
  shop: string;
  product: string;
}

async function seeded() {
  const { db, dataDir } = await testHost();
  // Orders with no open dispute (an order takes one at a time), a first one and one with another store.
  const freeOrder = db.prepare(
    `SELECT li.public_id, o.shop_id, li.product_id, s.name shop_name, s.encoded_id shop, p.encoded_id product
     FROM line_items li JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id
     JOIN products p ON p.id = li.product_id
     WHERE o.reviewer_id = 1 AND o.shop_id IS NOT ? AND li.id NOT IN (
       SELECT line_item_id FROM disputes WHERE status IN ('open', 'in_review') AND line_item_id IS NOT NULL)
     ORDER BY li.id LIMIT 1`,
  );
  const order = freeOrder.get(null) as Order;
  const otherShopsOrder = freeOrder.get(order?.shop_id) as Order;
  assert.ok(otherShopsOrder && otherShopsOrder.shop_id !== order.shop_id, "two orders with two stores");
  const othersOrder = db
    .prepare(
      `SELECT li.public_id, s.encoded_id shop FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN shops s ON s.id = o.shop_id WHERE o.reviewer_id NOT IN (1, 2) LIMIT 1`,
    )
    .get() as { public_id: string; shop: string };
  assert.ok(order && othersOrder, "the seed has orders of the reviewer and of somebody else");
  const counts = () => ({
    disputes: rowCount(db, "disputes"),
    messages: rowCount(db, "dispute_messages"),
    files: rowCount(db, "dispute_files"),
    stored: existsSync(path.join(dataDir, "dispute-files"))
      ? readdirSync(path.join(dataDir, "dispute-files")).length
      : 0,
  });
  return { db, order, otherShopsOrder, othersOrder, counts };
}

/** What the form was about: a store, or one of its products (encoded ids). */
interface Subject {
  shop: string;
  product?: string;
}

/** A form as the page sends it: its text fields in order, then its files. */
interface Form {
  fields: [string, string][];
  files?: FormFile[];
}

/** The form of a dispute about `subject` naming the order line item `sourceId`, with `extra` fields and `files`. */
const fields = (
  sourceId: string,
  subject: Subject,
  extra: [string, string][] = [],
  files: FormFile[] = [],
): Form => ({
  fields: [
    ...Object.entries(
      disputeFields(
        { public_id: sourceId, shop: subject.shop },
        {
          product_id: subject.product,
          description: "The parcel never came <b>at all</b>.",
          desired_outcome_description: "The full price back.",
        },
      ),
    ),
    ...extra,
  ],
  files,
});

/** A file of the form's 'Files', as a phone or a desktop names it. */
const attached = (name: string, data: Buffer): FormFile => ({ field: "dispute[files][]", name, data });

/** `form` with its field `name` given `value` instead. */
const replaced = (form: Form, name: string, value: string): Form => ({
  ...form,
  fields: form.fields.map(([field, was]) => [field, field === name ? value : was]),
});

type Session = Awaited<ReturnType<typeof hostSession>>;

const post = (session: Session, url: string, form: Form, { csrf = true } = {}) =>
  session.visitor.sendForm(url, multipartForm(form.fields, form.files), { csrf });

/** Opens a dispute about the reviewer's `order` with its store's form and `files`. */
const openWithFiles = (session: Session, order: Order, files: FormFile[]) =>
  post(session, "/reviews/profile/disputes", fields(order.public_id, { shop: order.shop }, [], files));

test("the form data lists only the reviewer's own orders with that shop, and the types", async () => {
  const { db, order } = await seeded();
  const slug = shopSlug(db, order.shop_id);
  const reviewer = await hostSession("reviewer");
  const response = await reviewer.request(
    "GET",
    `/reviews/stores/${encodeURIComponent(slug)}/disputes/new?format=json&redesign=`,
  );
  assert.is(response.statusCode, 200);
  const data = JSON.parse(response.body);
  assert.ok(data.orders.length > 0);
  assert.ok(data.orders.some((o: { public_id: string }) => o.public_id === order.public_id));
  const own = db
    .prepare(
      "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1 AND o.shop_id = ?",
    )
    .pluck()
    .all(order.shop_id);
  for (const o of data.orders)
    assert.ok(own.includes(o.public_id), "every order listed is the reviewer's with this shop");
  assert.is(data.shop.name, order.shop_name);
  assert.ok(data.dispute_types.length > 0 && data.outcome_types.length > 0);
});

test("a reviewer opens a dispute about their order with a PNG and a PDF, and reads them back", async () => {
  const { order, counts } = await seeded();
  const reviewer = await hostSession("reviewer");
  const before = counts();
  const response = await openWithFiles(reviewer, order, [
    attached("photo.png", PNG),
    attached("receipt.pdf", PDF),
  ]);
  assert.is(response.statusCode, 201, response.body);
  const { dispute, profile_path } = JSON.parse(response.body);
  assert.match(profile_path, /^\/reviews\/users\/[^/]+\?tab=disputes$/);
  assert.is(dispute.status, "open");
  assert.is(dispute.description, "The parcel never came <b>at all</b>.");
  assert.equal(
    dispute.files.map((f: { name: string; content_type: string }) => [f.name, f.content_type]),
    [
      ["photo.png", "image/png"],
      ["receipt.pdf", "application/pdf"],
    ],
  );
  const after = counts();
  assert.equal(
    [after.disputes, after.files, after.stored],
    [(before.disputes as number) + 1, (before.files as number) + 2, before.stored + 2],
  );
  const file = await reviewer.request("GET", dispute.files[0].url);
  assert.is(file.statusCode, 200);
  assert.is(file.headers["content-type"], "image/png");
  assert.match(String(file.headers["content-disposition"]), /^attachment/);
  const kept = await sharp(file.rawPayload).metadata();
  assert.equal([kept.format, kept.width, kept.height], ["png", 1, 1], "the picture, encoded again");
  // the page shows it to its owner
  const page = await reviewer.request("GET", `/reviews/profile/disputes/${dispute.id}?format=json`);
  assert.is(JSON.parse(page.body).dispute.files.length, 2);
});

test("refused: no CSRF, a guest, someone else's order, a file that is not an image or PDF, too many files, junk; nothing is written", async () => {
  const { order, othersOrder, counts } = await seeded();
  const reviewer = await hostSession("reviewer");
  const guest = await hostSession();
  const before = counts();
  const cases: [Session, Form, number, { csrf?: boolean }?][] = [
    [reviewer, fields(order.public_id, { shop: order.shop }), 403, { csrf: false }],
    [guest, fields(order.public_id, { shop: order.shop }), 401],
    [reviewer, fields(othersOrder.public_id, othersOrder), 400],
    [
      reviewer,
      fields(
        order.public_id,
        { shop: order.shop },
        [],
        [attached("x.png", Buffer.from("<html><script>alert(1)</script>"))],
      ),
      400,
    ],
    [
      reviewer,
      fields(
        order.public_id,
        { shop: order.shop },
        [],
        Array.from({ length: 6 }, (_, i) => attached(`${i}.png`, PNG)),
      ),
      400,
    ],
    [reviewer, fields(order.public_id, { shop: order.shop }, [["dispute[admin]", "1"]]), 400],
    // an unknown part is refused whatever its name, even one every object inherits
    [reviewer, fields(order.public_id, { shop: order.shop }, [["__proto__", "1"]]), 400],
    [reviewer, replaced(fields(order.public_id, { shop: order.shop }), "dispute[dispute_type]", "nope"), 400],
    [reviewer, replaced(fields(order.public_id, { shop: order.shop }), "dispute[description]", " "), 400],
  ];
  for (const [session, parts, status, options] of cases) {
    const response = await post(session, "/reviews/profile/disputes", parts, options);
    assert.is(response.statusCode, status, response.body);
    assert.ok(JSON.parse(response.body).error);
  }
  const notMultipart = await reviewer.request("POST", "/reviews/profile/disputes", { dispute: {} });
  assert.is(notMultipart.statusCode, 415, "an upload route takes multipart/form-data only");
  const broken = await reviewer.visitor.request({
    method: "POST",
    url: "/reviews/profile/disputes",
    payload: "--x\r\nnonsense",
    headers: {
      "content-type": "multipart/form-data; boundary=x",
      "x-csrf-token": reviewer.visitor.csrfToken,
    },
  });
  assert.is(broken.statusCode, 400);
  assert.equal(counts(), before);
});

test("refused: an order with another store than the form's, or of another product; nothing is written", async () => {
  const { db, order, otherShopsOrder, counts } = await seeded();
  const anotherProduct = db
    .prepare("SELECT encoded_id FROM products WHERE shop_id = ? AND id <> ? LIMIT 1")
    .pluck()
    .get(order.shop_id, order.product_id) as string;
  assert.ok(anotherProduct, "the store sells another product");
  const reviewer = await hostSession("reviewer");
  const before = counts();
  const cases: [string, Form][] = [
    ["the reviewer's order with another store", fields(otherShopsOrder.public_id, { shop: order.shop })],
    [
      "the reviewer's order of another product of this store",
      fields(order.public_id, { shop: order.shop, product: anotherProduct }),
    ],
    [
      "a product of another store",
      fields(order.public_id, { shop: otherShopsOrder.shop, product: order.product }),
    ],
    [
      "the other store's product, named with this store",
      fields(otherShopsOrder.public_id, { shop: order.shop, product: otherShopsOrder.product }),
    ],
    ["an unknown store", fields(order.public_id, { shop: "s-none" })],
  ];
  for (const [what, parts] of cases) {
    const response = await post(reviewer, "/reviews/profile/disputes", parts);
    assert.is(response.statusCode, 400, `${what}: ${response.body}`);
    assert.is(JSON.parse(response.body).field, "source_id", what);
  }
  for (const [what, parts] of [
    ["no store", fields(order.public_id, { shop: "" })],
    ["an empty product", fields(order.public_id, { shop: order.shop }, [["dispute[product_id]", ""]])],
  ] as [string, Form][]) {
    assert.is((await post(reviewer, "/reviews/profile/disputes", parts)).statusCode, 400, what);
  }
  assert.equal(counts(), before);
});

test("a dispute about a product: the form offers only orders of it, and the host records that product", async () => {
  const { db, order } = await seeded();
  const reviewer = await hostSession("reviewer");
  const form = JSON.parse(
    (await reviewer.request("GET", `${productPath(db, order.product_id)}/disputes/new?format=json&redesign=`))
      .body,
  );
  assert.equal([form.shop.encoded_id, form.product.encoded_id], [order.shop, order.product]);
  assert.ok(form.orders.length > 0);
  const ofProduct = lineItemsOfProduct(db, order.product_id);
  for (const o of form.orders)
    assert.ok(ofProduct.includes(o.public_id), "every order listed is the reviewer's of this product");

  const response = await post(
    reviewer,
    "/reviews/profile/disputes",
    fields(order.public_id, { shop: form.shop.encoded_id, product: form.product.encoded_id }),
  );
  assert.is(response.statusCode, 201, response.body);
  const { id } = JSON.parse(response.body).dispute;
  assert.equal(db.prepare("SELECT shop_id, product_id FROM disputes WHERE encoded_id = ?").get(id), {
    shop_id: order.shop_id,
    product_id: order.product_id,
  });
});

test("a dispute photo is kept upright, without its EXIF (no GPS), at most 2048 px on its long side", async () => {
  const { order } = await seeded();
  const reviewer = await hostSession("reviewer");
  const photo = await phonePhoto({ orientation: 6 });
  const uploaded = await sharp(photo).metadata();
  assert.ok(exifHasGps(uploaded.exif), "the upload carries a GPS position");
  const response = await openWithFiles(reviewer, order, [attached("IMG_0042.JPG", photo)]);
  assert.is(response.statusCode, 201, response.body);
  const [file] = JSON.parse(response.body).dispute.files;
  assert.equal([file.name, file.content_type], ["IMG_0042.JPG", "image/jpeg"]);
  const served = await reviewer.request("GET", file.url);
  assert.is(served.statusCode, 200);
  const kept = await sharp(served.rawPayload).metadata();
  assert.is(kept.format, "jpeg", "the format it came in");
  assert.is(kept.exif, undefined, "no EXIF at all, so no GPS");
  assert.is(kept.orientation, undefined);
  assert.equal([kept.width, kept.height], [1536, 2048], "upright (portrait), its long side 2048 px");
  assert.ok(served.rawPayload.length < photo.length, `${served.rawPayload.length} bytes`);
});

test("a file downloads with the extension of its type, never the one it was sent with", async () => {
  const { order } = await seeded();
  const reviewer = await hostSession("reviewer");
  const cases: [string, Buffer, string][] = [
    ["invoice.exe", PDF, "invoice.pdf"],
    ["receipt.pdf.exe", PDF, "receipt.pdf"],
    [".exe", PDF, "file.pdf"],
    ["...", PNG, "file.png"],
    ["photo", PNG, "photo.png"],
  ];
  const response = await openWithFiles(
    reviewer,
    order,
    cases.map(([name, data]) => attached(name, data)),
  );
  assert.is(response.statusCode, 201, response.body);
  const files = JSON.parse(response.body).dispute.files as { name: string; url: string }[];
  assert.equal(
    files.map((f) => f.name),
    cases.map(([, , name]) => name),
  );
  for (const [i, file] of files.entries()) {
    const served = await reviewer.request("GET", file.url);
    assert.is(
      served.headers["content-disposition"],
      `attachment; filename*=UTF-8''${encodeURIComponent(cases[i]?.[2] ?? "")}`,
    );
  }
});

test("messages: the owner adds one with a file while open; nobody else can, and a closed dispute takes none", async () => {
  const { db, counts } = await seeded();
  const open = openDisputeId(db);
  const closed = db
    .prepare("SELECT encoded_id FROM disputes WHERE reviewer_id = 1 AND status = 'resolved' LIMIT 1")
    .pluck()
    .get() as string;
  assert.ok(open && closed);
  const url = (id: string) => `/reviews/profile/disputes/${id}/messages`;
  const message: Form = {
    fields: [["message[body]", "Here is the tracking page."]],
    files: [{ field: "message[files][]", name: "tracking.png", data: PNG }],
  };
  const before = counts();
  const arbitrator = await hostSession("arbitrator");
  assert.is((await post(arbitrator, url(open), message)).statusCode, 404);
  const reviewer = await hostSession("reviewer");
  assert.is((await post(reviewer, url(closed), message)).statusCode, 409);
  assert.is((await post(reviewer, url(open), { fields: [["message[body]", ""]] })).statusCode, 400);
  assert.equal(counts(), before);

  const response = await post(reviewer, url(open), message);
  assert.is(response.statusCode, 201, response.body);
  const last = JSON.parse(response.body).dispute.timeline.at(-1);
  assert.is(last.author, "reviewer");
  assert.is(last.body, "Here is the tracking page.");
  assert.is(last.files[0].name, "tracking.png");
});

test("the arbitrator lists with filters and paging, decides once; reviewers and guests are refused", async () => {
  const { db } = await seeded();
  const arbitrator = await hostSession("arbitrator");
  const all = JSON.parse((await arbitrator.request("GET", "/reviews/arbitrator?format=json")).body);
  assert.ok(all.total_results > 20 && all.disputes.length === 20);
  const open = JSON.parse(
    (
      await arbitrator.request(
        "GET",
        "/reviews/arbitrator?format=json&filters[status]=open&filters[dispute_type]=damaged_item&page=1",
      )
    ).body,
  );
  assert.ok(open.disputes.length > 0);
  assert.ok(open.total_results < all.total_results);
  for (const d of open.disputes) assert.equal([d.status, d.dispute_type], ["open", "damaged_item"]);
  const id = open.disputes[0].id as string;
  const byText = JSON.parse(
    (await arbitrator.request("GET", `/reviews/arbitrator?format=json&filters[q]=${id}`)).body,
  );
  assert.equal(
    byText.disputes.map((d: { id: string }) => d.id),
    [id],
  );
  for (const junk of ["filters[status]=nope", "page=0", "page=x", "filters[dispute_type]=x"]) {
    assert.is(
      (await arbitrator.request("GET", `/reviews/arbitrator?format=json&${junk}`)).statusCode,
      400,
      junk,
    );
  }

  const decide = (session: Session, body: unknown, csrf = true) =>
    session.request("POST", `/reviews/arbitrator/${id}/decision`, body, { csrf });
  const decision = { decision: { outcome: "in_favour_of_reviewer", note: "The store will refund." } };
  const state = () => disputeOutcome(db, id);
  for (const [session, body, status, csrf] of [
    [await hostSession("reviewer"), decision, 403, true],
    [await hostSession(), decision, 401, true],
    [arbitrator, decision, 403, false],
    [arbitrator, { decision: { outcome: "maybe", note: "x" } }, 400, true],
    [arbitrator, { decision: { outcome: "rejected", note: "" } }, 400, true],
    [arbitrator, "junk", 400, true],
    // Who may decide is answered before what was sent.
    [await hostSession("reviewer"), "junk", 403, true],
  ] as [Session, unknown, number, boolean][]) {
    assert.is((await decide(session, body, csrf)).statusCode, status);
  }
  const withQuery = await arbitrator.request("POST", `/reviews/arbitrator/${id}/decision?notify=1`, decision);
  assert.is(withQuery.statusCode, 400, "a parameter the decision does not take");
  assert.equal(state(), { status: "open", decision: null });

  const decided = await decide(arbitrator, decision);
  assert.is(decided.statusCode, 201, decided.body);
  assert.equal(state(), { status: "resolved", decision: "in_favour_of_reviewer" });
  const timeline = JSON.parse(decided.body).dispute.timeline;
  assert.equal([timeline.at(-1).kind, timeline.at(-1).body], ["decision", "The store will refund."]);
  assert.is((await decide(arbitrator, { decision: { outcome: "rejected", note: "again" } })).statusCode, 409);
  assert.equal(state(), { status: "resolved", decision: "in_favour_of_reviewer" });
});

test.run();
