// What the search page says only now and then, its code loaded when it is said: an address past
// the last page, a search the host corrected, prices in each store's own currency sorted by price.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { t, tr } from "../../lib/i18n/translate";
import { searchHref } from "../../lib/search-href";
import type { SearchLocation } from "../../ui/use-search-location";

export type SearchNoteProps =
  /** The address asks for a page past the last one and the host answered with the last, `shown`. */
  | { note: "past-last-page"; location: SearchLocation; shown: number }
  /** The host searched `searched`, corrected, since the text typed found nothing. */
  | { note: "corrected"; location: SearchLocation; searched: string }
  /** Prices in each store's currency, sorted by their value in US dollars. */
  | { note: "mixed-prices" };

export default function SearchNote(props: SearchNoteProps) {
  if (props.note === "mixed-prices") {
    return (
      <p className="rv-search-page__note">
        {t(
          "Prices are in each store’s currency and sorted by their value in US dollars. Choose a currency under “Show prices in” to see them all in one.",
        )}
      </p>
    );
  }
  const { params, pathname } = props.location;
  const link = (key: string, changes: Record<string, unknown>) => (words: ReactNode) => (
    <Link key={key} href={searchHref(pathname, { ...params, page: 1, ...changes })}>
      {words}
    </Link>
  );
  return (
    <p className="rv-search-page__note" role="status">
      {
        (props.note === "past-last-page"
          ? tr("There is no page {asked}. Showing page {shown}, the last. <first>Go to page 1</first>", {
              asked: params.page,
              shown: props.shown,
              first: link("first", {}),
            })
          : // A link to exactly what was typed, which returns what it returns.
            tr("Showing results for <strong>{searched}</strong>. <typed>Search instead for {q}</typed>", {
              searched: props.searched,
              q: params.q.trim(),
              strong: (words: ReactNode) => <strong key="searched">{words}</strong>,
              typed: link("typed", { as_typed: "true" }),
            })) as ReactNode[]
      }
    </p>
  );
}
