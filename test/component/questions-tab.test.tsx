// The private profile's Questions tab under happy-dom: after Disputes (still the fourth tab), its
// label counts the new answers; opened, it lists the questions asked with their answers, the new
// ones marked, and the answers given, and tells the host once that they were seen.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import type { PrivateProfileResponse } from "../../src/api/contract/profile";
import type { AskedQuestion, GivenAnswer } from "../../src/api/contract/questions";
import PrivateProfileScreen from "../../src/features/profile/PrivateProfileScreen";
import { answerOf, questionOf } from "../support/components/question-fixture";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("private profile: Questions tab");
test.after.each(resetDom);

const PATH = "/reviews/users/jamie";
const LAMP = { title: "Desk lamp", internal_path: "/reviews/stores/s/products/desk-lamp" };

const asked = (n: number, over: Partial<AskedQuestion> = {}): AskedQuestion => ({
  ...questionOf(n, { mine: true, cannot_answer: "own_question" }),
  product: LAMP,
  new_answers: 0,
  ...over,
});

const QUESTIONS: AskedQuestion[] = [
  asked(1, {
    body: "Does the <b>arm</b> hold its place?",
    awaiting_answer: false,
    answers: [
      answerOf("s1", { author_kind: "store", author_name: "Lamp Shop", created_at: "2026-01-05T00:00:00Z" }),
      answerOf("b1", { created_at: "2026-01-03T00:00:00Z" }),
      answerOf("b2", { created_at: "2026-01-09T00:00:00Z" }),
    ],
    new_answers: 2,
  }),
  asked(2),
];

const GIVEN: GivenAnswer[] = [
  {
    ...answerOf("g1", { mine: true, body: "Yes, it fits a 60 cm desk.", helpful_count: 3 }),
    question: { id: "q9", body: "Will it fit a small desk?", product: LAMP },
  },
];

function profile(tab: PrivateProfileResponse["tab"], newAnswers: number): PrivateProfileResponse {
  return {
    meta_data: { title: "Jamie", description: "", robots: "noindex", canonical: "" },
    basic_data: {
      encoded_id: "jamie",
      slug: "jamie",
      name: "Jamie",
      avatar_image_url: null,
      verified_buyer: true,
      country: "US",
      joined_at: "2025-01-01T00:00:00Z",
      email: null,
      subscribed_rs: false,
      rs_country: null,
      rs_currency: null,
    },
    extra_data: {
      recommendations_data: { items: [], total: 0 },
      followings_data: { shops_count: 0, products_count: 0, reviewers_count: 0 },
      reviews_data: { total_reviews_count: 0 },
      rewards_data: { total_count: 0, cash_total: 0, cash_currency: "USD", points_total: 0 },
      orders_data: { total_count: 0, unreviewed_count: 0 },
      disputes_data: { total_count: 0 },
      questions_data: { total_count: 2, new_answers_count: newAnswers },
    },
    tab,
    total_count: 2,
    total_pages: 1,
    current_page: 1,
    ...(tab === "questions"
      ? {
          asked_questions: newAnswers ? QUESTIONS : QUESTIONS.map((q) => ({ ...q, new_answers: 0 })),
          given_answers: GIVEN,
        }
      : { reviews: [] }),
  };
}

/** The profile's host: its page data per tab, and the PUT that marks the answers seen. */
function profileHost(newAnswers: number) {
  return stubFetch((url, init) => {
    if (init.method?.toUpperCase() === "PUT") return { status: 204 };
    const tab = new URL(url, "http://host").searchParams.get("tab") ?? "reviews";
    return { body: profile(tab as PrivateProfileResponse["tab"], newAnswers) };
  });
}

const seenCalls = (calls: { url: string; method: string; headers: Record<string, string> }[]) =>
  calls.filter((call) => call.method === "PUT" && call.url === "/reviews/profile/questions/seen");

async function open(path = PATH) {
  configureClient({ csrfToken: "test-token" });
  history.replaceState(null, "", path);
  await act(async () => {
    renderWithStore(<PrivateProfileScreen />, { path, signedIn: true });
  });
  return screen.findByRole("tablist", { name: "My profile" });
}

test("Questions comes after Disputes, which stays fourth; its label counts the new answers", async () => {
  profileHost(2);
  const tablist = await open();
  const tabs = within(tablist).getAllByRole("tab");
  const named = ["Reviews", "Rewards", "Orders", "Disputes", "Questions (2 new)"].map((name) =>
    within(tablist).getByRole("tab", { name }),
  );
  assert.ok(
    tabs.length === named.length && tabs.every((tab, i) => tab === named[i]),
    "in this order, Disputes fourth",
  );
});

test("opened, it lists the questions asked with their answers, the new ones marked, and the answers given; the host hears once that they were seen", async () => {
  const fetches = profileHost(2);
  const tablist = await open();
  fireEvent.click(within(tablist).getByRole("tab", { name: "Questions (2 new)" }));
  const mine = await screen.findByRole("region", { name: "Questions you asked" });
  const question = within(mine).getByRole("article", { name: "Does the <b>arm</b> hold its place?" });
  assert.is(mine.querySelector("b"), null, "text, never HTML");
  const answers = within(question).getAllByRole("listitem");
  assert.is(answers.length, 3);
  const marked = answers.map((a) => within(a).queryByText("New answer") !== null);
  // The two latest answers are the new ones: the store's of the 5th and the buyer's of the 9th.
  assert.equal(marked, [true, false, true]);
  within(answers[0] as HTMLElement).getByText("Store’s answer");
  within(answers[1] as HTMLElement).getByText("Verified buyer");
  const waiting = within(mine).getByRole("article", { name: "Question 2?" });
  within(waiting).getByText("Awaiting an answer");
  const product = within(question).getByRole("link", { name: "Desk lamp" });
  assert.is(product.getAttribute("href"), "/reviews/stores/s/products/desk-lamp#questions");

  const given = screen.getByRole("region", { name: "Your answers" });
  const answer = within(given).getByRole("article", { name: "Will it fit a small desk?" });
  within(answer).getByText("Yes, it fits a 60 cm desk.");
  within(answer).getByText(/3 people found it helpful/);

  await waitFor(() => assert.is(seenCalls(fetches.calls).length, 1));
  assert.is(seenCalls(fetches.calls)[0]?.headers["x-csrf-token"], "test-token");
  // Told, the label no longer counts them; the marks stay while the profile is open.
  await waitFor(() => within(tablist).getByRole("tab", { name: "Questions" }));
  fireEvent.click(within(tablist).getByRole("tab", { name: "Reviews" }));
  fireEvent.click(within(tablist).getByRole("tab", { name: "Questions" }));
  assert.is(within(question).getAllByText("New answer").length, 2);
  assert.is(seenCalls(fetches.calls).length, 1, "told once");
});

test("the host is told only once the tab is shown, and not at all when nothing is new", async () => {
  const fetches = profileHost(2);
  const tablist = await open();
  await screen.findByRole("tabpanel");
  assert.is(seenCalls(fetches.calls).length, 0, "not on the Reviews tab");
  resetDom();

  const quiet = profileHost(0);
  const tabs = await open(`${PATH}?tab=questions`);
  within(tabs).getByRole("tab", { name: "Questions", selected: true });
  await screen.findByRole("region", { name: "Questions you asked" });
  assert.is(screen.queryByText("New answer"), null);
  assert.is(seenCalls(quiet.calls).length, 0);
  assert.ok(tablist);
});

test.run();
