// §4, §9: result pages cached by their serialised parameters, emptied after 60 s without use.
import type { SearchResponse, StoreSearchResponse } from "../../api/types/search";
import { createIdleCache } from "../../lib/idle-cache";

export const productResultsCache = createIdleCache<SearchResponse>();
export const storeResultsCache = createIdleCache<StoreSearchResponse>();
