// A product's questions: three a page, "More questions" adding the next page below the ones shown
// and a failed page keeping them; each question's answers with the store's marked as such and the
// buyers' as verified; why a viewer cannot answer; the invitation when there is none; the search
// and 'Unanswered only' read from the address and sent to the host.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import Questions from "../../src/widgets/questions/Questions";
import {
  answerOf,
  QA_SHOP,
  qaProduct,
  questionOf,
  questionsPage,
} from "../support/components/question-fixture";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("product questions");

/** Five questions on two pages; `failPage2` answers page 2 with 500 that many times first. */
function serveQuestions(failPage2 = 0) {
  let failures = failPage2;
  return stubFetch((url) => {
    const page = Number(new URL(url, "http://host").searchParams.get("page"));
    if (page === 2 && failures-- > 0) return { status: 500, body: { error: "down" } };
    const numbers = page === 1 ? [1, 2, 3] : [4, 5];
    return {
      body: questionsPage(
        numbers.map((n) => questionOf(n)),
        page,
        2,
        5,
      ),
    };
  });
}

const shownQuestions = () => [...document.querySelectorAll(".rv-question__body")].map((p) => p.textContent);

test.before.each(() => configureClient({ csrfToken: "test-token" }));
test.after.each(() => resetDom());

test("the first page, then 'More questions' adds the second below it", async () => {
  const fetches = serveQuestions();
  renderWithStore(<Questions product={qaProduct("p-1")} shop={QA_SHOP} />);
  await screen.findByRole("heading", { name: "Questions (5)" });
  assert.equal(shownQuestions(), ["Question 1?", "Question 2?", "Question 3?"]);
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  await waitFor(() => assert.is(shownQuestions().length, 5));
  assert.equal(shownQuestions(), ["Question 1?", "Question 2?", "Question 3?", "Question 4?", "Question 5?"]);
  assert.match(fetches.calls[1]?.url ?? "", /page=2/);
  assert.not.ok(screen.queryByRole("button", { name: "More questions" }), "no page is left");
});

test("a failed page keeps the questions shown, and 'Try again' asks again", async () => {
  const fetches = serveQuestions(1);
  renderWithStore(<Questions product={qaProduct("p-2")} shop={QA_SHOP} />);
  await screen.findByRole("heading", { name: "Questions (5)" });
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  const alert = await screen.findByRole("alert");
  assert.equal(shownQuestions(), ["Question 1?", "Question 2?", "Question 3?"]);
  fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
  await waitFor(() => assert.is(shownQuestions().length, 5));
  assert.is(fetches.calls.length, 3);
  assert.not.ok(screen.queryByRole("alert"));
});

test("a page that moved since the first (a question asked meanwhile) shows none of its questions twice", async () => {
  stubFetch((url) => {
    const page = Number(new URL(url, "http://host").searchParams.get("page"));
    const numbers = page === 1 ? [1, 2, 3] : [3, 4, 5];
    return {
      body: questionsPage(
        numbers.map((n) => questionOf(n)),
        page,
        2,
        6,
      ),
    };
  });
  renderWithStore(<Questions product={qaProduct("p-7")} shop={QA_SHOP} />);
  await screen.findByRole("heading", { name: "Questions (6)" });
  fireEvent.click(screen.getByRole("button", { name: "More questions" }));
  await waitFor(() => assert.is(shownQuestions().length, 5));
  assert.equal(shownQuestions(), ["Question 1?", "Question 2?", "Question 3?", "Question 4?", "Question 5?"]);
});

test("answers: the store's marked as the store's, buyers' as verified, two shown until asked for all; text stays text", async () => {
  const answers = [
    answerOf("a1", {
      author_kind: "store",
      author_name: "Desk Co",
      author_path: null,
      body: "<b>Yes</b>, it does.",
    }),
    answerOf("a2", { helpful_count: 7 }),
    answerOf("a3", { helpful_count: 1 }),
  ];
  stubFetch(() => ({ body: questionsPage([questionOf(1, { answers, awaiting_answer: false })]) }));
  renderWithStore(<Questions product={qaProduct("p-3")} shop={QA_SHOP} />);
  const list = await screen.findByRole("list", { name: "Answers (3)" });
  const items = within(list).getAllByRole("listitem");
  assert.is(items.length, 2);
  assert.ok(within(items[0] as HTMLElement).getByText("Store’s answer"));
  assert.ok(within(items[0] as HTMLElement).getByText("<b>Yes</b>, it does."), "markup shown literally");
  assert.not.ok(within(items[0] as HTMLElement).queryByText("Verified buyer"));
  assert.ok(within(items[1] as HTMLElement).getByText("Verified buyer"));
  // A guest's vote is a link to sign in.
  assert.ok(within(items[1] as HTMLElement).getByRole("link", { name: "Helpful (7)" }));
  assert.ok(within(items[1] as HTMLElement).getByRole("link", { name: "Buyer a2" }));
  assert.not.ok(screen.queryByText("Awaiting an answer"));
  fireEvent.click(screen.getByRole("button", { name: "Show 1 more answer" }));
  await waitFor(() => assert.is(within(list).getAllByRole("listitem").length, 3));
});

test("why a viewer cannot answer, or the Answer button for one who may; no Report or Helpful on one's own", async () => {
  const own = answerOf("mine", { mine: true });
  const questions = [
    questionOf(1, { cannot_answer: "not_a_buyer" }),
    questionOf(2, { cannot_answer: "own_question", mine: true }),
    questionOf(3, { cannot_answer: "answered", answers: [own], awaiting_answer: false }),
    questionOf(4, { cannot_answer: null }),
    questionOf(5, { cannot_answer: "sign_in" }),
  ];
  stubFetch(() => ({ body: questionsPage(questions) }));
  renderWithStore(<Questions product={qaProduct("p-4")} shop={QA_SHOP} />, { signedIn: true });
  const article = async (n: number) => within(await screen.findByRole("article", { name: `Question ${n}?` }));
  assert.ok((await article(1)).getByText("Only people who bought this product can answer."));
  assert.ok((await article(1)).getByRole("button", { name: "Report this question" }));
  assert.ok((await article(2)).getByText("You asked this question."));
  assert.not.ok((await article(2)).queryByRole("button", { name: "Report this question" }), "not one's own");
  assert.ok((await article(3)).getByText("You have answered this question."));
  assert.not.ok((await article(3)).queryByRole("button", { name: /^Helpful/ }), "not on one's own answer");
  assert.not.ok((await article(3)).queryByRole("button", { name: "Report this answer" }));
  assert.ok((await article(4)).getByRole("button", { name: "Answer" }));
  const signIn = (await article(5)).getByRole("link", { name: "Sign in to answer" });
  assert.match(signIn.getAttribute("href") ?? "", /^\/login\?return_to=.*%23questions$/);
});

test("no question yet: the section shows, inviting to ask; without filters, no controls", async () => {
  stubFetch(() => ({ body: questionsPage([], 1, 0, 0) }));
  renderWithStore(<Questions product={qaProduct("p-5")} shop={QA_SHOP} />);
  await screen.findByRole("heading", { name: "Questions (0)" });
  assert.ok(screen.getByText(/^No questions yet\. Ask the first one/));
  assert.ok(screen.getByRole("button", { name: "Ask a question" }));
  assert.not.ok(screen.queryByRole("searchbox", { name: "Search questions" }));
});

test("the address's search and 'Unanswered only' are asked of the host; changing them writes the address", async () => {
  const fetches = stubFetch(() => ({ body: questionsPage([questionOf(1)]) }));
  const { location } = renderWithStore(<Questions product={qaProduct("p-6")} shop={QA_SHOP} />, {
    path: "/reviews/stores/s/products/p?page=2&question_search=battery%20life",
  });
  const box = await screen.findByRole("searchbox", { name: "Search questions" });
  assert.is((box as HTMLInputElement).value, "battery life");
  const asked = new URL(fetches.calls[0]?.url ?? "", "http://host").searchParams;
  assert.is(asked.get("search"), "battery life");
  assert.is(asked.get("unanswered_only"), null);
  assert.ok(screen.getByRole("heading", { name: "Questions" }), "no total while narrowed");
  fireEvent.click(screen.getByRole("checkbox", { name: "Unanswered only" }));
  await waitFor(() =>
    assert.is(
      location.history?.at(-1),
      "/reviews/stores/s/products/p?page=2&question_search=battery+life&unanswered_only=true#questions",
    ),
  );
});

test("a refused search shows why, never 'No questions match' left from the search before", async () => {
  // The memory location keeps the '#questions' the controls add in its query.
  stubFetch((url) =>
    new URL(url, "http://host").searchParams.get("search")?.startsWith("lid")
      ? { status: 429, body: { error: "Too many requests." } }
      : { body: questionsPage([], 1, 0, 0) },
  );
  renderWithStore(<Questions product={qaProduct("p-8")} shop={QA_SHOP} />, {
    path: "/reviews/stores/s/products/p?question_search=handle",
  });
  await screen.findByText("No questions match these filters.");
  const box = screen.getByRole("searchbox", { name: "Search questions" });
  fireEvent.change(box, { target: { value: "lid" } });
  fireEvent.submit(box.closest("form") as HTMLFormElement);
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent ?? "", /Too many requests/);
  assert.not.ok(screen.queryByText("No questions match these filters."));
});

test.run();
