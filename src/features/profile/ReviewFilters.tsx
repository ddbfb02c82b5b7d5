import { type FormEvent, useId } from "react";
import { t } from "../../lib/i18n/translate";
import { REVIEW_SORTS } from "../../lib/review-query";
import { useFollowedText } from "../../ui/use-followed-text";
import { OWN_REVIEW_TYPES, type ProfileQuery } from "./profile-query";

interface Props {
  query: ProfileQuery;
  /** Applies a change; the caller starts again at page 1. */
  onChange: (change: Partial<ProfileQuery>) => void;
  /** Default true: the type choice (all, published, unpublished, deleted) is the owner's only. */
  withTypes?: boolean;
}

const RATINGS = [5, 4, 3, 2, 1];

/** Search within the reviews, sort, rating and (for the owner) type; each lives in the address. */
export function ReviewFilters({ query, onChange, withTypes = true }: Props) {
  const [text, setText] = useFollowedText(query.search);
  const ids = { search: useId(), sort: useId(), rating: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text });
  };
  return (
    <div className="rv-profile-filters">
      <form className="rv-profile-filters__search" onSubmit={submit}>
        <label htmlFor={ids.search}>{t("Search reviews")}</label>
        <input
          id={ids.search}
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="rv-button rv-button--small">
          {t("Find reviews")}
        </button>
      </form>
      <div className="rv-profile-filters__selects">
        <label htmlFor={ids.sort}>{t("Sort by")}</label>
        <select
          id={ids.sort}
          value={query.sort}
          onChange={(e) => onChange({ sort: e.target.value as ProfileQuery["sort"] })}
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.rating}>{t("Rating")}</label>
        <select
          id={ids.rating}
          value={query.rating ?? ""}
          onChange={(e) => onChange({ rating: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t("All ratings")}</option>
          {RATINGS.map((stars) => (
            <option key={stars} value={stars}>
              {t("{rating, plural, one {# star} other {# stars}}", { rating: stars })}
            </option>
          ))}
        </select>
      </div>
      {withTypes && (
        <fieldset className="rv-profile-filters__types">
          <legend>{t("Show")}</legend>
          {OWN_REVIEW_TYPES.map((type) => (
            <label key={type.value}>
              <input
                type="radio"
                name="review_type"
                value={type.value}
                checked={query.type === type.value}
                onChange={() => onChange({ type: type.value })}
              />
              {t(type.label)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
