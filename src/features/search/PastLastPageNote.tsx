import { Link } from "wouter";
import { searchHref } from "../../lib/search-href";
import type { SearchLocation } from "../../ui/use-search-location";

/** Said when the address asks for a page past the last one and the host answered with the last. */
export function PastLastPageNote({ location, shown }: { location: SearchLocation; shown: number }) {
  const { params, pathname } = location;
  if (shown === params.page) return null;
  return (
    <p className="rv-search-page__note" role="status">
      There is no page {params.page}. Showing page {shown}, the last.{" "}
      <Link href={searchHref(pathname, { ...params, page: 1 })}>Go to page 1</Link>
    </p>
  );
}
