// One codec for every address: field codecs (page, choice, flag, text, number range) and the
// screens' queries defined from them. Framework-free: the bundle reads forgivingly (junk is the
// default) and the reference host strictly (junk is a 400), both with these same rules.

/**
 * One query parameter's rule: the value of its raw text ('' when absent), or undefined when that
 * text is not usable (junk). A value is written as the text it reads back from, so whatever
 * serialize writes, parse reads back unchanged.
 */
export type FieldCodec<T> = (raw: string) => T | undefined;

/** Pages past this are refused by the host (400); in an address they are page 1, like any junk. */
export const MAX_PAGE = 100_000;

/** A whole number from `min` (at least 0) to `max`, in digits only (as the host reads it). */
export const wholeField =
  (min: number, max: number): FieldCodec<number> =>
  (raw) =>
    /^\d+$/.test(raw) && +raw >= min && +raw <= max ? +raw : undefined;

/** A page number, 1..MAX_PAGE: the one page rule of the bundle and the host. */
export const pageField = wholeField(1, MAX_PAGE);

/** A star rating filter: 1..5 (null, every rating, is its default). */
export const ratingField: FieldCodec<number | null> = wholeField(1, 5);

/** One of the listed values, exactly as written. */
export const choiceField =
  <T extends string>(list: readonly { value: T }[]): FieldCodec<T> =>
  (raw) =>
    list.find((item) => item.value === raw)?.value;

/** 'true' or 'false'; anything else is junk. */
export const flagField: FieldCodec<boolean> = (raw) => raw === "true" || (raw !== "false" && undefined);

/** Free text: spaces collapsed and trimmed, cut at `max` characters; none is no value (the default). */
export const textField =
  (max: number): FieldCodec<string> =>
  (raw) =>
    raw.replace(/\s+/g, " ").trim().slice(0, max).trim() || undefined;

/** A screen's query: each key's parameter name and codec. */
export type QueryFields<Q> = { [K in keyof Q]: readonly [name: string, codec: FieldCodec<Q[K]>] };

/** An address query: '?a=1&b=2', 'a=1' or URLSearchParams (a repeated key counts as its first value). */
export type QueryInput = string | URLSearchParams;

/**
 * A screen's query, defined once. Reading forgives junk (the default instead); writing leaves
 * defaults out, so parse and serialize are symmetric and a shared address stays short. Parameters
 * the screen does not own (the redesign flag, say) are kept: the one rule for unknown parameters.
 */
export function defineQuery<Q extends object>(fields: QueryFields<Q>, defaults: Readonly<Q>) {
  const parse = (search: QueryInput): Q => {
    const params = new URLSearchParams(search);
    const query = { ...defaults } as Q;
    for (const key in fields) {
      const [name, read] = fields[key];
      const value = read(params.get(name) ?? "");
      if (value !== undefined) query[key] = value;
    }
    return query;
  };
  /** The query string of `query` on top of `currentSearch`; '' when nothing is left. */
  const serialize = (query: Q, currentSearch: QueryInput = ""): string => {
    const params = new URLSearchParams(currentSearch);
    for (const key in fields) {
      const [name, read] = fields[key];
      const value = read(String(query[key]));
      params.delete(name);
      if (value !== undefined && value !== defaults[key]) params.set(name, String(value));
    }
    return params.toString();
  };
  /** `pathname` with `query` on top of `currentSearch`. */
  const href = (pathname: string, query: Q, currentSearch: QueryInput = ""): string => {
    const search = serialize(query, currentSearch);
    return search ? `${pathname}?${search}` : pathname;
  };
  return { parse, serialize, href };
}
