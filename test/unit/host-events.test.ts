// The events the host page hears (src/lib/browser/host-events.ts): dispatched on the widget's first root,
// bubbling to document, with the detail as given; and docs/events.md's table of them, held to the list.
import { readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { emit } from "../../src/lib/browser/host-events";
import { listedEvents } from "../support/journeys/host-events";

const test = suite("host events");

test.after.each(() => {
  document.body.replaceChildren();
});

/** The events of `name` document hears while `run` runs. */
function heardOn(name: string, run: () => void): CustomEvent[] {
  const heard: CustomEvent[] = [];
  const listen = (event: Event) => heard.push(event as CustomEvent);
  document.addEventListener(name, listen);
  try {
    run();
  } finally {
    document.removeEventListener(name, listen);
  }
  return heard;
}

test("an event bubbles from the header's root to document, named reviews:<name>, with its detail", () => {
  document.body.innerHTML =
    '<div id="search-navbar"><div class="rv-root"></div></div><main><div class="rv-root"></div></main>';
  const heard = heardOn("reviews:search", () =>
    emit("search", { query: "kettle", results: 42, kind: "products" }),
  );
  assert.is(heard.length, 1);
  const [event] = heard as [CustomEvent];
  assert.ok(event.bubbles, "it bubbles");
  assert.is(event.target, document.querySelector("#search-navbar > .rv-root"));
  assert.equal(event.detail, { query: "kettle", results: 42, kind: "products" });
});

test("a page without the header's root: the page root's; without roots, document itself", () => {
  document.body.innerHTML = '<main><div class="rv-root"></div></main>';
  const fromMain = heardOn("reviews:follow", () => emit("follow", { kind: "Shop", id: "s1" }));
  assert.is(fromMain[0]?.target, document.querySelector("main > .rv-root"));
  document.body.replaceChildren();
  const fromDocument = heardOn("reviews:follow", () => emit("follow", { kind: "Shop", id: "s1" }));
  assert.is(fromDocument[0]?.target, document);
  assert.equal(fromDocument[0]?.detail, { kind: "Shop", id: "s1" });
});

/** docs/events.md, the guide to the events. */
function eventsGuide(): string {
  const guide = readFileSync(new URL("../../docs/events.md", import.meta.url), "utf8");
  assert.ok(guide.startsWith("# Events the host can listen to"), "docs/events.md is the events' guide");
  return guide;
}

test("docs/events.md's table lists every event of HostEventDetails, when it fires and its detail, in order", () => {
  const listed = listedEvents();
  assert.ok(listed.length >= 14, `the list is read (${listed.length})`);
  const rows = [...eventsGuide().matchAll(/^\| `reviews:([a-z-]+)` \| (.+) \| `(.+)` \|$/gm)].map(
    ([, name, when, detail]) => ({
      name,
      when: when?.replaceAll("\\|", "|"),
      detail: detail?.replaceAll("\\|", "|"),
    }),
  );
  assert.equal(rows, listed);
});

test("docs/events.md's dataLayer example forwards every event", () => {
  const example = eventsGuide().match(/const EVENTS = \[([^\]]+)\]/)?.[1] ?? "";
  const names = [...example.matchAll(/"([a-z-]+)"/g)].map(([, name]) => name);
  assert.equal(
    names,
    listedEvents().map(({ name }) => name),
  );
});

test.run();
