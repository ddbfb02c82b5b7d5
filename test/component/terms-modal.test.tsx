// The terms-of-service modal: submit only with a name and the box checked; posts accept_tos.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import { TermsModal } from "../../src/features/write-review/TermsModal";
import { renderWithStore, stubFetch } from "../support/components/render";

const test = suite("terms modal");
let fetchStub: ReturnType<typeof stubFetch> | null = null;

test.before.each(() => configureClient({ csrfToken: "test-token" }));
test.after.each(() => {
  cleanup();
  fetchStub?.restore();
  fetchStub = null;
});

const submit = () => screen.getByRole("button", { name: "Accept and continue" }) as HTMLButtonElement;

test("submit is disabled unless the name is non-empty and the box is checked", () => {
  renderWithStore(<TermsModal open onClose={() => {}} onAccepted={() => {}} />);
  assert.ok(screen.getByRole("dialog", { name: "Terms of Service" }));
  const name = screen.getByLabelText("Reviewer name");
  const box = screen.getByRole("checkbox", { name: "I accept the Terms of Service" });
  assert.ok(submit().disabled);
  fireEvent.change(name, { target: { value: "Jamie" } });
  assert.ok(submit().disabled, "name only");
  fireEvent.click(box);
  assert.not.ok(submit().disabled);
  fireEvent.change(name, { target: { value: "   " } });
  assert.ok(submit().disabled, "a name of spaces is empty");
});

test("a submission without a name or the box is ignored (Enter in the field)", async () => {
  fetchStub = stubFetch(() => ({ status: 204 }));
  renderWithStore(<TermsModal open onClose={() => {}} onAccepted={() => {}} defaultName="Jamie" />);
  await act(async () => {
    fireEvent.submit(screen.getByLabelText("Reviewer name").closest("form") as HTMLFormElement);
  });
  assert.is(fetchStub.calls.length, 0);
});

test("posts accept_tos with reviewer_name and the CSRF token; then tells its owner", async () => {
  fetchStub = stubFetch(() => ({ status: 204 }));
  const accepted: string[] = [];
  renderWithStore(<TermsModal open onClose={() => {}} onAccepted={(n) => accepted.push(n)} />);
  fireEvent.change(screen.getByLabelText("Reviewer name"), { target: { value: "  Jamie R.  " } });
  fireEvent.click(screen.getByRole("checkbox"));
  await act(async () => {
    fireEvent.click(submit());
  });
  assert.is(fetchStub.calls.length, 1);
  const [call] = fetchStub.calls;
  assert.is(call?.method, "POST");
  assert.match(call?.url ?? "", /\/reviews\/profile\/accept_tos$/);
  assert.equal(call?.body, { reviewer_name: "Jamie R." });
  assert.is(call?.headers["x-csrf-token"], "test-token");
  assert.equal(accepted, ["Jamie R."]);
});

test("a failed submission keeps the name and the box, and says so", async () => {
  fetchStub = stubFetch(() => ({ status: 500, body: { error: "down" } }));
  renderWithStore(<TermsModal open onClose={() => {}} onAccepted={() => {}} />);
  fireEvent.change(screen.getByLabelText("Reviewer name"), { target: { value: "Jamie" } });
  fireEvent.click(screen.getByRole("checkbox"));
  await act(async () => {
    fireEvent.click(submit());
  });
  assert.ok(screen.getByRole("alert"));
  assert.is((screen.getByLabelText("Reviewer name") as HTMLInputElement).value, "Jamie");
  assert.ok((screen.getByRole("checkbox") as HTMLInputElement).checked);
  assert.not.ok(submit().disabled);
});

test.run();
