import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Modal } from "../../src/ui/Modal";
import { renderApp, resetDom } from "../support/components/render";

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
  assert.is(document.documentElement.style.overflow, "hidden");
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(document.documentElement.style.overflow, "");
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

test("the scroll lock is an inline style on the host's <html>, given back exactly as the host had it, also when the dialog's component goes away", () => {
  const html = document.documentElement;
  html.style.setProperty("overflow", "clip", "important");
  try {
    const { unmount } = renderApp(<Example />);
    fireEvent.click(screen.getByRole("button", { name: "Open terms" }));
    assert.is(html.style.overflow, "hidden");
    assert.is(document.body.className, "", "nothing on the host's body");
    unmount();
    assert.is(html.style.getPropertyValue("overflow"), "clip");
    assert.is(html.style.getPropertyPriority("overflow"), "important");
  } finally {
    html.style.removeProperty("overflow");
  }
});

test.run();
