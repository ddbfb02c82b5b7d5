// A medal's tooltip loads on the reader's first hover, focus or press of its button (a page fetches
// nothing without interaction beyond what it shows), and arrives open with the focus kept.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ExplainedMedal } from "../../src/ui/ExplainedMedal";
import { Tooltip } from "../../src/ui/Tooltip";
import { renderWithStore } from "../support/components/render";

const test = suite("explained medal");

test.after.each(() => cleanup());

test("the tooltip is not there before the reader reaches for its button", async () => {
  renderWithStore(<ExplainedMedal kind="authenticity" score={0.96} />);
  // Even once its code could have arrived.
  await act(() => import("../../src/ui/MedalTip"));
  assert.ok(screen.getByText("Authenticity 96%"));
  assert.ok(screen.getByRole("button", { name: "About the authenticity score" }));
  assert.is(screen.queryByRole("tooltip", { hidden: true }), null);
});

test("focus on its button loads the tooltip, which arrives open and keeps the focus", async () => {
  renderWithStore(<ExplainedMedal kind="authenticity" score={0.96} />);
  const standIn = screen.getByRole("button", { name: "About the authenticity score" });
  fireEvent.focus(standIn);
  const tip = await screen.findByRole("tooltip");
  assert.match(tip.textContent ?? "", /^Authenticity 96%: /);
  assert.not.ok(tip.hidden);
  const trigger = screen.getByRole("button", { name: "About the authenticity score" });
  assert.is(trigger.getAttribute("aria-describedby"), tip.id);
  await waitFor(() => assert.is(document.activeElement, trigger));
});

test("hovering its button loads the tooltip open; leaving closes it", async () => {
  renderWithStore(<ExplainedMedal kind="transparency" score={0.5} />);
  fireEvent.pointerEnter(screen.getByRole("button", { name: "About the transparency score" }), {
    pointerType: "mouse",
  });
  const tip = await screen.findByRole("tooltip");
  assert.match(tip.textContent ?? "", /No medal/);
  fireEvent.pointerLeave(screen.getByRole("button", { name: "About the transparency score" }), {
    pointerType: "mouse",
  });
  assert.ok(screen.getByRole("tooltip", { hidden: true }).hidden);
});

test("a tooltip whose code arrives after the reader tabbed on leaves the focus where it went and arrives closed (regression)", () => {
  const next = <button type="button">Next</button>;
  const { rerender } = render(next);
  const nextButton = screen.getByRole("button", { name: "Next" });
  nextButton.focus();
  // The tooltip reached by focus arrives while the focus is on the next button.
  rerender(
    <>
      {next}
      <Tooltip label="About the transparency score" openedBy="focus">
        Transparency 56%
      </Tooltip>
    </>,
  );
  assert.is(document.activeElement, nextButton);
  assert.ok(screen.getByRole("tooltip", { hidden: true }).hidden);
});

test.run();
