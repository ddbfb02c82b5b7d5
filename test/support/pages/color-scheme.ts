// The host's run-time switch of the widget's colour scheme (docs/theme.md): data-rv-color-scheme
// on the roots it gave the widget, which wins over app_meta's "color_scheme".
import type { Page } from "playwright-core";

/** The roots a host page gives the widget: the header's, the page's and the footer's. */
const HOST_ROOTS = "#search-navbar, main, #site-footer";

/** Sets the scheme on the page's roots as a host's theme switch does (null: takes it away). */
export async function setHostColorScheme(
  page: Page,
  scheme: "light" | "dark" | "auto" | null,
): Promise<void> {
  await page.evaluate(
    ([selector, chosen]) => {
      for (const root of document.querySelectorAll(selector))
        if (chosen) root.setAttribute("data-rv-color-scheme", chosen);
        else root.removeAttribute("data-rv-color-scheme");
    },
    [HOST_ROOTS, scheme] as const,
  );
}
