// 'Questions from shoppers' on the write-review page under happy-dom: the open questions about
// products the reviewer bought, as the host orders them (newest first), each with an answer box;
// an answer takes its question off the list with a confirmation in a status; more than 10 page.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import type { QuestionAboutProduct } from "../../src/api/contract/questions";
import { nextPage } from "../../src/features/write-review/use-questions-to-answer";
import WriteReviewScreen from "../../src/features/write-review/WriteReviewScreen";
import { questionOf } from "../support/components/question-fixture";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("write a review: questions from shoppers");
test.after.each(resetDom);

const LAMP = { title: "Desk lamp", internal_path: "/reviews/stores/s/products/desk-lamp" };
const META = { title: "Write a review", description: "", robots: "noindex", canonical: "" };

const open = (n: number): QuestionAboutProduct => ({
  ...questionOf(n, {
    cannot_answer: null,
    created_at: `2026-01-${String(30 - n).padStart(2, "0")}T00:00:00Z`,
  }),
  product: LAMP,
});

/**
 * The host: no orders, and the open questions `numbers()` gives (it changes as they are answered),
 * 10 a page; an answer posted takes its question off.
 */
function host(all: number[]) {
  let openOnes = [...all];
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://host");
    if (init.method?.toUpperCase() === "POST") {
      const id = pathname.split("/")[3] as string;
      openOnes = openOnes.filter((n) => `q${n}` !== id);
      return { status: 201, body: { question: { ...open(Number(id.slice(1))), cannot_answer: "answered" } } };
    }
    if (pathname === "/reviews/profile/questions/to_answer") {
      const page = Number(searchParams.get("page") ?? 1);
      return {
        body: {
          questions: openOnes.slice((page - 1) * 10, page * 10).map(open),
          total_count: openOnes.length,
          total_pages: Math.ceil(openOnes.length / 10),
          current_page: page,
        },
      };
    }
    return { body: { line_items: [], meta_data: META } };
  });
}

async function section() {
  configureClient({ csrfToken: "test-token" });
  await act(async () => {
    renderWithStore(<WriteReviewScreen />, { signedIn: true, path: "/reviews/write-review" });
  });
  return screen.findByRole("region", { name: "Questions from shoppers" });
}

const shownQuestions = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("article")
    .map((article) => within(article).getByRole("heading").textContent);

async function answer(region: HTMLElement, body: string, text: string) {
  const question = within(region).getByRole("article", { name: body });
  fireEvent.click(within(question).getByRole("button", { name: "Answer" }));
  const field = await within(question).findByRole("textbox", { name: "Your answer" });
  fireEvent.change(field, { target: { value: text } });
  await act(async () => {
    fireEvent.click(within(question).getByRole("button", { name: "Send answer" }));
  });
}

test("the open questions as the host orders them, each naming its product; an answer takes one off with a confirmation", async () => {
  const fetches = host([1, 2, 3]);
  const region = await section();
  await waitFor(() => assert.equal(shownQuestions(region), ["Question 1?", "Question 2?", "Question 3?"]));
  const first = within(region).getByRole("article", { name: "Question 1?" });
  assert.is(within(first).getByRole("link", { name: "Desk lamp" }).getAttribute("href"), LAMP.internal_path);
  assert.is(within(region).queryByRole("button", { name: "More questions" }), null);

  await answer(region, "Question 2?", "Yes, it dims in three steps.");
  const status = within(region).getByRole("status");
  await waitFor(() => assert.match(status.textContent ?? "", "Thank you: your answer is posted."));
  within(status).getByRole("link", { name: "See it on Desk lamp" });
  assert.equal(shownQuestions(region), ["Question 1?", "Question 3?"]);
  const post = fetches.calls.find((call) => call.method === "POST");
  assert.is(post?.url, "/reviews/questions/q2/answers");
  assert.equal(post?.body, { answer: { body: "Yes, it dims in three steps." } });
  assert.is(post?.headers["x-csrf-token"], "test-token");
});

test("none open: says so, without a 'More questions'", async () => {
  host([]);
  const region = await section();
  await within(region).findByText(/No questions are waiting for you/);
  assert.is(within(region).queryByRole("button", { name: "More questions" }), null);
});

test("more than 10: 'More questions' adds the rest; after an answer none is skipped nor shown twice", async () => {
  const numbers = Array.from({ length: 12 }, (_, i) => i + 1);
  host(numbers);
  let region = await section();
  await waitFor(() => assert.is(shownQuestions(region).length, 10));
  fireEvent.click(within(region).getByRole("button", { name: "More questions" }));
  await waitFor(() =>
    assert.equal(
      shownQuestions(region),
      numbers.map((n) => `Question ${n}?`),
    ),
  );
  assert.is(within(region).queryByRole("button", { name: "More questions" }), null);
  resetDom();

  // Two answered on the first page move the host's 11th and 12th onto it.
  host(numbers);
  region = await section();
  await waitFor(() => assert.is(shownQuestions(region).length, 10));
  await answer(region, "Question 3?", "It does, yes.");
  await answer(region, "Question 5?", "About two metres.");
  await waitFor(() => assert.is(shownQuestions(region).length, 8));
  fireEvent.click(within(region).getByRole("button", { name: "More questions" }));
  const left = numbers.filter((n) => n !== 3 && n !== 5).map((n) => `Question ${n}?`);
  await waitFor(() => assert.equal(shownQuestions(region), left));
});

test("the next page to ask for follows the open questions shown", () => {
  assert.is(nextPage(10, 1, true), 2);
  assert.is(nextPage(9, 1, true), 1, "one answered: the 11th moved onto page 1");
  assert.is(nextPage(19, 2, true), 2);
  assert.is(nextPage(9, 1, false), 2, "page 1 again brought nothing new: the next one");
});

test("a malformed answer for the questions leaves the orders on screen and offers to try again", async () => {
  stubFetch((url) =>
    url.startsWith("/reviews/profile/questions/to_answer")
      ? { body: { questions: "nope" } }
      : { body: { line_items: [], meta_data: META } },
  );
  const region = await section();
  await within(region).findByText("The questions from shoppers didn’t load.");
  within(region).getByRole("button", { name: "Try again" });
  screen.getByRole("heading", { name: "Waiting for a review" });
});

test.run();
