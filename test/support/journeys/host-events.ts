// The events the widget tells the host page of, as src/lib/browser/host-events.ts lists them (its
// HostEventDetails interface, read from the source: the bundle carries no list of them), and a
// listener for a browser page that keeps what it hears in sessionStorage, across page loads.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { untilInPage } from "../browsers/until-in-page";

export interface ListedEvent {
  /** Without the `reviews:` prefix. */
  name: string;
  /** The detail's type, as written. */
  detail: string;
  /** Its JSDoc: when it fires. */
  when: string;
}

const SOURCE = new URL("../../../src/lib/browser/host-events.ts", import.meta.url);

/** Each entry of HostEventDetails: its JSDoc, its name and its detail's type. */
export function listedEvents(): ListedEvent[] {
  const source = readFileSync(SOURCE, "utf8");
  const body = source.slice(source.indexOf("export interface HostEventDetails {"));
  // A detail is an object type, or a union of them.
  const entries = body.matchAll(/\/\*\* (.+?) \*\/\n\s+"?([a-z-]+)"?: (\{[^}]*\}(?: \| \{[^}]*\})*);/g);
  return [...entries].map(([, when, name, detail]) => ({
    name: name as string,
    detail: detail as string,
    when: when as string,
  }));
}

export interface Heard {
  name: string;
  detail: Record<string, unknown>;
  /** What it was dispatched on, and whether it bubbles. */
  target: string;
  bubbles: boolean;
}

const HEARD_KEY = "heard-host-events";

/** Listens on `document` for every listed event, in every document the page loads from now on. */
export async function listenForHostEvents(page: Page): Promise<void> {
  const names = listedEvents().map(({ name }) => `reviews:${name}`);
  await page.addInitScript(
    ({ names, key }) => {
      for (const name of names)
        document.addEventListener(name, (event) => {
          const target = event.target as Element;
          const heard = JSON.parse(sessionStorage.getItem(key) ?? "[]");
          heard.push({
            name: event.type,
            detail: (event as CustomEvent).detail,
            target: `${target.parentElement?.id || target.parentElement?.tagName.toLowerCase()} > .${target.className}`,
            bubbles: event.bubbles,
          });
          sessionStorage.setItem(key, JSON.stringify(heard));
        });
    },
    { names, key: HEARD_KEY },
  );
}

/** What the page has heard so far (this origin's tab). */
export const heardEvents = (page: Page): Promise<Heard[]> =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"), HEARD_KEY);

/** Waits until the page has heard `count` events named `name`. */
export async function untilHeard(page: Page, name: string, count = 1): Promise<void> {
  await untilInPage(
    page,
    ({ key, name, count }) =>
      JSON.parse(sessionStorage.getItem(key) ?? "[]").filter((e: { name: string }) => e.name === name)
        .length >= count,
    { key: HEARD_KEY, name: `reviews:${name}`, count },
  );
}

export type Expected = { name: string; detail: Record<string, unknown> };

/** Sorted, so that two lists compare as the events each holds, how many times each. */
const sorted = (events: Expected[]) =>
  events.map(({ name, detail }) => JSON.stringify({ name, detail })).sort();

/** Every event heard is one expected, once; each on the header's root, bubbling. */
export function assertHeard(heard: Heard[], expected: Expected[]) {
  assert.ok(heard.length > 0, "events were heard");
  assert.equal(sorted(heard), sorted(expected));
  for (const event of heard) {
    assert.is(event.target, "search-navbar > .rv-root", `${event.name} on the header's root`);
    assert.ok(event.bubbles, `${event.name} bubbles`);
  }
}

/** No detail names the reviewer or holds what they wrote. */
export function assertNothingPersonal(heard: Heard[], written: string[]) {
  const details = JSON.stringify(heard.map((event) => event.detail));
  const { email } = SEEDED_ACCOUNTS.reviewer;
  for (const secret of [email, "Jamie", "Rivera", ...written])
    assert.not.ok(details.includes(secret), `a detail holds “${secret}”`);
}

export const shown = (page: Page, route: string): Expected => ({
  name: "reviews:page-shown",
  detail: { route, url: page.url() },
});
