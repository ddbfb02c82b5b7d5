// The host reads words as SQLite's FTS5 does (search/text/fts-tokens.ts, search/text/unicode61.ts):
// the committed table of how SQLite reads each code point is what this SQLite reads, the same
// tokens for any text, every character of the planes Unicode fills most read alike, and the same
// verdict as an FTS5 MATCH of the typed words, checked against FTS5 itself.
import Database from "better-sqlite3";
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ftsQuery, ftsTokens, matchesTyped, typedWords } from "../../fixtures/host/search/text/fts-tokens";
import { FTS_TOKENIZER } from "../../fixtures/host/search/text/unicode61";
import { sqliteReadings } from "../../fixtures/host/search/text/unicode61-table";
import committed from "../../fixtures/host/search/text/unicode61-table.json" with { type: "json" };
import { ftsMatches } from "../support/search/fts-oracle";

const test = suite("host fts tokens");

test("the committed table reads the first and last code point of each of its runs as this SQLite does", () => {
  const { firsts, flags, shifts, sqlite } = committed;
  assert.ok(firsts.length > 1000, `${firsts.length} runs`);
  const ends = firsts.map((_, i) => (firsts[i + 1] ?? 0x110000) - 1);
  const codes = firsts.flatMap((first, i) => [first, ends[i] as number]);
  const theirs = sqliteReadings(codes);
  const differing = codes.filter((_, i) => {
    const run = Math.floor(i / 2);
    const their = theirs[i];
    return their?.flags !== flags[run] || their?.shift !== shifts[run];
  });
  // Another SQLite reads these otherwise: write the table again (unicode61-table.ts).
  assert.equal(
    differing.map((code) => code.toString(16)),
    [],
    `the table was asked of SQLite ${sqlite}`,
  );
});

/** Characters of every kind FTS5 tells apart: ASCII, accents and combining marks, other scripts, emoji, private use, unassigned. */
const CHARACTERS = [
  ..."abcXYZ0189 -–,.'\"!_/\t",
  ..."éÉçÇñÑøØßæÅİıŁłŒœ",
  "e\u0301",
  "\u0308",
  ..."ΑάΩωЖжЁё",
  ..."שָׁלוֹם",
  ..."مَرحبا",
  ..."漢字かなカナ한국",
  ..."😀🥳👍🏽❤️",
  "\uE000",
  "\u0378",
  "\u{10FFFD}",
  "\u{1F9FF}",
];
const text = fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 14 }).map((parts) => parts.join(""));

/** FTS5's own tokens of each text. */
function sqliteTokens(texts: string[]): string[][] {
  const db = new Database(":memory:");
  try {
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize = '${FTS_TOKENIZER}');
      CREATE VIRTUAL TABLE v USING fts5vocab(t, instance);`);
    const insert = db.prepare("INSERT INTO t (rowid, x) VALUES (?, ?)");
    for (const [i, t] of texts.entries()) insert.run(i + 1, t);
    const tokens = texts.map((): string[] => []);
    for (const { doc, term } of db
      .prepare("SELECT doc, term FROM v ORDER BY doc, offset")
      .iterate() as Iterable<{
      doc: number;
      term: string;
    }>)
      tokens[doc - 1]?.push(term);
    return tokens;
  } finally {
    db.close();
  }
}

test("the tokens of any text are FTS5's", () => {
  fc.assert(
    fc.property(fc.array(text, { minLength: 1, maxLength: 30 }), (texts) => {
      assert.equal(
        texts.map((t) => ftsTokens(t)),
        sqliteTokens(texts),
      );
    }),
    { numRuns: 200 },
  );
  assert.equal(ftsTokens("Café-Crème 1.7L, RÉSUMÉ"), ["cafe", "creme", "1", "7l", "resume"]);
});

/** Each code point from `first` to before `end`, but the surrogates, which no text holds alone. */
function codePoints(first: number, end: number): string[] {
  const characters: string[] = [];
  for (let code = first; code < end; code++)
    if (code < 0xd800 || code > 0xdfff) characters.push(String.fromCodePoint(code));
  return characters;
}

/** A text in which SQLite reads `character` at the start of a word and inside one (' ća' and 'aća'). */
const bothPlaces = (character: string) => ` ${character}a${character}a`;

const hex = (character: string) => (character.codePointAt(0) as number).toString(16);

test("every character of the Basic and Supplementary Multilingual Planes starts, continues or ends a word as in FTS5, folded alike", () => {
  // Where Unicode puts new scripts and emoji; the other planes (ideographs, private use, none yet)
  // are read by their categories alone, and sampled below.
  const blocks: string[][] = [];
  const all = codePoints(0x80, 0x20000);
  for (let i = 0; i < all.length; i += 4096) blocks.push(all.slice(i, i + 4096));
  const theirs = sqliteTokens(blocks.map((block) => block.map(bothPlaces).join("")));
  const differing = blocks.flatMap((block, i) => {
    const ours = ftsTokens(block.map(bothPlaces).join(""));
    if (JSON.stringify(ours) === JSON.stringify(theirs[i])) return [];
    const one = sqliteTokens(block.map(bothPlaces));
    return block.filter((c, j) => JSON.stringify(ftsTokens(bothPlaces(c))) !== JSON.stringify(one[j]));
  });
  // The table of search/text/unicode61-table.json reads these code points otherwise than SQLite.
  assert.equal(differing.map(hex), []);
});

test("texts of any code points, of every plane, are read as FTS5 reads them", () => {
  const character = fc.oneof(
    fc.integer({ min: 0, max: 0xffff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  );
  const anyText = fc
    .array(
      character.filter((code) => code < 0xd800 || code > 0xdfff),
      { maxLength: 12 },
    )
    .map((codes) => String.fromCodePoint(...codes));
  fc.assert(
    fc.property(fc.array(anyText, { minLength: 1, maxLength: 50 }), (texts) => {
      assert.equal(
        texts.map((t) => ftsTokens(t)),
        sqliteTokens(texts),
        texts.map((t) => [...t].map(hex).join(" ")).join(" | "),
      );
    }),
    { numRuns: 300 },
  );
});

test("typed words match the texts an FTS5 MATCH of the same words finds", () => {
  const typed = fc.array(fc.constantFrom(..."abcé", "ab", "ca", "é", "😀", "-", " ", "Ж", "e\u0301"), {
    minLength: 1,
    maxLength: 6,
  });
  fc.assert(
    fc.property(
      fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 20 }),
      typed.map((parts) => parts.join("")),
      (rows, q) => {
        const match = ftsQuery(q);
        fc.pre(match !== null);
        const texts = rows.map(([a, b], i) => ({ id: i + 1, columns: [a, b] }));
        const words = typedWords(q);
        const ours = texts
          .filter((row) =>
            matchesTyped(
              row.columns.map((c) => ftsTokens(c)),
              words,
            ),
          )
          .map((row) => row.id);
        assert.equal(
          ours,
          ftsMatches(texts, match as string),
          `${JSON.stringify(q)} ${JSON.stringify(rows)}`,
        );
      },
    ),
    { numRuns: 300 },
  );
});

test.run();
