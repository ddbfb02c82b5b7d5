// A query in the page's language, for the search calls, built in one place so the host's preload
// links and the bundle's requests agree (src/lib/first-requests.ts). Apart from request-urls.ts,
// which every page loads, so only the search screens pay for it.
import type { LANGUAGE_PARAMETER } from "../api/host-facts";
import { activeLanguage } from "./i18n/translate";

/**
 * A query with the page's language (`locale`) when it is not English, for the calls whose answers
 * hold the host's texts and that the host page preloads (search.json's title and category). Its
 * name is checked against LANGUAGE_PARAMETER, not read from it: a binding shared between chunks
 * costs the search page's script bytes its budget does not have.
 */
export const withLanguage = <T extends object>(query: T, locale: string = activeLanguage()): T =>
  locale === "en" ? query : ({ ...query, locale } satisfies Record<typeof LANGUAGE_PARAMETER, string>);
