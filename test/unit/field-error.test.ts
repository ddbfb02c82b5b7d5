import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../src/api/client";
import { refusedField } from "../../src/api/field-error";

const test = suite("refused form fields");

test("a 400 naming one of the form's fields gives that field and the host's message", () => {
  const refused = new ApiError("http", 400, { error: "Describe what happened.", field: "description" });
  assert.equal(refusedField(refused, ["description", "files"]), {
    field: "description",
    message: "Describe what happened.",
  });
});

test("a field the form does not have, no message, or another failure gives nothing", () => {
  const fields = ["body", "files"] as const;
  assert.is(refusedField(new ApiError("http", 400, { error: "No.", field: "__proto__" }), fields), null);
  assert.is(refusedField(new ApiError("http", 400, { field: "body" }), fields), null);
  assert.is(refusedField(new ApiError("network", 0), fields), null);
  assert.is(refusedField(new Error("body"), fields), null);
});

test.run();
