// The pieces every schema of the contract is built from: what a host reads from an address's
// parameters, its query and a body, and the shapes of its answers. The reference host compiles
// them with ajv (its answers with fast-json-stringify) and the render service checks its body with
// them; the bundle takes only their types (Static), never their code.
import Type, { type TProperties, type TSchema } from "typebox";
import { COUNTRIES } from "../../lib/countries";
import { MAX_PAGE } from "../../lib/query-codec";

export { Type };

/** `schema` with its description: what the documents and the OpenAPI document say of it. */
export const about = <T extends TSchema>(description: string, schema: T): T =>
  Type.With(schema, { description }) as unknown as T;

/**
 * How every schema is checked: a value as it came (a number where text belongs is a 400, never
 * turned into text; query values are text and their schemas say so), and a property the schema
 * does not name is a 400, never quietly dropped.
 */
export const AJV_OPTIONS = { coerceTypes: false, removeAdditional: false } as const;

/** An object of exactly these properties: another one is a 400, never ignored. */
export const Strict = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** Patterns of text a person types: no control characters (running text keeps tabs and line breaks). */
export const ONE_LINE = "^[^\\u0000-\\u001f\\u007f]*$";
export const RUNNING_TEXT = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$";

/** A line of text (a name, a search, an id sent in a form): at most `max` characters, no control characters. */
export const Line = (max: number, minLength = 0) =>
  Type.String({ maxLength: max, pattern: ONE_LINE, ...(minLength ? { minLength } : {}) });

/** Running text (a review, a message): at most `max` characters; tab and line breaks only among control characters. */
export const Text = (max: number) => Type.String({ maxLength: max, pattern: RUNNING_TEXT });

/**
 * An id of ours in an address or a body (encoded ids, public ids, slugs, handles): at most as long
 * as the router reads a parameter of an address (Fastify's maxParamLength, 100).
 */
export const Id = Type.String({ minLength: 1, maxLength: 100, pattern: ONE_LINE });

/** What each pattern of a query parameter asks for, in words: the 400 that refuses a value says it. */
const PATTERN_RULES = new Map<string, string>();

/** `pattern`, which a refusal describes as `rule` ('a whole number from 1 to 50'). */
const ruled = (pattern: string, rule: string) => {
  PATTERN_RULES.set(pattern, rule);
  return pattern;
};

/** What a value refused by `pattern` should have been, when the pattern says it. */
export const patternRule = (pattern: string) => PATTERN_RULES.get(pattern);

/** A query parameter of text (query values are always text: their schemas never turn text into numbers). */
export const QueryText = (max = 200) => Type.String({ maxLength: max });

/** Ranges QueryWhole lists number by number; a longer one ends at a power of ten. */
const LISTED_RANGE_MAX = 1000;

/** The alternatives of a pattern of the whole numbers from `min` to `max`, in digits. */
function wholeNumbers(min: number, max: number): string {
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max) && min >= 0 && min <= max))
    throw new Error(`QueryWhole: no whole numbers from ${min} to ${max}`);
  if (max - min <= LISTED_RANGE_MAX)
    return Array.from({ length: max - min + 1 }, (_, i) => min + i).join("|");
  if (!/^10+$/.test(String(max)) || min > 1)
    throw new Error(
      `QueryWhole: a range of more than ${LISTED_RANGE_MAX} numbers goes from 0 or 1 to a power of ten`,
    );
  const digits = String(max).length - 1;
  return `${min === 0 ? "[0-9]" : "[1-9]"}[0-9]{0,${digits - 1}}|${max}`;
}

/**
 * A whole number from `min` to `max` in a query, as text in digits (leading zeros as the codec
 * reads them); empty is as if it were left out.
 */
export const QueryWhole = (min: number, max: number) =>
  Type.String({
    maxLength: 20,
    pattern: ruled(`^(?:0*(?:${wholeNumbers(min, max)}))?$`, `a whole number from ${min} to ${max}`),
  });

/** The number a QueryWhole names; undefined when it is empty or left out. */
export const wholeNumber = (value: string | undefined) => (value ? Number(value) : undefined);

/**
 * A query parameter of text that matches `pattern` (anchored here), which a refusal describes as
 * `rule`; empty is as if it were left out.
 */
export const QueryMatching = (pattern: string, rule: string, maxLength = 20) =>
  Type.String({ maxLength, pattern: ruled(`^(?:${pattern})?$`, rule) });

/**
 * From 1 to `max` ids in a query, separated by commas (`7000000007,7000000014`): each 1 to
 * `idMax` characters, no comma or control character in one.
 */
export const QueryIds = (max: number, idMax: number) => {
  const id = `[^,\\u0000-\\u001f\\u007f]{1,${idMax}}`;
  return Type.String({
    minLength: 1,
    maxLength: max * (idMax + 1) - 1,
    pattern: ruled(`^${id}(?:,${id}){0,${max - 1}}$`, `1 to ${max} ids separated by commas`),
  });
};

/** The ids a QueryIds names, each once, in their order. */
export const listedIds = (value: string): string[] => [...new Set(value.split(","))];

/** One of `values` in a query; empty is as if it were left out. */
export const QueryChoice = <const T extends readonly string[]>(values: T) => Type.Enum(["", ...values]);

/** A page number 1..MAX_PAGE in a query: the one page rule of src/lib/query-codec.ts; empty is the first page. */
export const QueryPage = QueryWhole(1, MAX_PAGE);

/** The page a QueryPage names. */
export const pageNumber = (value: string | undefined) => Number(value || 1);

/** A star rating filter 1..5 in a query (src/lib/query-codec.ts ratingField); empty is every rating. */
export const QueryRating = QueryWhole(1, 5);

/** A UTC date-time as the host's answers give them (2025-01-31T12:00:00.000Z), or empty. */
const DATE_TIME =
  "^(?:[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]{1,3})?Z)?$";

/** A date-time in a query (the one its answers gave, to page on from it); empty is as if it were left out. */
export const QueryDateTime = Type.String({
  pattern: ruled(DATE_TIME, "a date-time such as 2025-01-31T12:00:00.000Z"),
});

/** A flag in a query: true/false or 1/0, or empty. */
export const QueryFlag = Type.Enum(["", "true", "false", "1", "0"]);

/** Whether a QueryFlag is on: true or 1. */
export const flagOn = (value: string | undefined) => value === "true" || value === "1";

/** `code` in either case: 'US' is [Uu][Ss]. */
const eitherCase = (code: string) => code.replace(/[A-Z]/g, (letter) => `[${letter}${letter.toLowerCase()}]`);

/**
 * A country in a query: '*' (every country) or a code of the country list, in either case (a
 * country in a query is upper-cased: countryCode); empty is every country.
 */
export const QueryCountry = QueryMatching(
  ["\\*", ...Object.keys(COUNTRIES).map(eitherCase)].join("|"),
  "'*' or a country code of the list",
);

/** The country a QueryCountry names, upper-cased; null for every country. */
export const countryCode = (value: string | undefined) =>
  value && value !== "*" ? value.toUpperCase() : null;

/**
 * The redesign flag a page passes on to the calls it makes (src/lib/redesign-flag.ts): whatever
 * text its address carried, as long as any other parameter of a page (page-routes.ts pageQuery).
 */
export const QueryRedesign = QueryText(2000);

/** The query of a route that reads none. */
export const NoQuery = Strict({});

/**
 * The language of the texts a JSON answer holds (`locale=de`), on the routes whose answers hold
 * texts a person reads (http/page-language.ts). Any tag: one the host does not serve is as if absent.
 */
export const QueryLocale = QueryText(100);

/** Route params: each a path segment of ours. */
export const Params = <const K extends string>(...names: K[]) =>
  Strict(Object.fromEntries(names.map((name) => [name, Id])) as Record<K, typeof Id>);

/** The answer of a page that has no JSON form: the host page (text/html), whatever the caller accepts. */
export const HostPageOnly = about("the host page (text/html), which has no JSON form", Type.String());

/** The answer of a route that answers 204 No Content. */
export const NoContent = Type.Null();

/** The body of a write that takes none (Fastify checks a missing body as null): a body sent is a 400. */
export const NoBody = Type.Null();

/** The most items one page of a list holds, whatever page size the host chose: a page past it is a page size ignored. */
export const PAGE_ITEMS_MAX = 100;
/** A page of a reviews widget holds this many reviews at most (its per_page). */
export const REVIEWS_PER_PAGE_MAX = 50;
/** A page of a product's questions holds this many at most (its per_page). */
export const QUESTIONS_PER_PAGE_MAX = 20;

/** One page of a list: at most `max` items, and never more than its answer's per_page says. */
export const PageOf = <T extends TSchema>(item: T, max = PAGE_ITEMS_MAX) =>
  Type.Array(item, { maxItems: max });

/** Optional in a body or a query. */
export const Optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** The query of a route that reads only the language of its texts. */
export const LocaleQuery = Strict({ locale: Optional(QueryLocale) });
