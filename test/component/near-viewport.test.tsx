// What is below the fold loads when the reader nears it, or at once when the address names it: a
// link to #questions (the way back from signing in to ask) loads the questions wherever they are.
import { render, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { useNearViewport } from "../../src/ui/use-near-viewport";
import { resetDom } from "../support/components/render";

const test = suite("near the viewport");

function Section({ id }: { id: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section id={id} ref={ref}>
      {near ? "loaded" : "waiting"}
    </section>
  );
}

test.after.each(() => {
  history.replaceState(null, "", "/");
  resetDom();
});

test("a section far below waits while the reader is elsewhere", () => {
  // happy-dom's IntersectionObserver never reports: the section never comes near.
  assert.ok(typeof IntersectionObserver === "function");
  render(<Section id="questions" />);
  assert.ok(screen.getByText("waiting"));
});

test("the section the address names loads at once, wherever it is", async () => {
  history.replaceState(null, "", "/reviews/stores/a/products/b#questions");
  render(
    <>
      <Section id="reviews" />
      <Section id="questions" />
    </>,
  );
  await screen.findByText("loaded");
  assert.is(document.getElementById("questions")?.textContent, "loaded");
  assert.is(document.getElementById("reviews")?.textContent, "waiting");
});

test.run();
