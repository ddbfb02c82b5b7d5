import { type FormEvent, useId } from "react";
import { t } from "../../lib/i18n/translate";
import { PEOPLE_FILTERS, PEOPLE_SORTS, type PeopleQuery } from "../../lib/people-params";

interface Props {
  query: PeopleQuery;
  /** 'People I follow' is offered only to a signed-in reviewer. */
  signedIn: boolean;
  /** A new search, sort or filter; the page goes back to 1. */
  onChange: (next: Partial<PeopleQuery>) => void;
}

/** The search by name, the sort and the filter of Find people. */
export default function PeopleControls({ query, signedIn, onChange }: Props) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    onChange({ q: typeof q === "string" ? q.trim() : "" });
  };
  const filters = PEOPLE_FILTERS.filter((f) => signedIn || f.value !== "followed");
  return (
    <div className="rv-people__controls">
      <search>
        <form className="rv-people__search" onSubmit={submit} key={query.q}>
          <label htmlFor={`${id}-q`}>{t("Search people by name")}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={query.q} maxLength={100} />
          <button type="submit" className="rv-button rv-button--small">
            {t("Search")}
          </button>
        </form>
      </search>
      <label>
        {t("Sort by")}{" "}
        <select
          value={query.sort_by}
          onChange={(e) => onChange({ sort_by: e.target.value as PeopleQuery["sort_by"] })}
        >
          {PEOPLE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.label)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("Show")}{" "}
        <select
          value={query.filter_by}
          onChange={(e) => onChange({ filter_by: e.target.value as PeopleQuery["filter_by"] })}
        >
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {t(f.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
