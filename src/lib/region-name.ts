// A country's English name from Intl, so screens need not carry the country table of countries.ts.
let names: Intl.DisplayNames | null | undefined;

/** A region code's English name; the code itself when Intl does not know it or it is not a region code. */
export function regionName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      names = null;
    }
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code; // not a region code
  }
}
