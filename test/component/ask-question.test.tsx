// Asking a question on a product's page: the count as one types, a text outside the rule refused
// before anything is sent; a guest's text kept through the sign-in and the form open again with it;
// a reviewer's question at once at the top, awaiting an answer, and the confirmation naming who
// will be asked; a refused send keeps the text and says why.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import { keptQuestionDraft } from "../../src/lib/browser/question-draft";
import Questions from "../../src/widgets/questions/Questions";
import { QA_SHOP, qaProduct, questionOf, questionsPage } from "../support/components/question-fixture";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("ask a question");

const PATH = "/reviews/stores/desk/products/lamp";
const product = qaProduct("lamp");

/** The list of one question; a post answers `asked` (a status number: refused with that status). */
function serve(asked: number | "ok" = "ok") {
  return stubFetch((_url, init) => {
    if (init.method?.toUpperCase() === "POST") {
      if (asked !== "ok") return { status: asked, body: { error: "You have asked 20 questions today." } };
      const body = JSON.parse(String(init.body)) as { question: { body: string } };
      return {
        status: 201,
        body: { question: questionOf(9, { body: body.question.body, mine: true }), store_name: "Desk & Co" },
      };
    }
    return { body: questionsPage([questionOf(1, { awaiting_answer: false })]) };
  });
}

async function openForm() {
  fireEvent.click(await screen.findByRole("button", { name: "Ask a question" }));
  return (await screen.findByRole("textbox", { name: "Your question" })) as HTMLTextAreaElement;
}

const type = (field: HTMLTextAreaElement, value: string) => fireEvent.change(field, { target: { value } });

test.before.each(() => {
  configureClient({ csrfToken: "test-token" });
  localStorage.clear();
});
test.after.each(() => resetDom());

test("the count follows the text, counted once trimmed; too short or too long is said, and nothing is sent", async () => {
  const fetches = serve();
  renderWithStore(<Questions product={product} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  const field = await openForm();
  assert.ok(screen.getByText("0 / 500"));
  type(field, "  Does it fit A4?  ");
  assert.ok(screen.getByText("15 / 500"));
  assert.match(field.getAttribute("aria-describedby") ?? "", new RegExp(screen.getByText("15 / 500").id));
  type(field, "Too short");
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  assert.is(screen.getByRole("alert").textContent, "Write at least 10 characters (9 so far).");
  type(field, "x".repeat(501));
  assert.ok(screen.getByText("501 / 500").classList.contains("rv-qa-form__count--over"));
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  assert.is(screen.getByRole("alert").textContent, "Keep it to 500 characters: 1 too many.");
  assert.is(fetches.calls.filter((call) => call.method === "POST").length, 0);
});

test("a guest's question goes to sign in with the text kept; back, the form opens with it", async () => {
  serve();
  const guest = renderWithStore(<Questions product={product} shop={QA_SHOP} />, { path: PATH });
  const field = await openForm();
  assert.ok(screen.getByText(/You will sign in before it is sent/));
  type(field, "Is the lamp dimmable?");
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  await waitFor(() =>
    assert.is(guest.location.history?.at(-1), `/login?return_to=${encodeURIComponent(`${PATH}#questions`)}`),
  );
  assert.is(keptQuestionDraft(product.encoded_id), "Is the lamp dimmable?");
  guest.unmount();

  // Back from signing in: a new page, the form open with the text, in focus.
  const fetches = serve();
  renderWithStore(<Questions product={product} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  const kept = (await screen.findByRole("textbox", { name: "Your question" })) as HTMLTextAreaElement;
  assert.is(kept.value, "Is the lamp dimmable?");
  await waitFor(() => assert.is(document.activeElement, kept));
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  await screen.findByText(/Desk & Co and people who bought this product will be asked/);
  const post = fetches.calls.find((call) => call.method === "POST");
  assert.equal(post?.body, { question: { product_id: "P-lamp", body: "Is the lamp dimmable?" } });
  assert.is(post?.headers["x-csrf-token"], "test-token");
  assert.is(keptQuestionDraft(product.encoded_id), null, "sent: no longer kept");
});

test("a reviewer's question shows at once at the top, awaiting an answer, with the confirmation in a status", async () => {
  serve();
  renderWithStore(<Questions product={product} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  await screen.findByRole("heading", { name: "Questions (1)" });
  type(await openForm(), "  Does the shade come off?  ");
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  const status = await screen.findByText(
    "Thank you: your question is sent. Desk & Co and people who bought this product will be asked to answer it.",
  );
  assert.is(status.getAttribute("role"), "status");
  const first = screen.getAllByRole("article")[0] as HTMLElement;
  assert.ok(within(first).getByRole("heading", { name: "Does the shade come off?" }));
  assert.ok(within(first).getByText("Awaiting an answer"));
  assert.ok(screen.getByRole("heading", { name: "Questions (2)" }));
  assert.not.ok(screen.queryByRole("textbox", { name: "Your question" }), "the form is closed");
  assert.is(document.activeElement, screen.getByRole("button", { name: "Ask a question" }));
});

test("a refused question keeps its text and says why", async () => {
  serve(429);
  renderWithStore(<Questions product={product} shop={QA_SHOP} />, { signedIn: true, path: PATH });
  const field = await openForm();
  type(field, "Will it ship to Norway?");
  fireEvent.click(screen.getByRole("button", { name: "Send question" }));
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent ?? "", /as many questions as we take in a day/);
  assert.is(field.value, "Will it ship to Norway?");
  assert.is((screen.getByRole("button", { name: "Send question" }) as HTMLButtonElement).disabled, false);
});

test.run();
