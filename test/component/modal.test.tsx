import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Modal } from "../../src/ui/Modal";
import { renderApp, resetDom } from "../support/render";

const test = suite("modal");
test.after.each(resetDom);

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Terms">
        <p>Read carefully.</p>
      </Modal>
    </>
  );
}

test("opens titled, locks page scroll, Escape closes and focus returns", () => {
  renderApp(<Example />);
  const opener = screen.getByRole("button", { name: "Open terms" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Terms" });
  assert.ok(dialog);
  assert.ok(document.body.classList.contains("scroll-locked"));
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.not.ok(document.body.classList.contains("scroll-locked"));
  assert.is(document.activeElement, opener);
});

test("the close button and a click on the backdrop close it", () => {
  renderApp(<Example />);
  fireEvent.click(screen.getByRole("button", { name: "Open terms" }));
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  assert.is(screen.queryByRole("dialog"), null);
  fireEvent.click(screen.getByRole("button", { name: "Open terms" }));
  fireEvent.click(screen.getByRole("dialog"));
  assert.is(screen.queryByRole("dialog"), null);
});

test.run();
