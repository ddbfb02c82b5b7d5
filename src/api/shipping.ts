// Where the marketplace's stores ship to: the filter sidebar's 'Ships to' list, loaded with it.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { ShippingCountriesResponse } from "./contract/reviewer";

export const SHIPPING_COUNTRIES_URL = "/shipping_countries.json" satisfies ApiPath<"GET">;

export const getShippingCountries = () => api.get<ShippingCountriesResponse>(SHIPPING_COUNTRIES_URL);
