// A country's English name from Intl, so first-paint code need not carry the §3 country table.
let names: Intl.DisplayNames | null | undefined;

export function countryNameFromIntl(code: string): string {
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
