// The header's parts under happy-dom: the category banner and mega-menu (with its 500 ms close delay), the
// currency dropdown, and the avatar menu's keyboard handling (menu-button pattern).
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import type { Category } from "../../src/api/contract/category";
import CategoryBanner from "../../src/features/navbar/CategoryBanner";
import { CURRENCY_TIP, CurrencySelect } from "../../src/features/navbar/CurrencySelect";
import { Navbar } from "../../src/features/navbar/Navbar";
import { createStore } from "../../src/state/jotai";
import {
  currencyAtom,
  exchangeRatesAtom,
  profileSaveErrorAtom,
  reviewerAtom,
  reviewerLoadedAtom,
} from "../../src/state/reviewer";
import { STORED } from "../../src/state/stored";
import { withFakeTimers } from "../support/components/fake-timers";
import { renderWithStore, stubFetch } from "../support/components/render";

const test = suite("navbar parts");
let fetchStub: ReturnType<typeof stubFetch> | null = null;

let id = 1;
const cat = (name: string, extra: Partial<Category> = {}): Category => ({
  id: id++,
  name,
  handle: name.toLowerCase().replaceAll(/\W+/g, "-"),
  path: `/reviews/categories/${name.toLowerCase().replaceAll(/\W+/g, "-")}`,
  level: 1,
  parent_id: null,
  children: [],
  is_deepest: false,
  external_title: name,
  external_description: "",
  items: 1,
  image_url: null,
  retina_image_url: null,
  bar_flat_view: false,
  bar_order: null,
  page_order: 1,
  ...extra,
});

// Eight tops in the banner order, two of them filled in: Electronics (Audio, Phones) and Toys (flat).
const tops = ["Home", "Electronics", "Fashion", "Beauty", "Sports", "Toys", "Garden", "Pets"].map((name, i) =>
  cat(name, { bar_order: i + 1, page_order: i + 1 }),
);
const electronics = tops[1] as Category;
const toys = tops[5] as Category;
toys.bar_flat_view = true;
const audio = cat("Audio", { parent_id: electronics.id, level: 2, page_order: 1 });
const phones = cat("Phones", { parent_id: electronics.id, level: 2, page_order: 2 });
const cables = cat("Cables", { parent_id: electronics.id, level: 2, page_order: 3 });
const thirds = [
  cat("Headphones", { parent_id: audio.id, level: 3, page_order: 1 }),
  cat("Earbuds", { parent_id: audio.id, level: 3, page_order: 2, image_url: "/earbuds.svg" }),
  cat("Cases", { parent_id: phones.id, level: 3, page_order: 1 }),
];
const games = cat("Board Games", { parent_id: toys.id, level: 2, page_order: 1 });
audio.children = [thirds[0]?.id ?? 0, thirds[1]?.id ?? 0];
phones.children = [thirds[2]?.id ?? 0];
electronics.children = [audio.id, phones.id, cables.id];
toys.children = [games.id];
const everything = [...tops, audio, phones, cables, ...thirds, games];

function serveCategories(level1: Category[] = tops) {
  fetchStub = stubFetch((url) => {
    if (url.includes("/reviews/categories.json"))
      return { body: { product_categories: level1, meta_data: {} } };
    if (url.includes("/reviews/all_categories")) return { body: everything };
    return { status: 404, body: { error: "no" } };
  });
}

test.before.each(() => {
  localStorage.clear();
  configureClient({ csrfToken: "test-token" });
});
test.after.each(() => {
  cleanup();
  fetchStub?.restore();
  fetchStub = null;
  document.body.className = "";
});

test("banner: at most 6 top-level categories, by bar_order", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  const nav = await screen.findByRole("navigation", { name: "Categories" });
  assert.equal(
    [...nav.querySelectorAll(".rv-category-banner__link")].map((a) => a.textContent),
    ["Home", "Electronics", "Fashion", "Beauty", "Sports", "Toys"],
  );
});

test("banner: no categories, nothing shown, and the header is told", async () => {
  serveCategories([]);
  let emptied = 0;
  const { container } = renderWithStore(<CategoryBanner onEmpty={() => emptied++} />);
  await waitFor(() => assert.is(emptied, 1));
  assert.is(container.innerHTML, "");
});

test("banner: a failed call hides it and tells the header", async () => {
  fetchStub = stubFetch(() => ({ status: 500, body: { error: "down" } }));
  let emptied = 0;
  const { container } = renderWithStore(<CategoryBanner onEmpty={() => emptied++} />);
  await waitFor(() => assert.is(emptied, 1));
  assert.is(container.innerHTML, "");
});

test("mega-menu: hover opens it with 'All {category}'; it closes 500 ms after the pointer leaves", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  const link = await screen.findByRole("link", { name: "Electronics" });
  const item = link.closest("li") as HTMLElement;
  fireEvent.pointerEnter(item);
  await screen.findByRole("link", { name: "All Electronics" });
  assert.is(link.getAttribute("aria-expanded"), "true");
  // The header's stylesheet dims the page while an item is open; the host's <body> is left alone.
  assert.ok(item.classList.contains("rv-is-open"), "the open category is marked");
  assert.is(document.body.className, "", "no class on the host's body");
  // The third level comes with every category, fetched on the first hover.
  assert.equal(
    (await screen.findAllByRole("link", { name: /Headphones|Earbuds/ })).map((a) => a.textContent),
    ["Headphones", "Earbuds"],
    "the first second level's children",
  );
  assert.is(document.querySelector(".rv-mega-menu__image")?.getAttribute("src"), "/earbuds.svg");
  const open = () => screen.queryByRole("link", { name: "All Electronics" });
  await withFakeTimers((advance) => {
    fireEvent.pointerLeave(item);
    advance(499);
    assert.ok(open(), "still open 499 ms after leaving");
    advance(1);
    assert.is(open(), null, "closed 500 ms after leaving");
  });
  assert.not.ok(item.classList.contains("rv-is-open"));
});

test("mega-menu: re-entering within 500 ms cancels the close", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  const item = (await screen.findByRole("link", { name: "Electronics" })).closest("li") as HTMLElement;
  fireEvent.pointerEnter(item);
  await screen.findByRole("link", { name: "All Electronics" });
  await withFakeTimers((advance) => {
    fireEvent.pointerLeave(item);
    advance(300);
    fireEvent.pointerEnter(item);
    advance(1000);
    assert.ok(screen.queryByRole("link", { name: "All Electronics" }), "open a second after coming back");
  });
});

test("mega-menu: a second level with children becomes active on hover; one without does not", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  fireEvent.pointerEnter(
    (await screen.findByRole("link", { name: "Electronics" })).closest("li") as HTMLElement,
  );
  // A pointer that moves over a second level (one at rest does not: browser/navigation).
  const moved = { movementX: 2, movementY: 1 };
  fireEvent.pointerMove(await screen.findByRole("link", { name: "Phones" }), moved);
  await screen.findByRole("link", { name: "Cases" });
  assert.is(screen.queryByRole("link", { name: "Headphones" }), null);
  fireEvent.pointerMove(screen.getByRole("link", { name: "Cables" }), moved);
  assert.ok(screen.getByRole("link", { name: "Cases" }), "Cables has no children: Phones stays");
});

test("mega-menu: bar_flat_view skips the left column", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  fireEvent.pointerEnter((await screen.findByRole("link", { name: "Toys" })).closest("li") as HTMLElement);
  await screen.findByRole("link", { name: "All Toys" });
  assert.ok(await screen.findByRole("link", { name: "Board Games" }));
  assert.is(document.querySelector(".rv-mega-menu__seconds"), null);
  assert.ok(document.querySelector(".rv-mega-menu--flat"));
});

test("mega-menu: focus alone leaves it closed; ArrowDown or Enter opens it; Escape closes it, focus kept", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  const link = await screen.findByRole("link", { name: "Fashion" });
  act(() => link.focus());
  await screen.findByRole("link", { name: "Electronics" });
  assert.is(screen.queryByRole("link", { name: "All Fashion" }), null, "focus does not open the panel");
  fireEvent.keyDown(link, { key: "ArrowDown" });
  await screen.findByRole("link", { name: "All Fashion" });
  fireEvent.keyDown(link, { key: "Escape" });
  assert.is(screen.queryByRole("link", { name: "All Fashion" }), null);
  fireEvent.keyDown(link, { key: "Enter" });
  await screen.findByRole("link", { name: "All Fashion" });
  fireEvent.keyDown(link, { key: "Escape" });
  assert.is(screen.queryByRole("link", { name: "All Fashion" }), null);
  assert.is(document.activeElement, link);
});

test("regression: with focus on one category, a panel opened by hover on another keeps its links usable", async () => {
  serveCategories();
  renderWithStore(<CategoryBanner onEmpty={() => {}} />);
  const fashion = await screen.findByRole("link", { name: "Fashion" });
  act(() => fashion.focus());
  fireEvent.keyDown(fashion, { key: "ArrowDown" });
  await screen.findByRole("link", { name: "All Fashion" });
  fireEvent.pointerEnter(screen.getByRole("link", { name: "Electronics" }).closest("li") as HTMLElement);
  const all = await screen.findByRole("link", { name: "All Electronics" });
  fireEvent.focusOut(fashion, { relatedTarget: all }); // what a click on it does first
  assert.ok(
    screen.queryByRole("link", { name: "All Electronics" }),
    "focus moving within the banner keeps it open",
  );
});

const RATES = { USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.9, JPY: 151 };

/** A store whose me.json has answered with the rates. */
function loadedStore() {
  const store = createStore();
  store.set(exchangeRatesAtom, RATES);
  store.set(reviewerLoadedAtom, true);
  return store;
}

test("currency: Store currency, the top ones, a separator, the rest; flags from the image host", async () => {
  fetchStub = stubFetch(() => ({ status: 204 }));
  renderWithStore(<CurrencySelect />, { store: loadedStore() });
  fireEvent.click(await screen.findByRole("button", { name: /Show prices in/ }));
  const options = screen.getAllByRole("option");
  assert.equal(
    options.map((o) => o.textContent?.slice(0, 3)),
    ["Sto", "EUR", "GBP", "USD", "CHF", "JPY"],
  );
  assert.ok(options[4]?.classList.contains("rv-dropdown__option--separated"));
  assert.is(options[1]?.querySelector("img")?.getAttribute("src"), "/image-host/flags/eur.png");
  assert.is(options[0]?.querySelector("img"), null, "no flag for Store currency");
});

test("currency: a guest's choice is stored, not sent; the info tip shows for a chosen currency", async () => {
  fetchStub = stubFetch(() => ({ status: 204 }));
  const { store } = renderWithStore(<CurrencySelect />, { store: loadedStore() });
  assert.is(screen.queryByRole("button", { name: "About prices in this currency" }), null);
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  await act(async () => fireEvent.click(screen.getByRole("option", { name: /EUR/ })));
  assert.is(store.get(currencyAtom), "EUR");
  assert.is(JSON.parse(localStorage.getItem(STORED.currency) ?? "{}").value, "EUR");
  assert.is(fetchStub.calls.length, 0);
  const tip = screen.getByRole("button", { name: "About prices in this currency" });
  assert.is(document.getElementById(tip.getAttribute("aria-describedby") ?? "")?.textContent, CURRENCY_TIP);
});

test("currency: a reviewer's choice is saved with PUT reviewers/0 and the CSRF token", async () => {
  fetchStub = stubFetch(() => ({ status: 204 }));
  const { store } = renderWithStore(<CurrencySelect />, { store: loadedStore(), signedIn: true });
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  await act(async () => fireEvent.click(screen.getByRole("option", { name: /GBP/ })));
  await waitFor(() => assert.is(fetchStub?.calls.length, 1));
  const [call] = fetchStub.calls;
  assert.is(call?.method, "PUT");
  assert.match(call?.url ?? "", /\/reviews\/profile\/reviewers\/0$/);
  assert.equal(call?.body, { reviewer: { rs_currency: "GBP" } });
  assert.is(call?.headers["x-csrf-token"], "test-token");
  assert.is(store.get(profileSaveErrorAtom), null);
});

test("currency: a failed save keeps the choice here and says it was not saved to the profile", async () => {
  fetchStub = stubFetch(() => ({ status: 500, body: { error: "down" } }));
  const { store } = renderWithStore(<CurrencySelect />, { store: loadedStore(), signedIn: true });
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  await act(async () => fireEvent.click(screen.getByRole("option", { name: /EUR/ })));
  await waitFor(() => assert.is(store.get(profileSaveErrorAtom), "currency"));
  assert.is(store.get(currencyAtom), "EUR");
});

test("currency: a broken flag is hidden", async () => {
  renderWithStore(<CurrencySelect />, { store: loadedStore() });
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  const option = screen.getByRole("option", { name: /GBP/ });
  fireEvent.error(option.querySelector("img") as HTMLImageElement);
  fireEvent.error(option.querySelector("img") as HTMLImageElement);
  assert.is(screen.getByRole("option", { name: /GBP/ }).querySelector("img"), null);
});

test("avatar menu: arrows move between its items, Escape closes it and returns focus", async () => {
  serveCategories();
  const store = createStore();
  store.set(reviewerAtom, {
    encoded_id: "u1",
    slug: "jamie",
    name: "Jamie",
    avatar_image_url: null,
    avatar_hash: "u1",
    verified_buyer: false,
    role: "reviewer",
  });
  renderWithStore(<Navbar />, { store, signedIn: true, path: "/reviews/people" });
  const button = await screen.findByRole("button", { name: "Account menu" });
  assert.is(button.getAttribute("aria-haspopup"), "menu");
  fireEvent.keyDown(button, { key: "ArrowDown" });
  const menu = await screen.findByRole("menu");
  const items = screen.getAllByRole("menuitem");
  assert.equal(
    items.map((i) => i.textContent),
    ["My Profile", "Following", "Feed", "Sign out"],
  );
  await waitFor(() => assert.is(document.activeElement, items[0]));
  fireEvent.keyDown(menu, { key: "ArrowUp" });
  assert.is(document.activeElement, items[3], "wraps to the last");
  fireEvent.keyDown(menu, { key: "ArrowDown" });
  assert.is(document.activeElement, items[0]);
  fireEvent.keyDown(menu, { key: "End" });
  assert.is(document.activeElement, items[3]);
  fireEvent.keyDown(menu, { key: "Escape" });
  assert.is(screen.queryByRole("menu"), null);
  assert.is(document.activeElement, button);
  assert.is(button.getAttribute("aria-expanded"), "false");
});

test("a choice the profile did not take: the header says which, in words, until OK", async () => {
  serveCategories();
  const store = createStore();
  store.set(profileSaveErrorAtom, "country");
  renderWithStore(<Navbar />, { store, signedIn: true, path: "/reviews/people" });
  const dialog = await screen.findByRole("alertdialog");
  assert.match(
    dialog.textContent ?? "",
    "Your country could not be saved to your profile. It is kept on this device for now.",
  );
  fireEvent.click(screen.getByRole("button", { name: "OK" }));
  await waitFor(() => assert.is(screen.queryByRole("alertdialog"), null));
  assert.is(store.get(profileSaveErrorAtom), null);
});

test.run();
