/** The middle of `values` sorted (the upper middle of an even count); a list without values has none. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}
