// A search box that follows the address (ui/use-followed-text.ts) keeps what the reader types in
// the moment after it appears, rendered as a browser renders it (outside act()): a render longer
// than React's 5 ms slice, as on a busy machine, leaves its effects to a later task, and an effect
// that copied the address into the box then put it back over the typed text (a component test of
// the questions' search failed so in a loaded run). It still follows the address when that changes.
import { waitFor } from "@testing-library/react";
import { useEffect, useLayoutEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SearchWithin } from "../../src/ui/SearchWithin";

const test = suite("search within a list");

/** Holds its render past React's 5 ms slice, so the commit's effects run in a later task. */
function SlowRender() {
  const until = performance.now() + 8;
  while (performance.now() < until) {
    // a render as long as a busy machine's
  }
  return null;
}

/**
 * Calls `onSettled` once the effects of the first commit have run and what they set has been
 * rendered: its own effect sets state in the same pass as the box's, and both render together.
 */
function Settled({ onSettled }: { onSettled: () => void }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useLayoutEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
}

/** Renders as the bundle does in a browser, outside act(), and unmounts afterwards. */
async function outsideAct(
  run: (container: HTMLElement, root: ReturnType<typeof createRoot>) => Promise<void>,
) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  try {
    await run(container, root);
  } finally {
    root.unmount();
    container.remove();
    env.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/** The box, as soon as it is in the page (before the commit's effects have run). */
function whenBoxAppears(container: HTMLElement): Promise<HTMLInputElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const box = container.querySelector("input");
      if (!box) return;
      observer.disconnect();
      resolve(box);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

/** Types `text` into the box as a browser does: the value set, then an input event. */
function type(box: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, text);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

const box = (value: string, settled: () => void = () => {}) => (
  <>
    <SearchWithin label="Search questions" value={value} maxLength={100} className="x" onSearch={() => {}} />
    <SlowRender />
    <Settled onSettled={settled} />
  </>
);

test("a text typed as soon as the box appears is kept once its first render's effects have run", async () => {
  await outsideAct(async (container, root) => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const appeared = whenBoxAppears(container);
    root.render(box("handle", settle));
    const input = await appeared;
    assert.is(input.value, "handle", "the address's search, at first");
    type(input, "lid");
    await settled;
    assert.is(input.value, "lid", "the typed text");
  });
});

test("the box follows the address when it changes, and the reader's text until it does", async () => {
  await outsideAct(async (container, root) => {
    const appeared = whenBoxAppears(container);
    root.render(box("handle"));
    const input = await appeared;
    type(input, "lid");
    await waitFor(() => assert.is(input.value, "lid"));
    root.render(box("kettle"));
    await waitFor(() => assert.is(input.value, "kettle", "Back, or a removed chip"));
    type(input, "kettle lid");
    root.render(box("kettle"));
    await waitFor(() => assert.is(input.value, "kettle lid"));
  });
});

test.run();
