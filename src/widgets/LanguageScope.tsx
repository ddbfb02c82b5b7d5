// The widget's element around what it shows, in every root: the page's roots and a shop page's
// reviews.
import type { ReactNode } from "react";
import { directionOf } from "../lib/i18n/languages";
import { applyTheme, lookAttributes } from "../lib/theme";
import { useAtomValue } from "../state/jotai";
import { localeAtom } from "../state/reviewer";
import { sessionAtom } from "../state/session";

/**
 * The widget's element, in its language and direction (never the host's <html>), and in app_meta's
 * theme, scheme and font: a new language repaints everything inside it at once.
 */
export function LanguageScope({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const { meta } = useAtomValue(sessionAtom);
  return (
    <div
      key={locale}
      className="rv-root"
      data-turbo="false"
      data-turbolinks="false"
      lang={locale}
      dir={directionOf(locale)}
      {...lookAttributes(meta)}
      ref={(root) => applyTheme(root, meta.theme)}
    >
      {children}
    </div>
  );
}
