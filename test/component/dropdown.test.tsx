import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { currencyLabel } from "../../src/lib/currency-options";
import { TYPEAHEAD_PAUSE_MS } from "../../src/lib/typeahead";
import { Dropdown, type DropdownOption } from "../../src/ui/Dropdown";
import { withFakeTimers } from "../support/components/fake-timers";
import { renderApp, resetDom } from "../support/components/render";

const test = suite("dropdown");
test.after.each(resetDom);

const OPTIONS: DropdownOption[] = [
  { value: "*", label: "Store currency" },
  { value: "EUR", label: "EUR" },
  { value: "GBP", label: "GBP" },
  { value: "JPY", label: "JPY", separatorBefore: true },
];

function Currency({ searchable = false, loading = false }) {
  const [value, setValue] = useState("*");
  return (
    <>
      <Dropdown
        label="Show prices in"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        searchable={searchable}
        loading={loading}
      />
      <output>{value}</output>
    </>
  );
}

test("keyboard: arrows open and move, Enter chooses, focus returns to the button", () => {
  renderApp(<Currency />);
  const button = screen.getByRole("button", { name: /Show prices in/ });
  fireEvent.keyDown(button, { key: "ArrowDown" });
  const list = screen.getByRole("listbox", { name: "Show prices in" });
  assert.is(button.getAttribute("aria-expanded"), "true");
  fireEvent.keyDown(list, { key: "ArrowDown" });
  fireEvent.keyDown(list, { key: "ArrowDown" });
  const active = list.getAttribute("aria-activedescendant");
  assert.is(document.getElementById(active ?? "")?.textContent, "GBP");
  fireEvent.keyDown(list, { key: "Enter" });
  assert.is(document.querySelector("output")?.textContent, "GBP");
  assert.is(screen.queryByRole("listbox"), null);
  assert.is(document.activeElement, button);
});

test("Escape closes without choosing; type-ahead jumps to a letter", () => {
  renderApp(<Currency />);
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  const list = screen.getByRole("listbox");
  fireEvent.keyDown(list, { key: "j" });
  assert.is(document.getElementById(list.getAttribute("aria-activedescendant") ?? "")?.textContent, "JPY");
  fireEvent.keyDown(list, { key: "Escape" });
  assert.is(screen.queryByRole("listbox"), null);
  assert.is(document.querySelector("output")?.textContent, "*");
});

test("the list's typeahead: keys within half a second form one prefix; a pause starts another", async () => {
  const options = ["*", "AUD", "EUR", "GBP", "USD", "CHF", "DKK", "SEK"].map((code) => ({
    value: code,
    label: currencyLabel(code),
  }));
  function Prices() {
    const [value, setValue] = useState("*");
    return (
      <>
        <Dropdown label="Prices in" options={options} value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }
  renderApp(<Prices />);
  const button = screen.getByRole("button", { name: /Prices in/ });
  const activeLabel = () => {
    const list = screen.getByRole("listbox");
    return document.getElementById(list.getAttribute("aria-activedescendant") ?? "")?.textContent;
  };
  await withFakeTimers((advance) => {
    fireEvent.click(button);
    for (const key of "USD") {
      fireEvent.keyDown(screen.getByRole("listbox"), { key });
      advance(TYPEAHEAD_PAUSE_MS - 100);
    }
    assert.is(activeLabel(), "USD · US Dollar");
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Enter" });
    assert.is(document.querySelector("output")?.textContent, "USD");

    // After a pause the next key starts a new prefix: 'd' alone is the Danish krone.
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "u" });
    advance(TYPEAHEAD_PAUSE_MS);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "d" });
    assert.is(activeLabel(), "DKK · Danish Krone");
    // Closing and opening again forgets what was typed.
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "s" });
    assert.is(activeLabel(), "SEK · Swedish Krona");
  });
});

test("a moving pointer makes an option active; the list moving under a resting one does not", () => {
  renderApp(<Currency />);
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  const list = screen.getByRole("listbox");
  const active = () => document.getElementById(list.getAttribute("aria-activedescendant") ?? "")?.textContent;
  fireEvent.pointerMove(screen.getByRole("option", { name: "GBP" }), { movementX: 3, movementY: 1 });
  assert.is(active(), "GBP");
  fireEvent.keyDown(list, { key: "End" });
  // What a browser sends when a scroll brings another option under the pointer.
  fireEvent.pointerMove(screen.getByRole("option", { name: "EUR" }), { movementX: 0, movementY: 0 });
  assert.is(active(), "JPY");
});

test("searching filters; 'Sorry, no matching options.' and 'Loading...'", () => {
  renderApp(<Currency searchable />);
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  const search = screen.getByRole("combobox", { name: "Search Show prices in" });
  fireEvent.change(search, { target: { value: "gb" } });
  assert.equal(
    screen.getAllByRole("option").map((o) => o.textContent),
    ["GBP"],
  );
  fireEvent.change(search, { target: { value: "zzz" } });
  assert.ok(screen.getByText("Sorry, no matching options."));
  resetDom();
  renderApp(<Currency loading />);
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  assert.ok(screen.getByText("Loading..."));
});

test.run();
