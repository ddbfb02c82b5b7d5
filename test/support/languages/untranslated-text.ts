// Finds words no catalogue holds: in the pseudo-locale every message of the widget is accented and
// bracketed ("[Ŝéáŕçĥ ƒóŕ þŕóðúçţ …]"), so a run of plain Latin letters inside the widget's roots is
// either host data (a product's title, a review, the searched words: what the page's JSON answers
// and its address hold) or a text nobody made a message of. Visible texts and accessible names
// (aria-label, alt, title, placeholder) are read; a <time> (the browser's own date words), an
// element in another language (a language named in itself), a letter alone (the info icon's 'i')
// and what is hidden are not.
import type { ElementHandle, Page, Response } from "playwright-core";
import { accentLetters } from "../../../build/messages";

/** The language whose messages are all marked. */
export const PSEUDO = "en-XA";

/** The address in the pseudo-locale. */
export function inPseudoLocale(url: string): string {
  const address = new URL(url, "http://localhost");
  address.searchParams.set("locale", PSEUDO);
  return url.startsWith("http") ? address.href : `${address.pathname}${address.search}`;
}

/**
 * A control's English name as the pseudo-locale shows it: a whole message's exact form, or a
 * pattern's letters accented (a name that is a message with data in it).
 */
export function pseudoName(name: string | RegExp): string | RegExp {
  // A whole message's form, its filler whatever it is (a plural's text is counted apart): "[Ñáɱé …]".
  if (typeof name === "string")
    return new RegExp(`^\\[${accentLetters(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( [^\\]]*)?\\]$`);
  const source = name.source
    .replace(/^\^|\$$/g, "")
    .replace(
      /(\\.)|([A-Za-z]+)/g,
      (_all, escaped: string | undefined, letters: string | undefined) =>
        escaped ?? accentLetters(letters as string),
    );
  return new RegExp(source, name.flags);
}

/**
 * Collects the strings of every JSON answer the page gets: the host data it may show. `texts`
 * waits for the answers already received to be read, so data just rendered is known.
 */
export function collectHostData(page: Page): { texts: () => Promise<string>; stop: () => void } {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) {
        found.add(key);
        walk(inner);
      }
  };
  const pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    pending.push(response.json().then(walk, () => undefined));
  };
  page.on("response", onResponse);
  return {
    texts: async () => {
      await Promise.all(pending);
      return [...found].join("\n");
    },
    stop: () => page.off("response", onResponse),
  };
}

/**
 * The texts inside the widget's roots (or inside `scope`) holding plain Latin letters that are
 * neither marked by the pseudo-locale nor found in `hostData`'s answers, each with where it is.
 * What seems untranslated is looked at again with the answers received by then: an answer that
 * arrived while the page was read may have put its data on screen.
 */
export async function untranslatedTexts(
  page: Page,
  hostData: () => Promise<string>,
  scope?: ElementHandle,
): Promise<string[]> {
  // Sent as source text: the test runner names functions with a helper the page does not have.
  const find = await page.evaluateHandle<typeof findUntranslated>(
    `(() => { const __name = (f) => f; return ${findUntranslated}; })()`,
  );
  const look = async () => {
    const known = await hostData();
    const pageData = await page.evaluate(() => {
      const meta = document.getElementById("app_meta")?.textContent ?? "";
      // The answers the page's first screen was rendered from are host data too (parsed and written
      // again: its escapes, \u0026 for '&', would split the words they join).
      const first = JSON.stringify(
        JSON.parse(document.getElementById("app_first_screen")?.textContent || "null"),
      );
      return `${meta}\n${first}\n${decodeURIComponent(location.href)}`;
    });
    return find.evaluate((run, [data, element]) => run(data, element as Element | null), [
      `${known}\n${pageData}`,
      scope ?? null,
    ] as const);
  };
  try {
    const found = await look();
    return found.length ? await look() : found;
  } finally {
    await find.dispose();
  }
}

/** Runs in the page: the unknown runs of plain letters inside `scopeElement` or the widget's roots. */
function findUntranslated(data: string, scopeElement: Element | null): string[] {
  // Words only: the runs below are words without their punctuation, and so is what they are looked up in.
  const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const known = ` ${words(data)} `;
  // The browser's own names of regions and currencies in this language (Intl.DisplayNames).
  const intlNames = new Set<string>();
  const regions = new Intl.DisplayNames(["en-XA"], { type: "region" });
  const currencies = new Intl.DisplayNames(["en-XA"], { type: "currency" });
  for (const code of data.match(/\b[A-Z]{2,3}\b/g) ?? []) {
    try {
      intlNames.add((code.length === 2 ? regions : currencies).of(code) ?? "");
    } catch {
      // not a code
    }
  }
  const MARKED = /[\u00C0-\u024F\u1E00-\u1EFF\u0250-\u02AF[\]]/;
  // Runs of plain words: a word with a Latin letter and none marked, its punctuation trimmed; a
  // marked word or one without letters ends a run. The browser's own names are taken out first,
  // each ending a run too.
  const plainRuns = (text: string) => {
    let rest = text;
    for (const name of intlNames) if (name) rest = rest.split(name).join(" ǂ ");
    const runs: string[] = [];
    let run: string[] = [];
    const end = () => {
      if (run.length) runs.push(run.join(" "));
      run = [];
    };
    for (const token of rest.split(/\s+/)) {
      const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (!/[A-Za-z]/.test(word) || MARKED.test(word)) end();
      else run.push(word);
    }
    end();
    return runs;
  };
  // A currency's symbol or code beside a price ('US$', 'CA$', 'EUR'), a country code.
  const codeLike = (run: string) =>
    /^[\p{P}\d\s]*[A-Z]{1,3}\$?[\p{P}\d\s.,]*$/u.test(run) || /^[a-z]$/i.test(run);
  const unknown = (text: string) =>
    plainRuns(text).filter((run) => !codeLike(run) && !known.includes(` ${words(run)} `));

  const roots = scopeElement ? [scopeElement] : [...document.querySelectorAll(".rv-root")];
  const pageLanguage = document.querySelector(".rv-root")?.getAttribute("lang") ?? "";
  const exempt = (element: Element | null) =>
    !!element?.closest(`time, script, style, svg, [lang]:not([lang="${pageLanguage}"])`);
  const hidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width === 0 && box.height === 0;
  };
  const where = (element: Element) => {
    const label = element.getAttribute("aria-label") ?? element.tagName.toLowerCase();
    const parent = element.closest("[class]")?.getAttribute("class")?.split(" ")[0] ?? "";
    return `${label} in .${parent}`;
  };
  const found: string[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || exempt(element) || hidden(element)) continue;
      for (const run of unknown(node.textContent ?? "")) found.push(`"${run}" (${where(element)})`);
    }
    for (const element of (root as Element).querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (exempt(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) for (const run of unknown(value)) found.push(`${name} "${run}" (${where(element)})`);
      }
    }
  }
  return [...new Set(found)];
}
