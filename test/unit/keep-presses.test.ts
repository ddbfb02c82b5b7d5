// Presses kept on rendered markup before its script is live (src/early/keep-presses.ts), as the
// reviews on a shop's product page keep them on their element: a press on a control inside it is
// held (its default prevented) and taken once, in order; a field's choice once, as last made;
// links and what lies outside work as they are; nothing is kept once stopped.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { keepPresses } from "../../src/early/keep-presses";

const test = suite("keep presses");

function page() {
  document.body.innerHTML = `
    <button type="button">Outside</button>
    <div data-reviews-product="p1">
      <label>Sort by <select><option value="newest">Most recent</option><option value="lowest">Lowest rating</option><option value="highest">Highest rating</option></select></label>
      <button type="button"><span>Helpful (3)</span></button>
      <a href="/reviews/write-review">Write a review</a>
    </div>`;
  const element = document.querySelector("[data-reviews-product]") as HTMLElement;
  const stop = new AbortController();
  const take = keepPresses((target) => element.contains(target), stop.signal);
  return { element, stop, take };
}

const click = (target: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

const choose = (list: HTMLSelectElement, value: string) => {
  list.value = value;
  list.dispatchEvent(new Event("input", { bubbles: true }));
};

test("a press inside the element is held and taken once, with the field's last choice, in order", () => {
  const { element, stop, take } = page();
  const list = element.querySelector("select") as HTMLSelectElement;
  const helpful = element.querySelector("button") as HTMLButtonElement;
  choose(list, "lowest");
  assert.ok(click(helpful.querySelector("span") as Element), "the press's default prevented: done once live");
  choose(list, "highest");
  assert.equal(take(), [
    { kind: "press", target: helpful },
    { kind: "choice", target: list, value: "highest" },
  ]);
  assert.equal(take(), [], "taken once");
  stop.abort();
});

test("a link and a press outside the element work as they are", () => {
  const { element, stop, take } = page();
  assert.not.ok(click(element.querySelector("a") as Element), "the link is followed");
  assert.not.ok(click(document.querySelector("body > button") as Element), "outside: not the reviews'");
  assert.equal(take(), []);
  stop.abort();
});

test("once stopped, nothing more is kept", () => {
  const { element, stop, take } = page();
  stop.abort();
  assert.not.ok(click(element.querySelector("button") as Element));
  assert.equal(take(), []);
});

test.run();
