// The location of the reviews on a shop's own product page: an address of that page (a sort, a
// filter, a page of reviews: its query) changes in place, as on the widget's own pages; any other
// (Write a review, a reviewer, sign-in) is the marketplace's page, loaded whole.
import { appHrefs, appNavigate, useAppLocation } from "../app/location";

type Navigate = typeof appNavigate;

const shopPageNavigate: Navigate = (to, options) => {
  if (new URL(to, location.href).pathname === location.pathname) appNavigate(to, options);
  else location.assign(appHrefs(to));
};

export function useShopPageLocation(options?: { ssrPath?: string }): [string, Navigate] {
  return [useAppLocation(options)[0], shopPageNavigate];
}
