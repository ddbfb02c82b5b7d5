// The search bar as a WAI-ARIA combobox (instant_search), under happy-dom: debounced,
// cached, one request for quick typing, the typed text first, keys that cycle and wrap,
// failures that give no suggestions, Enter that searches from page 1.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { KeyboardEvent } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createStore, Provider } from "../../src/state/jotai";
import type { ComboboxState } from "../../src/widgets/search-bar/combobox-state";
import { SearchBar } from "../../src/widgets/search-bar/SearchBar";
import { SearchSuggestions } from "../../src/widgets/search-bar/SearchSuggestions";
import { withRequestCache } from "../support/components/render";

const test = suite("SearchBar");
const realFetch = globalThis.fetch;
let calls: string[] = [];

function answerWith(suggestions: unknown, status = 200) {
  calls = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ suggestions }), {
      status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
}

function renderBar(path = "/reviews/feed") {
  const location = memoryLocation({ path, record: true });
  render(
    <Provider store={withRequestCache(createStore())}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SearchBar />
      </Router>
    </Provider>,
  );
  return { location, input: screen.getByRole("combobox", { name: "Search for product" }) };
}

async function type(input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) {
    await act(async () => {
      fireEvent.change(input, { target: { value: text.slice(0, i) } });
    });
  }
}

test.after.each(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

test("quick typing sends one request; the typed text is the first option, a duplicate dropped", async () => {
  answerWith([{ text: "kettle" }, { text: "Glass Kettle" }, { id: 7, text: "Kettles" }]);
  const { input } = renderBar();
  await act(async () => fireEvent.focus(input));
  await type(input, "kettle");
  await waitFor(() => assert.is(screen.getAllByRole("option").length, 3));
  assert.is(calls.length, 1);
  assert.match(calls[0] ?? "", "/reviews/instant_search?q=kettle");
  const options = screen.getAllByRole("option");
  assert.equal(
    options.map((o) => o.textContent),
    ["kettle", "Glass Kettle", "kettle in Kettles"],
  );
  assert.is(input.getAttribute("aria-expanded"), "true");
  assert.is(screen.getByRole("status").textContent, "3 suggestions");
  assert.is(document.documentElement.style.overflow, "hidden", "page scroll is locked while options show");
});

test("arrow keys cycle and wrap; Escape closes the options", async () => {
  answerWith([{ text: "Glass Kettle" }]);
  const { input } = renderBar();
  await act(async () => fireEvent.focus(input));
  await type(input, "kett");
  await waitFor(() => assert.is(screen.getAllByRole("option").length, 2));
  const ids = screen.getAllByRole("option").map((o) => o.id);
  const press = (key: string) => act(async () => fireEvent.keyDown(input, { key }));
  await press("ArrowDown");
  assert.is(input.getAttribute("aria-activedescendant"), ids[0]);
  await press("ArrowDown");
  assert.is(input.getAttribute("aria-activedescendant"), ids[1]);
  await press("ArrowDown");
  assert.is(input.getAttribute("aria-activedescendant"), ids[0]);
  await press("ArrowUp");
  assert.is(input.getAttribute("aria-activedescendant"), ids[1]);
  await press("Escape");
  assert.is(input.getAttribute("aria-expanded"), "false");
  assert.is(document.documentElement.style.overflow, "");
});

test("a key pressed as suggestions arrive moves among the options on screen: from the last, ArrowDown wraps to the first (regression)", async () => {
  // A press is handled by the handler of the render before the suggestions arrived (the race):
  // it must move from the option shown active among the options shown, not the ones it was made with.
  calls = [];
  const answers: Record<string, { text: string }[]> = {
    kettl: ["kettle", "kettle lamp", "kettle set", "kettle descaler"].map((text) => ({ text })),
    kettle: ["kettle lamp", "kettle set"].map((text) => ({ text })),
  };
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const q = new URL(String(input), "http://host").searchParams.get("q") ?? "";
    calls.push(q);
    return new Response(JSON.stringify({ suggestions: answers[q] ?? [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const keys: { current: ((event: KeyboardEvent) => void) | null } = { current: null };
  let state: ComboboxState = { expanded: false };
  const context = { pathname: "/reviews", search: "", scope: null, fromCategory: false };
  const suggestions = (text: string) => (
    <Provider store={withRequestCache(createStore())}>
      <SearchSuggestions
        text={text}
        context={context}
        open
        listId="list"
        keys={keys}
        onState={(next) => {
          state = next;
        }}
        onChoose={() => {}}
        onClose={() => {}}
      />
    </Provider>
  );
  const view = render(suggestions("kettl"));
  await waitFor(() => assert.is(screen.getAllByRole("option").length, 5));
  const earlier = keys.current; // made with the five options of 'kettl'
  view.rerender(suggestions("kettle"));
  await waitFor(() => assert.is(screen.getAllByRole("option").length, 3));
  const ids = screen.getAllByRole("option").map((o) => o.id);
  const press = (handler: typeof keys.current, key: string) =>
    act(async () => handler?.({ key, preventDefault: () => {} } as KeyboardEvent));
  await press(keys.current, "ArrowUp");
  assert.is(state.activeId, ids[2], "ArrowUp from none: the last option");
  await press(earlier, "ArrowDown");
  assert.is(state.activeId, ids[0], "ArrowDown from the last option: the first");
  await press(earlier, "ArrowUp");
  assert.is(state.activeId, ids[2], "ArrowUp from the first: the last again");
});

test("a failed instant search gives no suggestions, only the typed text", async () => {
  answerWith({ error: "down" }, 500);
  const { input } = renderBar();
  await act(async () => fireEvent.focus(input));
  await type(input, "lamp");
  await waitFor(() => assert.is(calls.length, 1));
  await waitFor(() =>
    assert.equal(
      screen.getAllByRole("option").map((o) => o.textContent),
      ["lamp"],
    ),
  );
});

test("Enter searches from page 1 and closes the options; an empty text goes nowhere", async () => {
  answerWith([]);
  const { input, location } = renderBar();
  await act(async () => fireEvent.focus(input));
  await act(async () => fireEvent.submit(input));
  assert.equal(location.history, ["/reviews/feed"]);
  await type(input, "desk lamp");
  await act(async () => fireEvent.submit(input));
  await waitFor(() => assert.is(location.history?.at(-1), "/reviews/search?q=desk+lamp&page=1"));
  assert.is(input.getAttribute("aria-expanded"), "false");
});

test("focused with nothing typed, it offers 'Browse by category'", async () => {
  answerWith([]);
  const { input } = renderBar();
  await act(async () => fireEvent.focus(input));
  const link = await screen.findByRole("link", { name: "Browse by category" });
  assert.is(link.getAttribute("href"), "/reviews/categories");
  assert.is(calls.length, 0);
});

test("a text the host suggests nothing for offers 'Browse by category' once the host has answered", async () => {
  calls = [];
  let answer: (response: Response) => void = () => {};
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  }) as typeof fetch;
  const { input } = renderBar();
  await act(async () => fireEvent.focus(input));
  await screen.findByRole("link", { name: "Browse by category" });
  await type(input, "zzqxv");
  await waitFor(() => assert.is(calls.length, 1));
  assert.is(
    screen.queryByRole("link", { name: "Browse by category" }),
    null,
    "not while the answer is awaited",
  );
  await act(async () =>
    answer(
      new Response(JSON.stringify({ suggestions: [] }), { headers: { "content-type": "application/json" } }),
    ),
  );
  await screen.findByRole("link", { name: "Browse by category" });
  assert.equal(
    screen.getAllByRole("option").map((o) => o.textContent),
    ["zzqxv"],
  );
});

test("on the search page the text and 'This store only' are read as the search page reads them: the store only with its platform (regression)", () => {
  const limited = "/reviews/search?q=mug&shop_domain=a.example&search_in_shop=true&platform=shopify";
  let { input } = renderBar(limited);
  assert.is((input as HTMLInputElement).value, "mug");
  screen.getByRole("button", { name: "This store only: remove" });
  cleanup();
  // Without its platform the search page searches every store: no pill for a limit it ignores.
  ({ input } = renderBar("/reviews/search?q=mug&shop_domain=a.example&search_in_shop=true"));
  assert.is((input as HTMLInputElement).value, "mug");
  assert.is(screen.queryByRole("button", { name: "This store only: remove" }), null);
});

test.run();
