// Product questions load through the request hook: three a page, "More questions" adds the next
// page below the ones shown, a failed page keeps what is shown and the button asks again.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import type { ProductData, ShopData } from "../../src/api/types/shop";
import Questions from "../../src/widgets/questions/Questions";
import { renderWithStore, resetDom, stubFetch } from "../support/render";

const test = suite("product questions");

const shop = { domain: "desk.example", public_token: "tok", platform: "shopify" } as ShopData;
const productNamed = (external_id: string) => ({ external_id }) as ProductData;
const question = (n: number) => ({
  id: `q${n}`,
  body: `Question ${n}?`,
  author_name: `Asker ${n}`,
  created_at: "2026-01-02T00:00:00Z",
  answers: [],
  awaiting_answer: true,
  mine: false,
  cannot_answer: "sign_in",
});

/** Five questions on two pages; `failPage2` answers page 2 with 500 that many times first. */
function serveQuestions(failPage2 = 0) {
  let failures = failPage2;
  return stubFetch((url) => {
    const page = Number(new URL(url, "http://host").searchParams.get("page"));
    if (page === 2 && failures-- > 0) return { status: 500, body: { error: "down" } };
    const numbers = page === 1 ? [1, 2, 3] : [4, 5];
    return {
      body: { questions: numbers.map(question), current_page: page, total_pages: 2, total_count: 5 },
    };
  });
}

const shownQuestions = () => [...document.querySelectorAll(".question__body")].map((p) => p.textContent);

test.before.each(() => configureClient({ csrfToken: "test-token" }));
test.after.each(() => resetDom());

test("the first page, then 'More questions' adds the second below it", async () => {
  const fetches = serveQuestions();
  renderWithStore(<Questions product={productNamed("p-1")} shop={shop} />);
  await screen.findByRole("heading", { name: "Questions (5)" });
  assert.equal(shownQuestions(), ["Q: Question 1?", "Q: Question 2?", "Q: Question 3?"]);
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  await waitFor(() => assert.is(shownQuestions().length, 5));
  assert.equal(shownQuestions(), [
    "Q: Question 1?",
    "Q: Question 2?",
    "Q: Question 3?",
    "Q: Question 4?",
    "Q: Question 5?",
  ]);
  assert.match(fetches.calls[1]?.url ?? "", /page=2/);
  assert.not.ok(screen.queryByRole("button", { name: "More questions" }), "no page is left");
});

test("a failed page keeps the questions shown, and the button asks again", async () => {
  const fetches = serveQuestions(1);
  renderWithStore(<Questions product={productNamed("p-2")} shop={shop} />);
  await screen.findByRole("heading", { name: "Questions (5)" });
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  await screen.findByRole("alert");
  assert.equal(shownQuestions(), ["Q: Question 1?", "Q: Question 2?", "Q: Question 3?"]);
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  await waitFor(() => assert.is(shownQuestions().length, 5));
  assert.is(fetches.calls.length, 3);
  assert.not.ok(screen.queryByRole("alert"));
});

test.run();
