// The documents' Rails parts (docs/rails.md, the other guides, the gem's README): the widget's Ruby
// is the gem's (gem/), so the documents show the one file an integrator edits, the initializer, exactly as the gem's generator
// writes it, and no helper, controller or model of the widget's to copy.
import { readdirSync, readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("Rails files in the documents");

const DOCUMENTS = [
  "README.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
  "gem/README.md",
];
/** A block's first line naming its file: `# app/helpers/x.rb: …` or `<%# app/views/…erb: … %>`. */
const NAMED = /^(?:#|<%#)\s*((?:app|config)\/[\w/.]+\.(?:rb|erb))\b/;
/** What the generator writes, by the file it writes. */
const GENERATED: Record<string, string> = {
  "config/initializers/reviews_widget.rb":
    "gem/lib/generators/reviews_widget/install/templates/reviews_widget.rb",
};

/** Each fenced block of the documents whose first line names a file of a Rails application. */
function namedBlocks(): { document: string; file: string; text: string }[] {
  return DOCUMENTS.flatMap((document) =>
    [...readFileSync(document, "utf8").matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].flatMap(([, text = ""]) => {
      const file = NAMED.exec(text)?.[1];
      return file ? [{ document, file, text }] : [];
    }),
  );
}

test("docs/rails.md shows the initializer as the generator writes it", () => {
  const shown = namedBlocks().filter(({ document }) => document === "docs/rails.md");
  assert.equal(
    shown.map(({ file }) => file),
    ["config/initializers/reviews_widget.rb"],
  );
  for (const { document, file, text } of shown) {
    const template = GENERATED[file] as string;
    assert.fixture(text, readFileSync(template, "utf8"), `${document}: ${file} differs from ${template}`);
  }
});

test("no document shows a file of the widget's for an integrator to copy: only files the generator writes", () => {
  const copied = namedBlocks().filter(({ file }) => !(file in GENERATED));
  assert.equal(
    copied.map(({ document, file }) => `${document}: ${file}`),
    [],
  );
});

test.run();
