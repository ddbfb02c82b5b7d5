// Answering and voting on answers: the answer box for a viewer who may answer, its answer in the
// list at once; a refused answer keeps its text with the host's reason; 'Helpful (n)' on an answer
// changes before the host answers, is put back with a message when refused, and takes a guest to
// sign in.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
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

const test = suite("answers");

const PATH = "/reviews/stores/desk/products/lamp";
const open = questionOf(4, { cannot_answer: null, answers: [answerOf("a1")], awaiting_answer: false });

test.before.each(() => configureClient({ csrfToken: "test-token" }));
test.after.each(() => resetDom());

test("a buyer answers: the box in focus, the answer in the list at once, the question then says it is answered", async () => {
  const mine = answerOf("a2", { body: "Yes, with the dimmer switch.", mine: true, helpful_count: 0 });
  const fetches = stubFetch((_url, init) =>
    init.method?.toUpperCase() === "POST"
      ? {
          status: 201,
          body: { question: { ...open, answers: [answerOf("a1"), mine], cannot_answer: "answered" } },
        }
      : { body: questionsPage([open]) },
  );
  renderWithStore(<Questions product={qaProduct("lamp")} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  fireEvent.click(await screen.findByRole("button", { name: "Answer" }));
  const field = (await screen.findByRole("textbox", { name: "Your answer" })) as HTMLTextAreaElement;
  await waitFor(() => assert.is(document.activeElement, field));
  assert.ok(screen.getByText("0 / 1,000"));
  fireEvent.change(field, { target: { value: " Yes, with the dimmer switch. " } });
  assert.ok(screen.getByText("28 / 1,000"));
  fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
  const done = await screen.findByText("You have answered this question.");
  await waitFor(() => assert.is(document.activeElement, done));
  assert.is(screen.getByText("Thank you: your answer is posted.").getAttribute("role"), "status");
  const answers = within(screen.getByRole("list", { name: "Answers (2)" })).getAllByRole("listitem");
  assert.ok(within(answers[1] as HTMLElement).getByText("Yes, with the dimmer switch."));
  const post = fetches.calls.find((call) => call.method === "POST");
  assert.match(post?.url ?? "", /\/reviews\/questions\/q4\/answers$/);
  assert.equal(post?.body, { answer: { body: "Yes, with the dimmer switch." } });
});

test("a refused answer keeps its text and gives the host's reason", async () => {
  stubFetch((_url, init) =>
    init.method?.toUpperCase() === "POST"
      ? { status: 403, body: { error: "Only people who bought this product can answer." } }
      : { body: questionsPage([open]) },
  );
  renderWithStore(<Questions product={qaProduct("lamp")} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  fireEvent.click(await screen.findByRole("button", { name: "Answer" }));
  const field = (await screen.findByRole("textbox", { name: "Your answer" })) as HTMLTextAreaElement;
  fireEvent.change(field, { target: { value: "I think so." } });
  fireEvent.click(screen.getByRole("button", { name: "Send answer" }));
  const alert = await screen.findByRole("alert");
  assert.is(alert.textContent, "Only people who bought this product can answer.");
  assert.is(field.value, "I think so.");
});

/** The list of `open`, and votes answered by `vote` once `release` is called. */
function serveVotes(vote: (method: string) => { status: number; body: unknown }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    if (method === "GET")
      return new Response(JSON.stringify(questionsPage([open])), {
        headers: { "content-type": "application/json" },
      });
    calls.push(`${method} ${String(input)}`);
    await held;
    const { status, body } = vote(method);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { calls, release, restore: () => (globalThis.fetch = real) };
}

const helpful = (count: number, pressed: boolean) =>
  screen.getByRole("button", { name: `Helpful (${count})`, pressed });

test("a vote on an answer shows at once, before the host answers; pressed again, it is taken back", async () => {
  const host = serveVotes((method) => ({
    status: 200,
    body: { helpful_count: method === "PUT" ? 3 : 2, voted_helpful: method === "PUT" },
  }));
  renderWithStore(<Questions product={qaProduct("lamp")} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  fireEvent.click(await screen.findByRole("button", { name: "Helpful (2)", pressed: false }));
  await screen.findByRole("button", { name: "Helpful (3)", pressed: true });
  await waitFor(() => assert.equal(host.calls, ["PUT /reviews/answers/a1/helpful"]));
  await act(async () => host.release());
  await waitFor(() => helpful(3, true));
  fireEvent.click(helpful(3, true));
  await screen.findByRole("button", { name: "Helpful (2)", pressed: false });
  await waitFor(() => assert.is(host.calls.at(-1), "DELETE /reviews/answers/a1/helpful"));
  host.restore();
});

test("a vote the host refuses is put back, with a message", async () => {
  const host = serveVotes(() => ({ status: 404, body: { error: "gone" } }));
  renderWithStore(<Questions product={qaProduct("lamp")} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  fireEvent.click(await screen.findByRole("button", { name: "Helpful (2)", pressed: false }));
  await screen.findByRole("button", { name: "Helpful (3)", pressed: true });
  await act(async () => host.release());
  await screen.findByText("Couldn’t save your vote. Please try again.");
  assert.ok(helpful(2, false));
  host.restore();
});

test("a guest's Helpful and Report on an answer are links to sign in that come back to the questions", async () => {
  stubFetch(() => ({ body: questionsPage([open]) }));
  const { location } = renderWithStore(<Questions product={qaProduct("lamp")} shop={QA_SHOP} />, {
    path: PATH,
  });
  const signIn = `/login?return_to=${encodeURIComponent(`${PATH}#questions`)}`;
  const helpful = await screen.findByRole("link", { name: "Helpful (2)" });
  assert.is(helpful.getAttribute("href"), signIn);
  assert.is(screen.getAllByRole("link", { name: "Report this answer" })[0]?.getAttribute("href"), signIn);
  assert.is(screen.queryByRole("button", { name: /^Helpful/ }), null);
  fireEvent.click(helpful);
  await waitFor(() => assert.is(location.history?.at(-1), signIn));
});

test.run();
