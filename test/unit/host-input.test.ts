// The host's form checks share one rule for control characters (fixtures/host/http/input.ts): a
// name or a reviewer name refuses every one; running text (a review, a dispute, a message, a
// decision) keeps tab and line breaks and refuses the rest, each as a 400.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { decisionInput, newDispute, newMessage } from "../../fixtures/host/disputes/dispute-input";
import { HttpError } from "../../fixtures/host/http/errors";
import { FieldError, hasControlCharacters } from "../../fixtures/host/http/input";
import { profileUpdate, reviewerName } from "../../fixtures/host/profiles/reviewer-input";
import { reviewInput } from "../../fixtures/host/reviews/review-input";

const test = suite("host input");

const LINE_BREAKS = ["\t", "\n", "\r\n"];
const REFUSED = ["\u0000", "\u0007", "\u000b", "\u000c", "\u001b", "\u007f"];

/** The 400 a check throws, or null when it accepts. */
function refusal(check: () => unknown): HttpError | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return error;
    throw error;
  }
}

const review = (title: string, body: string) => ({
  fields: { line_item_public_id: ["li1"], rating: ["4"], title: [title], body: [body] },
  files: [],
});

const dispute = (description: string) => ({
  "dispute[shop_id]": "s1",
  "dispute[source_id]": "li1",
  "dispute[dispute_type]": "other",
  "dispute[desired_outcome_type]": "apology",
  "dispute[description]": description,
});

const runningText: [string, (text: string) => unknown][] = [
  [
    "a review's body",
    (text) => reviewInput(review("Good kettle", `It boils fast.${text}Quiet too, and clean.`)),
  ],
  [
    "a review's title",
    (text) => reviewInput(review(`Good${text}kettle`, "It boils fast. Quiet too, and clean.")),
  ],
  ["a dispute's description", (text) => newDispute(dispute(`It never came.${text}Still waiting.`), [])],
  ["a message", (text) => newMessage({ "message[body]": `Any news?${text}Thanks.` }, [])],
  [
    "a decision's note",
    (text) => decisionInput({ decision: { outcome: "rejected", note: `No.${text}Sorry.` } }),
  ],
];

const lines: [string, (text: string) => unknown][] = [
  ["the profile's name", (text) => profileUpdate({ reviewer: { name: `Jamie${text}Rivera` } }, {})],
  ["the terms' reviewer name", (text) => reviewerName({ reviewer_name: `Jamie${text}Rivera` })],
];

test("running text keeps tab and line breaks and refuses other control characters", () => {
  for (const [name, check] of runningText) {
    for (const ch of LINE_BREAKS)
      assert.is(
        refusal(() => check(ch)),
        null,
        `${name} with ${JSON.stringify(ch)}`,
      );
    for (const ch of REFUSED)
      assert.ok(
        refusal(() => check(ch)),
        `${name} with ${JSON.stringify(ch)}`,
      );
  }
});

test("a name refuses every control character, line breaks too", () => {
  for (const [name, check] of lines) {
    assert.is(
      refusal(() => check(" ")),
      null,
      name,
    );
    for (const ch of [...LINE_BREAKS, ...REFUSED])
      assert.ok(
        refusal(() => check(ch)),
        `${name} with ${JSON.stringify(ch)}`,
      );
  }
  const error = refusal(() => profileUpdate({ reviewer: { name: "Jamie\u0007" } }, {}));
  assert.ok(error instanceof FieldError && error.field === "name", "named beside its field");
});

test("the one rule, line by line", () => {
  for (const ch of LINE_BREAKS) {
    assert.ok(hasControlCharacters(`a${ch}b`, "line"));
    assert.not.ok(hasControlCharacters(`a${ch}b`, "text"));
  }
  for (const ch of REFUSED) {
    assert.ok(hasControlCharacters(`a${ch}b`, "line"));
    assert.ok(hasControlCharacters(`a${ch}b`, "text"));
  }
  assert.not.ok(hasControlCharacters("Zoë’s «café» 😀", "line"));
});

test.run();
