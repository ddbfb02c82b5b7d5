// The 'Ships to' choices come from the host (shipping_countries.json), asked when the filter
// sidebar first opens and kept 120 s: they change rarely.
import { getShippingCountries, SHIPPING_COUNTRIES_URL } from "../../api/shipping";
import { type CountryOption, countryOptions } from "../../lib/countries";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

const load = () =>
  getShippingCountries().then((answer) =>
    Array.isArray(answer?.shipping_countries) ? answer.shipping_countries : [],
  );

/**
 * The countries stores ship to, as the host lists them; null while they load. A failed call
 * offers the country table instead, so the filter still works.
 */
export function useShippingCountries(): CountryOption[] | null {
  const { data, error } = useCachedRequest(SHIPPING_COUNTRIES_URL, load, LONG_LIFETIME);
  if (data) return data;
  return error ? countryOptions().slice(1) : null;
}
