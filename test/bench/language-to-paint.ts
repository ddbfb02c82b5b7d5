// The time from a language chosen in the menu to the widget painted in it, in Chromium on a
// phone's width with the CPU slowed 4x (Lighthouse's mobile profile): from the option's click
// event to the frame after the widget's roots carry the new language. Budget 100 ms.
import { chromium } from "playwright-core";
import { nativeName } from "../../src/lib/i18n/offered-languages";
import { CHROMIUM } from "../support/browsers/chromium";
import { armPaint, type PaintReport, type PaintWatch, paintedMs, paintReport } from "./paint-after-click";

export const LANGUAGE_PAINT_BUDGET_MS = 100;
const LANGUAGES = ["de", "fr", "es", "en"];

/** From an option's click to the frame after every root of the widget is in `locale`. */
const inLanguage = (locale: string): PaintWatch => ({
  click: { selector: '[role="option"]' },
  done: { selector: ".rv-root", attributes: { lang: locale } },
});

/** Switches the language of a product page `runs` times through the side menu. */
export async function measureLanguageToPaint(base: string, path: string, runs = 8): Promise<PaintReport> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}${path}`);
    await page.locator("main h1").first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const locale = LANGUAGES[run % LANGUAGES.length] as string;
      const current = await page.locator(".rv-root").first().getAttribute("lang");
      // The side menu's button, whatever the language names it.
      await page.locator('button.rv-navbar__mobile[aria-haspopup="dialog"]').click();
      const menu = page.getByRole("dialog").first();
      await menu.waitFor();
      await menu.locator(".rv-language-select button").first().click();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await armPaint(page, inLanguage(locale));
      await page.getByRole("option", { name: nativeName(locale) }).click();
      times.push(await paintedMs(page));
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      if (current === locale) throw new Error(`run ${run}: already in ${locale}`);
    }
    return paintReport(times);
  } finally {
    await browser.close();
  }
}
