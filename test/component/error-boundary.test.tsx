import { fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ErrorBoundary } from "../../src/ui/ErrorBoundary";
import { ScreenError } from "../../src/ui/ScreenError";
import { renderApp, resetDom } from "../support/components/render";

const test = suite("error boundary");
test.after.each(resetDom);

let crash = true;
function Fragile() {
  if (crash) throw new Error("boom");
  return <p>Recovered</p>;
}

test("a crashed screen shows a message and a way back; trying again re-renders it", async () => {
  const log = console.error;
  console.error = () => {};
  try {
    renderApp(
      <ErrorBoundary fallback={(reset) => <ScreenError onRetry={reset} />}>
        <Fragile />
      </ErrorBoundary>,
    );
    assert.ok(screen.getByRole("heading", { name: "This page could not be shown" }));
    assert.is(screen.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/reviews");
    crash = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    assert.ok(await screen.findByText("Recovered"));
  } finally {
    console.error = log;
  }
});

test.run();
