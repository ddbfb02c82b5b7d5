// Every relative link of README.md, of the guides in docs/ and of the other READMEs leads somewhere:
// to a file or folder of the repository and, when it names a heading (`#…`), to a heading of that
// document with that anchor, as GitHub makes them. Addresses of other sites are not followed.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("links in the documents");

const DOCUMENTS = [
  "README.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
  "SECURITY.md",
  "test/README.md",
  "gem/README.md",
  "examples/rails/README.md",
];

/** The text of a Markdown document without its fenced blocks and code spans, where no link is one. */
function prose(text: string): string {
  return text.replace(/^\s*```[\s\S]*?^\s*```$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor of a document's headings, a repeated one numbered as GitHub numbers it. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const withoutBlocks = text.replace(/^\s*```[\s\S]*?^\s*```$/gm, "");
  for (const [, heading = ""] of withoutBlocks.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading);
    const times = seen.get(anchor) ?? 0;
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

/** Each link of `document` (its text given) that leads nowhere, with why. */
function brokenLinks(document: string, text: string, read = readFileSync): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [file = "", anchor] = target.split("#");
    if (file === "") {
      if (!anchorsOf(text).has(anchor ?? "")) broken.push(`${document}: ${target}: no heading #${anchor}`);
      continue;
    }
    const resolved = path.normalize(path.join(path.dirname(document), file));
    if (!existsSync(resolved)) {
      broken.push(`${document}: ${target}: no file ${resolved}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) {
      broken.push(`${document}: ${target}: ${resolved} has no headings`);
      continue;
    }
    const targetText = String(read(resolved, "utf8"));
    if (!anchorsOf(targetText).has(anchor)) broken.push(`${document}: ${target}: no heading #${anchor}`);
  }
  return broken;
}

test("every relative link of README.md, docs/*.md and the other READMEs leads to a file, and to its heading", () => {
  assert.ok(DOCUMENTS.length >= 8, `the guides are read (${DOCUMENTS.join(", ")})`);
  const links = DOCUMENTS.flatMap((document) => [
    ...prose(readFileSync(document, "utf8")).matchAll(/\]\((?![a-z]+:)/g),
  ]);
  assert.ok(links.length > 30, `the documents' relative links are read (${links.length})`);
  const broken = DOCUMENTS.flatMap((document) => brokenLinks(document, readFileSync(document, "utf8")));
  assert.equal(broken, []);
});

test("the check itself: a missing file, a missing heading and a heading of the same document are named", () => {
  const text = [
    "# Guide",
    "## Two words",
    "## Two words",
    "See [the API](host-api.md#no-such-heading), [a file](gone.md), [here](#two-words-1),",
    "[there](#nowhere) and [the site](https://example.com/x.md), but not `[code](gone.md)`.",
  ].join("\n");
  assert.equal(brokenLinks("docs/guide.md", text), [
    "docs/guide.md: host-api.md#no-such-heading: no heading #no-such-heading",
    "docs/guide.md: gone.md: no file docs/gone.md",
    "docs/guide.md: #nowhere: no heading #nowhere",
  ]);
});

test("anchors as GitHub writes them: code, punctuation and slashes dropped, repeats numbered", () => {
  const anchors = anchorsOf(
    "## `GET /api/questions/questions_for_widget`\n### Theme: the shop's colours\n## A\n## A",
  );
  assert.equal([...anchors], ["get-apiquestionsquestions_for_widget", "theme-the-shops-colours", "a", "a-1"]);
});

test.run();
