import Ajv from "ajv";
import { Type } from "typebox";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { schemaValidators } from "../../src/check-host/schema-validators";

const test = suite("check-host's schema validators");

/** An ajv that counts what it compiles. */
function countingAjv() {
  const ajv = new Ajv({ strict: false });
  const compiled: object[] = [];
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: object) => {
    compiled.push(schema);
    return compile(schema);
  }) as typeof ajv.compile;
  return { ajv, compiled };
}

test("each of the contract's schemas is compiled once, however often a run asks for it", () => {
  const { ajv, compiled } = countingAjv();
  const validator = schemaValidators(ajv);
  const page = Type.Integer({ minimum: 1 });
  const query = Type.String({ maxLength: 3 });
  for (let asked = 0; asked < 5; asked++) {
    assert.ok(validator(page)(2));
    assert.not.ok(validator(page)("zz-junk"));
    assert.not.ok(validator(query)("four"));
  }
  assert.is(compiled.length, 2);
  assert.is(validator(page), validator(page));
});

test("what is compiled is a plain JSON copy of the contract's schema, which `prepare` may change without touching the contract", () => {
  const { ajv, compiled } = countingAjv();
  const closing = (copy: object) => Object.assign(copy, { additionalProperties: false });
  const validator = schemaValidators(ajv, closing);
  const body = Type.Object({ text: Type.String() });
  assert.ok(validator(body)({ text: "a question" }));
  assert.not.ok(validator(body)({ text: "a question", extra: 1 }), "closed by prepare");
  assert.is(
    (body as { additionalProperties?: unknown }).additionalProperties,
    undefined,
    "the contract's own schema",
  );
  const copy = compiled[0] as object;
  assert.equal(Object.getOwnPropertyNames(copy), Object.keys(copy), "no hidden TypeBox property");
});

test.run();
