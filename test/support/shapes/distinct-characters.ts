// Characters none of which comes twice until a pool of tens of thousands has gone by: CJK
// ideographs, Hangul syllables, Yi, Cyrillic and Greek, and (astral) CJK extension B. A text of
// them is the costliest a search can be asked to read: every character is one it has not met.

/** [first, last] code points. */
const BMP_RANGES: [number, number][] = [
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
  [0x3400, 0x4dbf],
  [0xa000, 0xa48c],
  [0x0400, 0x04ff],
  [0x0370, 0x03ff],
];
const ASTRAL_RANGES: [number, number][] = [[0x20000, 0x2a6df]];

function* cycle(ranges: [number, number][]): Generator<string, never> {
  for (;;)
    for (const [first, last] of ranges)
      for (let code = first; code <= last; code++) yield String.fromCodePoint(code);
}

export class DistinctCharacters {
  private readonly bmp = cycle(BMP_RANGES);
  private readonly astral = cycle(ASTRAL_RANGES);

  /** The next `count` characters, each one code point (astral: two UTF-16 units, four bytes of UTF-8). */
  take(count: number, { astral = false } = {}): string[] {
    const source = astral ? this.astral : this.bmp;
    return Array.from({ length: count }, () => source.next().value);
  }

  /** A run of `count` characters: one long word. */
  run(count: number, options?: { astral?: boolean }): string {
    return this.take(count, options).join("");
  }

  /** Words of one character each, as many as fit in `length` characters. */
  words(length: number): string {
    return this.take(Math.ceil(length / 2))
      .join(" ")
      .slice(0, length);
  }
}
