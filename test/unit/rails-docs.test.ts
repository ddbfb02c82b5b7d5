// The README's and docs/host-api.md's Rails files are the example application's (examples/rails),
// which the browser tests run: a block whose first line names a file of the app must be that file,
// and the helpers and layout an integrator copies must be shown.
import { readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("Rails files in the documents");

const DOCUMENTS = ["README.md", "docs/host-api.md"];
/** A block's first line naming its file: `# app/helpers/x.rb: …` or `<%# app/views/…erb: … %>`. */
const NAMED = /^(?:#|<%#)\s*((?:app|config)\/[\w/.]+\.(?:rb|erb))\b/;

/** Each fenced block of the documents whose first line names a file of the app. */
function namedBlocks(): { document: string; file: string; text: string }[] {
  return DOCUMENTS.flatMap((document) =>
    [...readFileSync(document, "utf8").matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].flatMap(([, text = ""]) => {
      const file = NAMED.exec(text)?.[1];
      return file ? [{ document, file, text }] : [];
    }),
  );
}

test("every block that names a file of the example app is that file, as it is", () => {
  const blocks = namedBlocks();
  assert.ok(blocks.length > 0);
  for (const { document, file, text } of blocks) {
    const source = readFileSync(`examples/rails/${file}`, "utf8");
    assert.fixture(text, source, `${document}: ${file} differs from examples/rails/${file}`);
  }
});

test("the documents show the files an integrator copies", () => {
  const shown = new Set(namedBlocks().map(({ file }) => file));
  for (const file of [
    "app/helpers/reviews_bundle_helper.rb",
    "app/helpers/widget_head_helper.rb",
    "app/helpers/widget_roots_helper.rb",
    "app/views/layouts/reviews.html.erb",
    "app/controllers/reviews/pages_controller.rb",
    "config/routes.rb",
    "config/initializers/content_security_policy.rb",
  ])
    assert.ok(shown.has(file), `${file} is shown`);
});

test.run();
