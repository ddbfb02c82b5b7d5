// The names of the country list without the rest of the country table, for first-paint code
// (filter pills, a shop's country, the home carousel's lead): the full table would add a kilobyte
// to budget-tight routes, and Intl.DisplayNames costs a long task on a phone the first time it is
// built. A unit test keeps it equal to the names in COUNTRIES of countries.ts.

const NAMES =
  "AE:United Arab Emirates|AR:Argentina|AT:Austria|AU:Australia|BE:Belgium|BR:Brazil|CA:Canada|CH:Switzerland|CL:Chile|CN:China|CO:Colombia|CZ:Czechia|DE:Germany|DK:Denmark|EG:Egypt|ES:Spain|FI:Finland|FR:France|GB:United Kingdom|GR:Greece|HK:Hong Kong|HU:Hungary|ID:Indonesia|IE:Ireland|IL:Israel|IN:India|IT:Italy|JP:Japan|KR:South Korea|MX:Mexico|MY:Malaysia|NG:Nigeria|NL:Netherlands|NO:Norway|NZ:New Zealand|PH:Philippines|PK:Pakistan|PL:Poland|PT:Portugal|RO:Romania|SA:Saudi Arabia|SE:Sweden|SG:Singapore|TH:Thailand|TR:Türkiye|TW:Taiwan|UA:Ukraine|US:United States|VN:Vietnam|ZA:South Africa";

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(
  NAMES.split("|").map((entry) => entry.split(":") as [string, string]),
);

/** The country's name; 'All countries' for '*'; the code itself when it is not in the list. */
export function countryName(code: string): string {
  if (code === "*") return "All countries";
  return NAME_BY_CODE.get(code) ?? code;
}
