import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PeopleResponse } from "../../api/contract/social";
import { t, tr } from "../../lib/i18n/translate";
import { type PeopleQuery, totalPages } from "../../lib/people-params";
import { Pagination } from "../../ui/Pagination";
import { PersonEntry } from "./PersonEntry";

interface Props {
  list: PeopleResponse;
  /** False while the next list loads and this one stays on screen. */
  loaded: boolean;
  query: PeopleQuery;
  hrefFor: (next: Partial<PeopleQuery>) => string;
}

/**
 * A page of people, the count and the pages: total pages = ceil(total / per_page). The status
 * names the page on screen, so it changes with the people, not before them.
 */
export default function PeopleList({ list, loaded, query, hrefFor }: Props) {
  const pages = totalPages(list.total_count, list.per_page);
  return (
    <>
      <p className="rv-people__status" role="status">
        {list.total_count === 0
          ? t("No one matches.")
          : t("{count, plural, one {# person} other {# people}} · page {page} of {pages}", {
              count: list.total_count,
              page: list.current_page,
              pages,
            })}
      </p>
      <ul className="rv-people__list" aria-busy={!loaded}>
        {list.reviewers.map((person) => (
          <PersonEntry key={person.encoded_id} person={person} />
        ))}
      </ul>
      <Pagination
        currentPage={query.page}
        totalPages={pages}
        hrefFor={(page) => hrefFor({ page })}
        label={t("People pages")}
      />
      {list.total_count === 0 && query.filter_by === "followed" && (
        <p>
          {
            tr("You don’t follow anyone yet. <a>See everyone</a>", {
              a: (text: ReactNode) => (
                <Link key="a" href={hrefFor({ filter_by: "all", page: 1 })}>
                  {text}
                </Link>
              ),
            }) as ReactNode[]
          }
        </p>
      )}
    </>
  );
}
