// Find people: reviewers to follow, sorted, filtered and searched by name, a page at a time; the
// address holds sort_by, filter_by, page and q.
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { getPeople, PEOPLE_URL } from "../../api/social";
import { t, tr } from "../../lib/i18n/translate";
import { type PeopleQuery, parsePeopleQuery, peopleQueryString } from "../../lib/people-params";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { withQuery } from "../../lib/request-urls";
import { useAtomValue } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { Loading } from "../../ui/Loading";
import { RetryAlert } from "../../ui/RetryAlert";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { usePageData } from "../../widgets/use-page-data";
import PeopleControls from "./PeopleControls";
import PeopleList from "./PeopleList";
import "./people.css";
import { signInPath } from "../../lib/return-to";
import { PATHS } from "../../lib/routes";
import { useRouteQuery } from "../../ui/use-route-query";

export default function PeopleScreen() {
  usePageData(); // the head; the route key is the full address
  const signedIn = useAtomValue(signedInAtom);
  const [, navigate] = useLocation();
  const query = useRouteQuery(parsePeopleQuery);
  // Lists of people are kept 60 s by their address: back and forward show them at once.
  const { data, shown, error, retry } = useCachedRequest(
    withQuery(PEOPLE_URL, query),
    () => getPeople(query),
    SHORT_LIFETIME,
    ["follows"],
  );
  const list = data ?? shown;
  const hrefFor = (next: Partial<PeopleQuery>) => {
    const qs = peopleQueryString({ ...query, ...next });
    return qs ? `${PATHS.people}?${qs}` : PATHS.people;
  };

  return (
    <section className="rv-people">
      <h1>{t("Find people")}</h1>
      <PeopleControls
        query={query}
        signedIn={signedIn}
        onChange={(next) => navigate(hrefFor({ ...next, page: 1 }))}
      />
      {error?.status === 401 ? (
        <p className="rv-screen-message" role="alert">
          {
            tr("<a>Sign in</a> to see the people you follow.", {
              a: (text: ReactNode) => (
                <a key="a" href={signInPath(hrefFor({}))}>
                  {text}
                </a>
              ),
            }) as ReactNode[]
          }
        </p>
      ) : error ? (
        <RetryAlert
          className="rv-screen-message"
          text={t("The list of people didn’t load.")}
          error={error}
          onRetry={retry}
        />
      ) : !list ? (
        <Loading />
      ) : (
        <PeopleList list={list} loaded={!!data} query={query} hrefFor={hrefFor} />
      )}
    </section>
  );
}
