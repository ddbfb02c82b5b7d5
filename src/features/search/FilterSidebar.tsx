// The filter sidebar, loaded when first opened: a draft of the filters that reaches
// the address only when applied.
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { Category } from "../../api/contract/category";
import { countryOptions, shippingCountryOptions } from "../../lib/countries";
import { currencyLabel, currencyOptions } from "../../lib/currency-options";
import { t } from "../../lib/i18n/translate";
import { convertPriceFilter } from "../../lib/price-filter";
import { type NormalizedSearchParams, normalizeSearchParams } from "../../lib/search-params";
import { chooseCountryAtom, chooseCurrencyAtom } from "../../state/choices";
import { useAtom, useAtomValue, useSetAtom } from "../../state/jotai";
import { currencyAtom, exchangeRatesAtom } from "../../state/reviewer";
import { Dropdown } from "../../ui/Dropdown";
import { Modal } from "../../ui/Modal";
import { CategoryField } from "./CategoryField";
import { ChoiceSelect, RatingChoice } from "./FilterFields";
import { pickFilters, reviewCountChoices, type SidebarFilters, scoreChoices } from "./sidebar-filters";
import { useShippingCountries } from "./use-shipping-countries";

interface Props {
  /** 'stores' leaves out the price range, which a shop does not have. */
  kind: "products" | "stores";
  /** The filters saved when the sidebar opened, restored when it closes without applying. */
  initial: NormalizedSearchParams;
  /** The category of the results, named before the list of categories loads. */
  category: Category | null;
  /** The filters, and the currency their price range is in. */
  onApply: (filters: SidebarFilters, priceCurrency: string) => void;
  /** Closing without applying: the owner restores what was saved. */
  onClose: () => void;
}

// Typing finds a country by its code as well as its name.
const asOption = (c: { code: string; name: string }) => ({ value: c.code, label: c.name, code: c.code });
const priceText = (value: number | null) => (value === null ? "" : String(value));

export default function FilterSidebar({ kind, initial, category, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<SidebarFilters>(() => pickFilters(initial));
  const [prices, setPrices] = useState({
    min: priceText(initial.min_price),
    max: priceText(initial.max_price),
  });
  const [chosen, setChosen] = useAtom(currencyAtom);
  // The price range is in the address's currency, else in the chosen one.
  const [openedCurrency] = useState(initial.currency ?? chosen);
  const [currency, setCurrency] = useState(openedCurrency);
  const rates = useAtomValue(exchangeRatesAtom);
  const chooseCountry = useSetAtom(chooseCountryAtom);
  const chooseCurrency = useSetAtom(chooseCurrencyAtom);
  const shipping = useShippingCountries();
  // Named in the shopper's language: made at render, as a change of language paints anew.
  const storeCountries = useMemo(() => countryOptions().map(asOption), []);
  const scores = useMemo(scoreChoices, []);
  const reviewCounts = useMemo(reviewCountChoices, []);
  // Made once per set of rates: a press in the sidebar (a rating, a score) renders it again, and
  // naming some hundred and fifty currencies each time made that press wait.
  const currencies = useMemo(
    () =>
      currencyOptions(rates).map(({ code, separatorBefore }) => ({
        value: code,
        label: currencyLabel(code),
        separatorBefore,
      })),
    [rates],
  );
  const shipsTo = useMemo(
    () => shippingCountryOptions(shipping ?? [], draft.country).map(asOption),
    [shipping, draft.country],
  );
  const id = useId();
  // The address changing under the sidebar (Back, a link) closes it; its draft never
  // reached the address, which so keeps the previous query.
  const search = useSearch();
  const opened = useRef(search);
  useEffect(() => {
    if (search !== opened.current) onClose();
  }, [search, onClose]);
  const set = <K extends keyof SidebarFilters>(key: K, value: SidebarFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // The price range is in the chosen currency; choosing another converts it, rounded up.
  const changeCurrency = (next: string) => {
    const bounds = normalizeSearchParams(
      new URLSearchParams({ min_price: prices.min, max_price: prices.max }),
    );
    const converted = convertPriceFilter(bounds, currency, next, rates);
    if (converted) setPrices({ min: priceText(converted.min_price), max: priceText(converted.max_price) });
    setCurrency(next);
    // Prices on the page follow; closing without applying restores the saved currency.
    if (next !== chosen) setChosen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The typed prices: numbers above 0, swapped when the minimum is higher.
    const bounds = normalizeSearchParams(
      new URLSearchParams({ min_price: prices.min, max_price: prices.max }),
    );
    // A country or currency chosen here is remembered as one chosen in the header is.
    if (draft.country !== initial.country) void chooseCountry(draft.country);
    if (currency !== openedCurrency) void chooseCurrency(currency);
    onApply({ ...draft, min_price: bounds.min_price, max_price: bounds.max_price }, currency);
  };

  return (
    <Modal open title={t("Filter by")} onClose={onClose} className="rv-filter-sidebar">
      <form className="rv-filter-sidebar__form" onSubmit={submit}>
        {/* The fields scroll between the header and the Cancel and Apply bar, which so never covers one. */}
        <div className="rv-filter-sidebar__fields">
          <Dropdown
            label={t("Ships to")}
            searchable
            loading={shipping === null}
            options={shipsTo}
            value={draft.country}
            onChange={(v) => set("country", v)}
          />
          <Dropdown
            label={t("Store location")}
            searchable
            options={storeCountries}
            value={draft.store_country}
            onChange={(v) => set("store_country", v)}
          />
          <RatingChoice value={draft.min_rating} onChange={(v) => set("min_rating", v)} />
          <ChoiceSelect
            label={t("Minimum transparency")}
            choices={scores}
            value={draft.min_transparency}
            unit="%"
            onChange={(v) => set("min_transparency", v)}
          />
          <ChoiceSelect
            label={t("Minimum authenticity")}
            choices={scores}
            value={draft.min_authenticity}
            unit="%"
            onChange={(v) => set("min_authenticity", v)}
          />
          {kind === "products" && (
            <fieldset className="rv-filter-sidebar__price">
              <legend>{t("Price")}</legend>
              <Dropdown
                label={t("Prices in")}
                options={currencies}
                value={currency}
                onChange={changeCurrency}
              />
              <div className="rv-filter-sidebar__range">
                <label htmlFor={`${id}-min`} aria-hidden="true">
                  {t("From")}
                </label>
                <input
                  id={`${id}-min`}
                  aria-label={t("Minimum price")}
                  type="number"
                  className="rv-filter-sidebar__price-input"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={prices.min}
                  onChange={(e) => setPrices((p) => ({ ...p, min: e.target.value }))}
                />
                <label htmlFor={`${id}-max`} aria-hidden="true">
                  {t("to")}
                </label>
                <input
                  id={`${id}-max`}
                  aria-label={t("Maximum price")}
                  type="number"
                  className="rv-filter-sidebar__price-input"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={prices.max}
                  onChange={(e) => setPrices((p) => ({ ...p, max: e.target.value }))}
                />
              </div>
              {currency === "*" && (
                <p className="rv-filter-sidebar__hint">{t("In each store’s own currency.")}</p>
              )}
            </fieldset>
          )}
          <ChoiceSelect
            label={t("Number of reviews")}
            choices={reviewCounts}
            value={draft.reviews_count}
            unit="+"
            onChange={(v) => set("reviews_count", v)}
          />
          <CategoryField
            value={draft.category_id}
            current={category}
            onChange={(v) => set("category_id", v)}
          />
        </div>
        <div className="rv-filter-sidebar__actions">
          <button type="button" className="rv-button rv-button--secondary" onClick={onClose}>
            {t("Cancel")}
          </button>
          <button type="submit" className="rv-button">
            {t("Apply filters")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
