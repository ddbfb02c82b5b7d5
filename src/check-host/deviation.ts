// A deviation: where a host differs from what the contract says, named by the address asked and
// as whom, the field's path in the answer (or the rule broken), what the contract wants and what
// came.

export interface Deviation {
  /** 'GET /reviews/search.json?q=a (guest)', as the checker asked it, and as whom. */
  address: string;
  /** The field's path in the answer ('data.search_results[0].title'), or what was checked ('status'). */
  path: string;
  wants: string;
  came: string;
}

/** A value as a deviation shows it: JSON, cut short. */
export const shown = (value: unknown): string => {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};
