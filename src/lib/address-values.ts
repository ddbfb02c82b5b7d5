// Values read from an address's query, forgiving junk: anything unknown is the default. Shared by
// the reviews widgets', the profiles' and Find people's addresses. Framework-free.

/** The raw value when it is one of `list`, else `fallback`. */
export const choiceOf = <T extends string>(
  list: readonly { value: T }[],
  raw: string | null,
  fallback: T,
): T => list.find((item) => item.value === raw)?.value ?? fallback;

/** A star rating 1..5, or null for every rating. */
export function ratingOf(raw: string | null): number | null {
  const rating = Number(raw);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** A page number 1..100000; 1 for anything else. */
export function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
