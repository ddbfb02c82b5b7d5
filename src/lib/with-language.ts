// A query in the page's language, for the search calls, built in one place so the host's preload
// links and the bundle's requests agree (src/lib/first-requests.ts). Apart from request-urls.ts,
// which every page loads, so only the search screens pay for it.
import { LANGUAGE_PARAMETER } from "../api/host-facts";
import { activeLanguage } from "./i18n/translate";

/**
 * A query with the page's language (`locale`) when it is not English, for the calls whose answers
 * hold the host's texts and that the host page preloads (search.json's title and category).
 */
export const withLanguage = <T extends object>(query: T, locale: string = activeLanguage()): T =>
  locale === "en" ? query : { ...query, [LANGUAGE_PARAMETER]: locale };
