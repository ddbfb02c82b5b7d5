// One tab's list on the private profile: its first page, then "load more" adds the next. Each page
// is a page-data call of its own (GET <path>?tab=…&page=N&format=json), through useCachedRequest.
import { useRef, useState } from "react";
import type { PrivateProfileResponse } from "../../api/contract/profile";
import { getPageData, type PageData } from "../../api/pages";
import { type CacheTag, SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * What a profile's page data and its lists hold: the reviewer, their reviews, orders, disputes and
 * follows. A change of any loads them again.
 */
export const PROFILE_TAGS: readonly CacheTag[] = ["profile", "reviews", "orders", "disputes", "follows"];

const withPage = (base: string, page: number) =>
  page === 1 ? base : `${base}${base.includes("?") ? "&" : "?"}page=${page}`;

export interface ProfileList<T> {
  items: T[];
  total: number;
  /** The first page has not arrived yet. */
  loading: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  error: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** `base` is the list's address without its page; `pick` takes the tab's items out of an answer. */
export function useProfileList<T>(base: string, pick: (data: PrivateProfileResponse) => T[] | undefined) {
  const [wanted, setWanted] = useState({ base, pages: 1 });
  // A new base (another filter, sort or search) starts again at page 1.
  const pages = wanted.base === base ? wanted.pages : 1;
  const key = withPage(base, pages);
  const { data, error, retry } = useCachedRequest(
    key,
    () => getPageData<PageData & PrivateProfileResponse>(key),
    // Page data like the profile's, kept 60 s, so going back to a tab shows it at once.
    SHORT_LIFETIME,
    PROFILE_TAGS,
  );
  const loaded = useRef(new Map<string, PrivateProfileResponse>());
  if (data) loaded.current.set(key, data);

  const items: T[] = [];
  let last: PrivateProfileResponse | undefined;
  for (let page = 1; page <= pages; page++) {
    const answer = loaded.current.get(withPage(base, page));
    if (!answer) break;
    items.push(...(pick(answer) ?? []));
    last = answer;
  }
  // While another filter's first page loads, the last list shown stays (marked busy by the caller).
  const shown = useRef<{ items: T[]; total: number }>({ items: [], total: 0 });
  if (last) shown.current = { items, total: last.total_count };
  const list: ProfileList<T> = {
    items: shown.current.items,
    total: shown.current.total,
    loading: !last && !error,
    loadingMore: !!last && !data && !error,
    hasMore: !!last && last.current_page < last.total_pages && !!data,
    error: !!error,
    loadMore: () => setWanted({ base, pages: pages + 1 }),
    retry,
  };
  return list;
}
