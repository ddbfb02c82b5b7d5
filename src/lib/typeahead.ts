// Typing in a list of options, the same in every dropdown: one rule for what the typed text
// matches (an option's code or its name), and one typeahead for a listbox, where the keys typed
// within half a second of each other form one prefix, so 'USD' finds the US dollar instead of
// jumping to a U, then an S, then a D.

/** What typing is matched against. */
export interface Matchable {
  /** The name shown, e.g. 'USD · US Dollar' or 'Germany'. */
  label: string;
  /** A short code typing also finds the option by, e.g. 'DE' for Germany; absent when it has none. */
  code?: string;
}

/** A key typed later than this after the previous one starts a new prefix. */
export const TYPEAHEAD_PAUSE_MS = 500;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u);

/**
 * How well `option` matches the typed text, best first: 0 when it is the option's code ('de' for
 * Germany before Denmark), 1 when its code or name starts with it, 2 when a word of its name does,
 * 3 when its name holds it elsewhere; null when it does not match.
 */
export function matchRank(option: Matchable, typed: string): 0 | 1 | 2 | 3 | null {
  const needle = typed.trim().toLowerCase();
  const label = option.label.toLowerCase();
  const code = option.code?.toLowerCase();
  if (code === needle) return 0;
  if (label.startsWith(needle) || code?.startsWith(needle)) return 1;
  if (wordsOf(label).some((word) => word.startsWith(needle))) return 2;
  return label.includes(needle) ? 3 : null;
}

/**
 * The options matching the typed text, best first and in list order within a rank, so 'US'
 * lists 'USD · US Dollar' before 'AUD · Australian Dollar'; every option when nothing is typed.
 */
export function matchingOptions<T extends Matchable>(options: readonly T[], typed: string): T[] {
  if (!typed.trim()) return [...options];
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option, typed) }))
    .filter((entry) => entry.rank !== null)
    .sort((a, b) => (a.rank as number) - (b.rank as number) || a.index - b.index)
    .map((entry) => entry.option);
}

/**
 * The index typing moves a listbox to from `active`: the next best match, searched from the active
 * option on, so typing on keeps the option already found; one letter typed again and again steps
 * to the next option starting with it, as a native select does. -1 when nothing matches, and the
 * active option stays.
 */
export function typeaheadTarget(options: readonly Matchable[], typed: string, active: number): number {
  const text = typed.toLowerCase();
  if (!text || options.length === 0) return -1;
  const stepping = [...text].every((char) => char === text[0]);
  const ranks = options.map((option) => matchRank(option, stepping ? (text[0] as string) : text));
  const found = ranks.filter((rank) => rank !== null);
  if (found.length === 0) return -1;
  const best = Math.min(...found);
  const start = Math.max(0, stepping ? active + 1 : active);
  for (let step = 0; step < options.length; step++) {
    const index = (start + step) % options.length;
    if (ranks[index] === best) return index;
  }
  return -1;
}

export interface Typeahead {
  /** Adds a typed key; returns the prefix typed so far, '' for a space that would start one. */
  type(key: string): string;
  /** Forgets what was typed (the list closed or opened). */
  reset(): void;
}

/** The keys typed so far: one typed within `pauseMs` of the previous adds to the prefix. */
export function createTypeahead(pauseMs = TYPEAHEAD_PAUSE_MS): Typeahead {
  let typed = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    clearTimeout(timer);
    typed = "";
  };
  return {
    type(key) {
      clearTimeout(timer);
      // A space only continues a prefix ('united s'); alone it types nothing.
      if (typed || key.trim()) typed += key;
      if (typed) timer = setTimeout(reset, pauseMs);
      return typed;
    },
    reset,
  };
}
