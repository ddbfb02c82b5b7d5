// The filters and sort as a plain GET form, for a browser that runs no script: in the page the host
// renders, shown only under `@media (scripting: none)` (search.css), so a browser that runs the
// widget never shows it. Its markup comes from the server's form of this module
// (src/server/NoScriptFilters.server.tsx); the browser's bundle carries only this element, whose
// content React leaves as the host sent it (an inner HTML it neither reads nor changes). Not a
// <noscript>: a page-swapper parses a page without scripting, which turns its text into elements.

import type { Message } from "../../lib/i18n/translate";
import type { NormalizedSearchParams, SortBy } from "../../lib/search-params";

export interface NoScriptFiltersProps {
  kind: "products" | "stores";
  params: NormalizedSearchParams;
  hrefFor: (params: NormalizedSearchParams) => string;
  sortOptions: readonly { value: SortBy | null; label: Message }[];
}

export function NoScriptFilters(_props: NoScriptFiltersProps) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: no content at all (an empty string), so React leaves the host's form inside as it came
    <div className="rv-noscript-filters" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  );
}
