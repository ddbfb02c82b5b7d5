import { suite } from "uvu";
import * as assert from "uvu/assert";
import { AppMeta } from "../../src/api/contract/common";
import { parseAppMeta, readHostPage } from "../../src/lib/host-page";

const test = suite("host page");

test("app_meta: known fields of the right type are kept, the rest dropped", () => {
  const problems: string[] = [];
  const meta = parseAppMeta(
    JSON.stringify({
      title: "T",
      robots: 5,
      image_host: "/img/",
      flash: { error: "E", x: 1 },
      structured_data: [{ a: 1 }, 2],
      extra: true,
    }),
    problems,
  );
  assert.equal(problems, []);
  assert.is(meta.title, "T");
  assert.is(meta.robots, "index, follow");
  assert.is(meta.image_host, "/img/");
  assert.equal(meta.flash, { error: "E" });
  assert.equal(meta.structured_data, [{ a: 1 }]);
  assert.not.ok("extra" in meta);
});

/** A value the schema takes, for each field: the first of an enum, one item of a list, one of a record. */
function sample(schema: Record<string, unknown>): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0]);
  if (schema.type === "string") return "x";
  if (schema.type === "boolean") return true;
  if (schema.type === "array") return [sample(schema.items as Record<string, unknown>)];
  if (schema.properties) return sampleObject(schema.properties as Record<string, Record<string, unknown>>);
  if (schema.patternProperties) return { accent: "#123456" };
  return { a: 1 };
}
const sampleObject = (properties: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, sample(field)]));

test("app_meta: every field of the contract's AppMeta is read, none by a list of its own", () => {
  const whole = sampleObject(AppMeta.properties as never);
  const problems: string[] = [];
  assert.equal(parseAppMeta(JSON.stringify(whole), problems), whole);
  assert.equal(problems, []);
});

test("app_meta: missing, malformed or not an object gives defaults and says why", () => {
  const problemOf = (text: string | null) => {
    const problems: string[] = [];
    parseAppMeta(text, problems);
    return problems.join();
  };
  assert.match(problemOf(null), "missing");
  assert.match(problemOf("{oops"), "not valid JSON");
  assert.match(problemOf("[1]"), "not a JSON object");
  assert.is(parseAppMeta("null").title, "Reviews");
});

test("app_meta's look: a theme's colours and lengths of a strict form are kept, anything else dropped with a line naming it; the scheme and the font are kept as strings", () => {
  const problems: string[] = [];
  const meta = parseAppMeta(
    JSON.stringify({
      theme: {
        accent: "#c2410c",
        text: "rgb(17 24 39 / 0.9)",
        line: "hsl(200deg, 20%, 80%)",
        surface: "oklch(0.98 0.01 90)",
        "surface-page": ["#fff"],
        radius: "4px",
        space: "0.75rem",
        star: "red",
        danger: "#b91c1c; } body { display: none",
        "text-muted": "url(https://evil.example/x.png)",
        footer: 3,
        "--rv-accent": "#000",
        margin: "4px",
      },
      color_scheme: "dusk",
      font: "Comic Sans",
    }),
    problems,
  );
  assert.equal(meta.theme, {
    accent: "#c2410c",
    text: "rgb(17 24 39 / 0.9)",
    line: "hsl(200deg, 20%, 80%)",
    surface: "oklch(0.98 0.01 90)",
    radius: "4px",
    space: "0.75rem",
  });
  // The scheme and the font are attributes whose words the stylesheet knows: any other is none.
  assert.equal([meta.color_scheme, meta.font], ["dusk", "Comic Sans"]);
  assert.equal(problems, [
    "app_meta's theme.surface-page is dropped",
    "app_meta's theme.star is dropped",
    "app_meta's theme.danger is dropped",
    "app_meta's theme.text-muted is dropped",
    "app_meta's theme.footer is dropped",
    "app_meta's theme.--rv-accent is dropped",
    "app_meta's theme.margin is dropped",
  ]);
  const chosen = parseAppMeta(JSON.stringify({ color_scheme: ["dark"], font: { family: "x" } }));
  assert.equal([chosen.color_scheme, chosen.font], [undefined, undefined], "strings only");
});

test("reads the signed-in class, the CSRF token and the mount points once", () => {
  document.body.className = "reviews-app logged-in";
  document.head.innerHTML = '<meta name="csrf-token" content="tok">';
  document.body.innerHTML =
    '<div id="search-navbar"></div><main></main><script id="app_meta" type="application/json">{"title":"Home"}</script>';
  const page = readHostPage(document);
  assert.is(page.signedIn, true);
  assert.is(page.csrfToken, "tok");
  assert.ok(page.navbarRoot && page.pageRoot);
  assert.equal(page.problems, []);

  document.body.className = "";
  document.head.innerHTML = "";
  document.body.innerHTML = "<main></main>";
  const bare = readHostPage(document);
  assert.is(bare.signedIn, false);
  assert.is(bare.problems.length, 3); // app_meta, csrf-token, #search-navbar
});

// A <main data-static> carries the host's own content (the footer pages).
function page(main: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.head.innerHTML = '<meta name="csrf-token" content="tok">';
  doc.body.innerHTML = `<div id="search-navbar"></div>${main}<script id="app_meta" type="application/json">{"title":"T"}</script>`;
  return doc;
}

test("an empty <main> is the page root", () => {
  const host = readHostPage(page("<main></main>"));
  assert.ok(host.pageRoot);
  assert.is(host.pageRoot, host.main);
  assert.is(host.staticPage, false);
  assert.equal(host.problems, []);
});

test("a <main data-static> is left to the host: no page root, but the footer still has its place", () => {
  const host = readHostPage(page("<main data-static><h1>Terms</h1></main>"));
  assert.is(host.pageRoot, null);
  assert.ok(host.main);
  assert.is(host.staticPage, true);
  assert.equal(host.problems, [], "not a problem: the page is meant that way");
});

test("no <main> at all is a problem, and not a static page", () => {
  const host = readHostPage(page(""));
  assert.is(host.main, null);
  assert.is(host.staticPage, false);
  assert.ok(host.problems.some((p) => p.includes("<main>")));
});

test.run();
