// The field codecs every address is read and written with, and the queries defined from them:
// junk never throws and gives the default; parse after serialize gives the query back.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  choiceField,
  defineQuery,
  type FieldCodec,
  flagField,
  MAX_PAGE,
  pageField,
  type QueryFields,
  ratingField,
  textField,
  wholeField,
} from "../../src/lib/query-codec";

const test = suite("address values");

/** What the bundle makes of a raw parameter: the codec's value, else the default. */
const readOr = <T>(codec: FieldCodec<T>, raw: string | null, fallback: T): T =>
  (raw === null ? undefined : codec(raw)) ?? fallback;
const pageOf = (raw: string | null) => readOr(pageField, raw, 1);
const ratingOf = (raw: string | null) => readOr(ratingField, raw, null);

test("a page is a whole number from 1 to 100000; anything else is page 1", () => {
  assert.is(MAX_PAGE, 100_000);
  assert.is(pageOf("3"), 3);
  assert.is(pageOf("100000"), 100_000);
  for (const junk of ["100001", "0", "-2", "2.5", "two", "", " ", "1e9", null])
    assert.is(pageOf(junk), 1, String(junk));
});

test("a rating is 1 to 5 stars, else every rating; a choice is one of its list, else the default", () => {
  assert.is(ratingOf("4"), 4);
  for (const junk of ["0", "6", "4.5", "", null]) assert.is(ratingOf(junk), null, String(junk));
  const sorts = choiceField([{ value: "newest" }, { value: "oldest" }] as const);
  assert.is(readOr(sorts, "oldest", "newest"), "oldest");
  assert.is(readOr(sorts, "constructor", "newest"), "newest");
});

test("a flag is 'true' or 'false'; text is collapsed, trimmed and cut", () => {
  assert.is(flagField("true"), true);
  assert.is(flagField("false"), false);
  for (const junk of ["1", "0", "yes", "TRUE", ""]) assert.is(flagField(junk), undefined, junk);
  assert.is(textField(5)("  a \n  b  "), "a b");
  assert.is(textField(5)("abcdefgh"), "abcde");
});

interface Sample {
  page: number;
  sort: "newest" | "oldest";
  on: boolean;
  text: string;
  stars: number | null;
  size: number;
}
const SORTS = [{ value: "newest" }, { value: "oldest" }] as const;
const DEFAULTS: Sample = { page: 1, sort: "newest", on: true, text: "", stars: null, size: 10 };
const FIELDS: QueryFields<Sample> = {
  page: ["page", pageField],
  sort: ["sort_by", choiceField(SORTS)],
  on: ["on", flagField],
  text: ["q", textField(20)],
  stars: ["stars", ratingField],
  size: ["size", wholeField(5, 50)],
};
const SAMPLE = defineQuery<Sample>(FIELDS, DEFAULTS);

const sampleArb: fc.Arbitrary<Sample> = fc.record({
  page: fc.integer({ min: 1, max: MAX_PAGE }),
  sort: fc.constantFrom("newest", "oldest"),
  on: fc.boolean(),
  text: fc.string({ maxLength: 30 }).map((s) => textField(20)(s) ?? ""),
  stars: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  size: fc.integer({ min: 5, max: 50 }),
});

test("parse after serialize gives the query back, with or without other parameters", () => {
  fc.assert(
    fc.property(sampleArb, fc.constantFrom("", "redesign=1", "x=%20&page=7"), (query, other) => {
      assert.equal(SAMPLE.parse(SAMPLE.serialize(query, other)), { ...query });
    }),
  );
});

test("defaults are left out; parameters the query does not own are kept", () => {
  assert.is(SAMPLE.serialize(DEFAULTS), "");
  assert.is(SAMPLE.serialize({ ...DEFAULTS, page: 2 }, "redesign=1&page=9"), "redesign=1&page=2");
  assert.is(SAMPLE.href("/p", { ...DEFAULTS, on: false }), "/p?on=false");
  assert.is(SAMPLE.href("/p", DEFAULTS, "q=old"), "/p");
});

test("junk never throws and gives the defaults", () => {
  const junkValue = fc.oneof(fc.string(), fc.constantFrom("1e9", "-0", "NaN", "Infinity", "0x10", "%", "&"));
  fc.assert(
    fc.property(
      fc.dictionary(fc.constantFrom("page", "sort_by", "on", "stars", "size"), junkValue),
      (raw) => {
        const query = SAMPLE.parse(new URLSearchParams(raw));
        for (const [key, value] of Object.entries(query) as [keyof Sample, unknown][]) {
          const [name, codec] = FIELDS[key];
          const read = codec(name in raw ? (raw[name] as string) : "");
          assert.is(value, read ?? DEFAULTS[key], key);
        }
        assert.ok(Number.isInteger(query.page) && query.page >= 1 && query.page <= MAX_PAGE);
      },
    ),
  );
  fc.assert(fc.property(fc.string(), (junk) => void SAMPLE.parse(junk)));
  assert.equal(SAMPLE.parse("page=0&sort_by=best&on=yes&stars=9&size=51"), DEFAULTS);
});

test.run();
