/** The middle of `values` sorted (the upper middle of an even count); a list without values has none. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}

/**
 * The `q` quantile of `values` (0.95 for p95), as reports print it: a list without values has none,
 * NaN, never mistaken for a fast one.
 */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
