// Questions and answers in the arbitrator's reports under happy-dom: the list says what kind each
// reported thing is, with its text and product; a reported answer's page shows the question it
// answers, and Keep or Hide name the answer. Every text is shown literally, never as HTML.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { ReportDetail, ReportListItem } from "../../src/api/contract/report";
import ReportsScreen from "../../src/features/arbitrator/ReportsScreen";
import { answerFrom, renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("reported questions and answers");
test.after.each(resetDom);

const META = { title: "Reports", description: "", robots: "noindex", canonical: "" };

const listItem = (over: Partial<ReportListItem>): ReportListItem => ({
  id: "r1",
  kind: "review",
  internal_path: "/reviews/arbitrator/reports/r1",
  status: "open",
  reports_count: 1,
  reasons: ["spam"],
  last_reported_at: new Date().toISOString(),
  review: { title: "Great lamp", rating: 5, reviewer_name: "Ann" },
  post: null,
  subject: "Desk lamp",
  ...over,
});

const LIST = [
  listItem({}),
  listItem({
    id: "q7",
    kind: "question",
    internal_path: "/reviews/arbitrator/reports/q7",
    review: null,
    post: { body: "Does it <b>dim</b>?", author_name: "Bo" },
    subject: "Floor lamp",
  }),
  listItem({
    id: "a9",
    kind: "answer",
    internal_path: "/reviews/arbitrator/reports/a9",
    reasons: ["offensive", "other"],
    review: null,
    post: { body: "Call me on 555-0100.", author_name: "Cy" },
    subject: "Desk lamp",
  }),
];

test("the list shows each reported thing's kind, its text linking to its page, who wrote it and its product", async () => {
  stubFetch(
    answerFrom({
      "/reviews/arbitrator/reports?format=json": {
        reports: LIST,
        page: 1,
        per_page: 20,
        total_results: 3,
        meta_data: META,
      },
    }),
  );
  renderWithStore(<ReportsScreen params={{}} />, { signedIn: true, path: "/reviews/arbitrator/reports" });
  const table = await screen.findByRole("table", { name: "Reported reviews, questions and answers" });
  const rows = within(table).getAllByRole("row").slice(1);
  assert.is(rows.length, 3);
  const cell = (row: number) => within(rows[row] as HTMLElement).getAllByRole("cell")[0] as HTMLElement;
  assert.is(cell(0).textContent, "Review Great lampAnn · Desk lamp");
  assert.is(cell(1).textContent, "Question Does it <b>dim</b>?Bo · Floor lamp");
  assert.is(cell(2).textContent, "Answer Call me on 555-0100.Cy · Desk lamp");
  const link = within(rows[1] as HTMLElement).getByRole("link", { name: "Does it <b>dim</b>?" });
  assert.is(link.getAttribute("href"), "/reviews/arbitrator/reports/q7");
  assert.is(table.querySelector("b"), null, "text, never HTML");
  screen.getByText("3 reported items");
});

const answerReport = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  id: "a9",
  kind: "answer",
  status: "open",
  review: null,
  post: {
    id: "a9",
    body: "Call me on 555-0100.",
    author_name: "Cy",
    created_at: "2026-02-01T10:00:00Z",
    product: { title: "Desk lamp", internal_path: "/reviews/stores/s/products/desk-lamp" },
    question: { id: "q3", body: "Is the <i>cable</i> long?" },
  },
  reasons: [{ reason: "private_information", count: 2 }],
  notes: [],
  decision: null,
  ...over,
});

test("a reported answer's page shows the question it answers; hiding it asks for a note, then records the decision", async () => {
  const fetches = stubFetch((url, init) =>
    init.method?.toUpperCase() === "POST"
      ? {
          status: 201,
          body: {
            report: answerReport({
              status: "hidden",
              decision: { decision: "hide", note: "A phone number.", decided_at: "2026-02-02T10:00:00Z" },
            }),
          },
        }
      : url.startsWith("/reviews/arbitrator/reports/a9?format=json")
        ? { body: { report: answerReport(), meta_data: META } }
        : { status: 404, body: {} },
  );
  renderWithStore(<ReportsScreen params={{ publicId: "a9" }} />, {
    signedIn: true,
    path: "/reviews/arbitrator/reports/a9",
  });
  await screen.findByRole("heading", { level: 1, name: "Reports about an answer" });
  const section = screen.getByRole("region", { name: "The answer" });
  within(section).getByText("Is the <i>cable</i> long?");
  within(section).getByText("Call me on 555-0100.");
  const product = within(section).getByRole("link", { name: "Desk lamp" });
  assert.is(product.getAttribute("href"), "/reviews/stores/s/products/desk-lamp#questions");
  assert.is(section.querySelector("i"), null, "text, never HTML");

  fireEvent.click(screen.getByRole("radio", { name: "Hide the answer" }));
  screen.getByRole("radio", { name: "Keep the answer" });
  fireEvent.click(screen.getByRole("button", { name: "Record decision" }));
  screen.getByText("Write why the answer is hidden.");
  assert.is(fetches.calls.filter((call) => call.method === "POST").length, 0);
  fireEvent.change(screen.getByLabelText("Note on the decision"), { target: { value: "A phone number." } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Record decision" }));
  });
  await waitFor(() => screen.getByText("Status: Hidden"));
  const post = fetches.calls.find((call) => call.method === "POST");
  assert.is(post?.url, "/reviews/arbitrator/reports/a9/decision");
  assert.equal(post?.body, { decision: "hide", note: "A phone number." });
});

test("a reported question's page shows the question alone, with Keep or Hide the question", async () => {
  const question = answerReport({
    id: "q3",
    kind: "question",
    post: { ...(answerReport().post as NonNullable<ReportDetail["post"]>), id: "q3", question: null },
  });
  stubFetch(
    answerFrom({ "/reviews/arbitrator/reports/q3?format=json": { report: question, meta_data: META } }),
  );
  renderWithStore(<ReportsScreen params={{ publicId: "q3" }} />, {
    signedIn: true,
    path: "/reviews/arbitrator/reports/q3",
  });
  await screen.findByRole("heading", { level: 1, name: "Reports about a question" });
  const section = screen.getByRole("region", { name: "The question" });
  assert.is(within(section).queryByText("In answer to the question"), null);
  screen.getByRole("radio", { name: "Hide the question" });
});

test.run();
