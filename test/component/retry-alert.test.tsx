import { fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { RetryAlert } from "../../src/ui/RetryAlert";
import { renderApp, resetDom } from "../support/render";

const test = suite("retry alert");
test.after.each(resetDom);

test("a list that did not load is announced with its text, and Try again asks once more", () => {
  let retries = 0;
  renderApp(
    <ul>
      <RetryAlert
        as="li"
        className="rv-feed__message"
        text="The feed didn’t load."
        onRetry={() => retries++}
      />
    </ul>,
  );
  const alert = screen.getByRole("alert");
  assert.is(alert.tagName, "LI");
  assert.match(alert.textContent ?? "", "The feed didn’t load.");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  assert.is(retries, 1);
});

test.run();
