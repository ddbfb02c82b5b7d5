// The host's forms share one rule for control characters: a name or a reviewer name refuses every
// one; running text (a review, a dispute, a message, a decision) keeps tab and line breaks and
// refuses the rest, each as a 400. Running text is checked by the routes' schemas (Text in
// fixtures/host/http/schemas.ts), compiled here as the host compiles them.
import Ajv from "ajv";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DecisionBody, MessageForm, NewDisputeForm } from "../../fixtures/host/disputes/dispute-input";
import { HttpError } from "../../fixtures/host/http/errors";
import { FieldError, hasControlCharacters } from "../../fixtures/host/http/input";
import { AJV_OPTIONS } from "../../fixtures/host/http/schemas";
import { profileUpdate, reviewerName } from "../../fixtures/host/profiles/reviewer-input";
import { NewReviewForm } from "../../fixtures/host/reviews/review-input";

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

const ajv = new Ajv(AJV_OPTIONS);
const accepts = (schema: object) => {
  const validate = ajv.compile(schema);
  return (value: unknown) => validate(value);
};

const review = (title: string, body: string) => ({ line_item_public_id: "li1", rating: "4", title, body });

const dispute = (description: string) => ({
  "dispute[shop_id]": "s1",
  "dispute[source_id]": "li1",
  "dispute[dispute_type]": "other",
  "dispute[desired_outcome_type]": "apology",
  "dispute[description]": description,
});

const runningText: [string, (text: string) => boolean][] = [
  ["a review's body", (text) => accepts(NewReviewForm)(review("Good kettle", `It boils fast.${text}Quiet.`))],
  [
    "a review's title",
    (text) => accepts(NewReviewForm)(review(`Good${text}kettle`, "It boils fast, quiet.")),
  ],
  ["a dispute's description", (text) => accepts(NewDisputeForm)(dispute(`It never came.${text}Still.`))],
  ["a message", (text) => accepts(MessageForm)({ "message[body]": `Any news?${text}Thanks.` })],
  [
    "a decision's note",
    (text) => accepts(DecisionBody)({ decision: { outcome: "rejected", note: `No.${text}Sorry.` } }),
  ],
];

const lines: [string, (text: string) => unknown][] = [
  ["the profile's name", (text) => profileUpdate({ reviewer: { name: `Jamie${text}Rivera` } }, {})],
  ["the terms' reviewer name", (text) => reviewerName({ reviewer_name: `Jamie${text}Rivera` })],
];

test("running text keeps tab and line breaks and refuses other control characters", () => {
  for (const [name, accepted] of runningText) {
    for (const ch of LINE_BREAKS) assert.ok(accepted(ch), `${name} with ${JSON.stringify(ch)}`);
    for (const ch of REFUSED) assert.not.ok(accepted(ch), `${name} with ${JSON.stringify(ch)}`);
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
