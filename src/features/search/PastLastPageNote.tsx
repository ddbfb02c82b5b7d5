import type { ReactNode } from "react";
import { Link } from "wouter";
import { tr } from "../../lib/i18n/translate";
import { searchHref } from "../../lib/search-href";
import type { SearchLocation } from "../../ui/use-search-location";

/** Said when the address asks for a page past the last one and the host answered with the last. */
export default function PastLastPageNote({ location, shown }: { location: SearchLocation; shown: number }) {
  const { params, pathname } = location;
  return (
    <p className="rv-search-page__note" role="status">
      {
        tr("There is no page {asked}. Showing page {shown}, the last. <first>Go to page 1</first>", {
          asked: params.page,
          shown,
          first: (words: ReactNode) => (
            <Link key="first" href={searchHref(pathname, { ...params, page: 1 })}>
              {words}
            </Link>
          ),
        }) as ReactNode[]
      }
    </p>
  );
}
