import { fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../src/api/client";
import { RetryAlert } from "../../src/ui/RetryAlert";
import { LoadFailed } from "../../src/widgets/LoadFailed";
import { renderApp, resetDom } from "../support/components/render";

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

test("a list refused for too many requests says so and when to try again, never that it did not load", () => {
  let retries = 0;
  renderApp(
    <RetryAlert
      className="rv-questions__error"
      text="The questions didn’t load."
      error={new ApiError("http", 429, { error: "Too many requests." }, 30)}
      onRetry={() => retries++}
    />,
  );
  const alert = screen.getByRole("alert");
  assert.match(alert.textContent ?? "", "Too many requests right now. Try again in 30 seconds.");
  assert.not.match(alert.textContent ?? "", "didn’t load");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  assert.is(retries, 1);
});

test("a screen refused for too many requests says so with the host's wait; without one, 'in a moment'", () => {
  renderApp(<LoadFailed status={429} retryAfter={90} />);
  const alert = screen.getByRole("alert");
  assert.ok(screen.getByRole("heading", { name: "Too many requests right now" }));
  assert.match(alert.textContent ?? "", "Try again in 2 minutes.");
  assert.not.match(alert.textContent ?? "", "connection");
  assert.ok(screen.getByRole("button", { name: "Try again" }));
  resetDom();
  renderApp(<LoadFailed status={429} />);
  assert.match(screen.getByRole("alert").textContent ?? "", "Try again in a moment.");
});

test.run();
