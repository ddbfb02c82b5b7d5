// The host's answer writers (fixtures/host/http/answer-writer.ts) never validate what they write: a
// union with null is a null check, a union of constants an enum, an answer that is one of several
// objects has a writer per object, chosen by a property only that object requires; a union the
// writer cannot tell apart is refused when the host compiles it, not met on a visitor's request.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { answerWriter } from "../../fixtures/host/http/answer-writer";
import { Type } from "../../src/api/contract/building-blocks";

const test = suite("answer writer");

/** As the owner's profile and the public one: the owner's names every property of the public one. */
const Owner = Type.Object({
  name: Type.String(),
  tab: Type.String(),
  email: Type.String(),
  reviews: Type.Optional(Type.Array(Type.String())),
});
const Visitor = Type.Object({ name: Type.String(), reviews: Type.Array(Type.String()) });

test("values or null, and a choice of constants, are written as they are", () => {
  const write = answerWriter(
    Type.Object({
      reply: Type.Union([Type.Object({ body: Type.String() }), Type.Null()]),
      note: Type.Union([Type.String(), Type.Null()]),
      source: Type.Exclude(Type.Enum(["all", "organic", "invite"]), Type.Literal("all")),
    }),
  );
  for (const answer of [
    { reply: { body: "Thanks" }, note: "kept", source: "organic" },
    { reply: null, note: null, source: "invite" },
  ])
    assert.equal(JSON.parse(write(answer)), answer);
});

test("an answer that is one of two objects is written by its own object's writer, told by the property only it requires", () => {
  const page = Type.Intersect([Type.Object({ title: Type.String() }), Type.Union([Owner, Visitor])]);
  const write = answerWriter(page);
  const owner = {
    title: "My profile",
    name: "Ann",
    tab: "reviews",
    email: "ann@example.com",
    reviews: ["Good"],
  };
  const visitor = { title: "Ann's reviews", name: "Ann", reviews: ["Good"] };
  assert.equal(JSON.parse(write(owner)), owner);
  assert.equal(JSON.parse(write(visitor)), visitor);
});

test("a union the writer cannot tell apart is refused when it is compiled", () => {
  assert.throws(
    () => answerWriter(Type.Union([Visitor, Owner])),
    /requires no property the branches after it do not name/,
  );
  assert.throws(
    () => answerWriter(Type.Object({ id: Type.Union([Type.String(), Type.Integer()]) })),
    /cannot tell apart: #\/properties\/id\/anyOf/,
  );
});

test.run();
