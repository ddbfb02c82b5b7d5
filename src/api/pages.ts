// GET <current route path>?format=json — every screen's page data.
import { pageDataUrl } from "../lib/request-urls";
import { api } from "./client";
import type { MetaData } from "./contract/common";

/** Any route's page data: its metadata, and the fields of its route (PageDataOf in types/page-data.ts). */
export interface PageData {
  meta_data: MetaData;
}

/** `pathAndQuery` is the route as the address bar shows it, e.g. '/reviews/search?q=kettle'. */
export const getPageData = <T extends PageData = PageData>(pathAndQuery: string) =>
  api.get<T>(pageDataUrl(pathAndQuery));
