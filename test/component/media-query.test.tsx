// A media query read by a component that renders often (the header renders on every navigation):
// one query list and one listener for its life, and the answer still follows the query's changes.
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { useMediaQuery } from "../../src/ui/use-media-query";

const test = suite("media query");

test("renders again without asking the browser again, and follows a change of the query's answer", () => {
  const real = window.matchMedia;
  let asked = 0;
  let listening = 0;
  let matches = false;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => {
    asked++;
    return {
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => {
        listening++;
        listeners.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  let rerender = () => {};
  function Wide() {
    const [, setCount] = useState(0);
    rerender = () => setCount((count) => count + 1);
    return <p>{useMediaQuery("(min-width: 992px)") ? "wide" : "narrow"}</p>;
  }
  try {
    render(<Wide />);
    assert.ok(screen.getByText("narrow"));
    for (let each = 0; each < 5; each++) act(() => rerender());
    assert.is(asked, 1, "one query list");
    assert.is(listening, 1, "one listener");
    matches = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    assert.ok(screen.getByText("wide"), "the answer follows the change");
  } finally {
    cleanup();
    window.matchMedia = real;
  }
});

test.run();
