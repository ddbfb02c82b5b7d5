import type { FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { t } from "../../lib/i18n/translate";
import { withQueryParams } from "../../lib/with-query-params";

/**
 * The store search's own text field: a name or a domain. A new text keeps the filters and
 * starts from page 1, corrected again when it finds nothing. Uncontrolled: the owner gives it `key={q}`, so a new address resets it.
 */
export function StoreSearchForm({ q }: { q: string }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q")).trim();
    // A new text is searched with its corrections again (as_typed is for the text it was sent with).
    navigate(`${pathname}?${withQueryParams(search, { q, page: "1", as_typed: null })}`);
  };
  return (
    <search>
      <form className="rv-store-search-form" onSubmit={submit}>
        <input
          type="search"
          name="q"
          className="rv-store-search-form__input"
          aria-label={t("Search stores")}
          placeholder={t("Store name or website")}
          defaultValue={q}
        />
        <button type="submit" className="rv-button">
          {t("Search stores")}
        </button>
      </form>
    </search>
  );
}
