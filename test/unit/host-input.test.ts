// The host's forms share one rule for control characters: a name or a reviewer name refuses every
// one; running text (a review, a dispute, a message, a decision) keeps tab and line breaks and
// refuses the rest, each as a 400. Both are said by the routes' schemas (Line and Text in
// src/api/contract/building-blocks.ts), compiled here as the host compiles them.
import Ajv from "ajv";
import type { FastifySchemaValidationError } from "fastify";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DecisionBody, MessageForm, NewDisputeForm } from "../../fixtures/host/disputes/dispute-input";
import { FieldError } from "../../fixtures/host/http/input";
import { schemaError } from "../../fixtures/host/http/schema-errors";
import { AJV_OPTIONS, Line, Text } from "../../src/api/contract/building-blocks";
import { NewReviewForm } from "../../src/api/contract/review-requests";
import {
  UpdateReviewerRequest as ProfileUpdateBody,
  AcceptTosRequest as TermsBody,
} from "../../src/api/contract/reviewer-requests";

const test = suite("host input");

const LINE_BREAKS = ["\t", "\n", "\r\n"];
const REFUSED = ["\u0000", "\u0007", "\u000b", "\u000c", "\u001b", "\u007f"];

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

const profileName = (name: string) => ({ reviewer: { name } });

const lines: [string, (text: string) => boolean][] = [
  ["the profile's name", (text) => accepts(ProfileUpdateBody)(profileName(`Jamie${text}Rivera`))],
  ["the terms' reviewer name", (text) => accepts(TermsBody)({ reviewer_name: `Jamie${text}Rivera` })],
];

test("running text keeps tab and line breaks and refuses other control characters", () => {
  for (const [name, accepted] of runningText) {
    for (const ch of LINE_BREAKS) assert.ok(accepted(ch), `${name} with ${JSON.stringify(ch)}`);
    for (const ch of REFUSED) assert.not.ok(accepted(ch), `${name} with ${JSON.stringify(ch)}`);
  }
});

test("a name refuses every control character, line breaks too", () => {
  for (const [name, accepted] of lines) {
    assert.ok(accepted(" "), name);
    for (const ch of [...LINE_BREAKS, ...REFUSED])
      assert.not.ok(accepted(ch), `${name} with ${JSON.stringify(ch)}`);
  }
  // The host's answer to the refusal names the form's field, so the form shows it beside it.
  const validate = ajv.compile(ProfileUpdateBody);
  assert.not.ok(validate(profileName("Jamie\u0007")));
  const error = schemaError(validate.errors as FastifySchemaValidationError[], "body");
  assert.ok(error instanceof FieldError && error.field === "name", "named beside its field");
});

test("the one rule, line by line", () => {
  const [line, text] = [accepts(Line(20)), accepts(Text(20))];
  for (const ch of LINE_BREAKS) {
    assert.not.ok(line(`a${ch}b`));
    assert.ok(text(`a${ch}b`));
  }
  for (const ch of REFUSED) {
    assert.not.ok(line(`a${ch}b`));
    assert.not.ok(text(`a${ch}b`));
  }
  assert.ok(line("Zoë’s «café» 😀"));
});

test.run();
