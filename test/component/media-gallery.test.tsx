// The gallery's arrow keys: presses that come faster than renders each move one step (regression:
// a held arrow key, or a busy phone, lost steps and stopped short of the next page).
import { act, cleanup, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { MediaItem } from "../../src/api/contract/review";
import { activateLanguage } from "../../src/lib/i18n/translate";
import MediaGallery from "../../src/widgets/gallery/MediaGallery";
import { renderWithStore, stubFetch } from "../support/components/render";

const test = suite("media gallery");

const picture = (n: number): MediaItem => ({
  id: `m${n}`,
  review_uuid: `r${n}`,
  dataType: "picture",
  source: null,
  videoId: null,
  url: `/img/${n}.png`,
  thumbnail_url: `/img/${n}-160.png`,
  review: { rating: 5, title: `Review ${n}`, reviewer_name: "Sam" },
});

let restore = () => {};
test.after.each(() => {
  cleanup();
  restore();
  activateLanguage("en", null);
});

/** A key press where the browser sends it: to the focused element. */
const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent("keydown", { key, bubbles: true }),
  );

test("three arrow presses before a render move three steps, into the next page of media", async () => {
  // Two pages of two pictures: the third press needs the second page.
  const fetchStub = stubFetch((url) => {
    const page = Number(new URL(url, "http://host").searchParams.get("page"));
    const items = page === 1 ? [picture(1), picture(2)] : [picture(3), picture(4)];
    return { body: { items, total_count: 4, total_pages: 2, current_page: page } };
  });
  restore = fetchStub.restore;
  renderWithStore(
    <MediaGallery
      request={{ owner: { kind: "products", id: "p1" }, items: [picture(1), picture(2)], start: 0 }}
      onClose={() => {}}
    />,
  );
  await screen.findByText("1 of 4");
  await act(async () => {
    press("ArrowRight");
    press("ArrowRight");
    press("ArrowRight");
  });
  await screen.findByText("4 of 4");
  assert.ok(
    fetchStub.calls.some((c) => c.url.includes("page=2")),
    "the second page was asked for",
  );
  await act(async () => {
    press("ArrowLeft");
    press("ArrowLeft");
  });
  await screen.findByText("2 of 4");
});

test("right to left (Arabic), ArrowLeft goes to the next item and ArrowRight back", async () => {
  activateLanguage("ar", null);
  const fetchStub = stubFetch(() => ({
    body: { items: [picture(1), picture(2), picture(3)], total_count: 3, total_pages: 1, current_page: 1 },
  }));
  restore = fetchStub.restore;
  renderWithStore(
    <MediaGallery
      request={{
        owner: { kind: "products", id: "p1" },
        items: [picture(1), picture(2), picture(3)],
        start: 0,
      }}
      onClose={() => {}}
    />,
  );
  await screen.findByText("1 of 3");
  await act(async () => {
    press("ArrowLeft");
    press("ArrowLeft");
  });
  await screen.findByText("3 of 3");
  await act(async () => press("ArrowRight"));
  await screen.findByText("2 of 3");
});

test("presses made while a page loads stop at its last item, never past it", async () => {
  // The opening review's picture, then one page of two pictures, held back until three presses wait on it.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const real = globalThis.fetch;
  globalThis.fetch = (async () => {
    await held;
    const body = { items: [picture(1), picture(2)], total_count: 2, total_pages: 1, current_page: 1 };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  restore = () => (globalThis.fetch = real);
  renderWithStore(
    <MediaGallery
      request={{ owner: { kind: "products", id: "p1" }, items: [picture(1)], start: 0 }}
      onClose={() => {}}
    />,
  );
  await screen.findByText("1 of 1");
  await act(async () => {
    press("ArrowRight");
    press("ArrowRight");
    press("ArrowRight");
  });
  await act(async () => answer());
  await screen.findByText("2 of 2");
  assert.ok(screen.getByText("Review 2"), "the page's last picture shows");
});

test.run();
