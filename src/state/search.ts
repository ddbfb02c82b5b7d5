// What the search remembers between pages: the category page a search came from.
import { atom } from "./jotai";

export interface SearchOrigin {
  /** The page a search came from, e.g. 'category'. */
  from: string;
  /** The category it came from, when there was one. */
  category_id: number | null;
}

/**
 * Going from a category page to search remembers `from` and the category (and drops `from`
 * from the address); the search bar's next search then drops the saved sort_by once.
 */
export const searchOriginAtom = atom<SearchOrigin | null>(null);
