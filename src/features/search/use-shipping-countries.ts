// The 'Ships to' choices come from the host (shipping_countries.json), asked once per page, when
// the filter sidebar first opens.
import { getShippingCountries } from "../../api/shipping";
import { type CountryOption, countryOptions } from "../../lib/countries";
import { useCachedRequest } from "../../widgets/use-cached-request";

const KEY = "shipping-countries";
const answers = new Map<string, CountryOption[]>();

const load = () =>
  getShippingCountries().then((answer) =>
    Array.isArray(answer?.shipping_countries) ? answer.shipping_countries : [],
  );

/**
 * The countries stores ship to, as the host lists them; null while they load. A failed call
 * offers the country table instead, so the filter still works.
 */
export function useShippingCountries(): CountryOption[] | null {
  const { data, error } = useCachedRequest(KEY, load, answers);
  if (data) return data;
  return error ? countryOptions().slice(1) : null;
}
