// What a search of products or stores tells the host page (src/lib/browser/host-events.ts): a search once
// its results show for a new text, filter or sort (another page of it is no new search), a filter
// or sort once its results show, and a result opened. A category page's products are a search of
// products too (its category, its sort), and the search page it leads to with the same category
// and sort is the same search. The search last told is the mount's, not the screen's: the screen
// again in a new language, or Back to its results, is no new search; the same words searched among
// stores after products are.
import { type MouseEvent, useEffect } from "react";
import type { SearchResultPage } from "../api/contract/search";
import { emit, type HostEventDetails } from "../lib/browser/host-events";
import type { SearchParams } from "../lib/search-params";
import { atom, useStore } from "../state/jotai";

type SearchKind = HostEventDetails["search"]["kind"];

const toldSearchAtom = atom<{ kind: SearchKind; params: SearchParams } | null>(null);

/**
 * Parameters that change no result a shopper chose: the page shown, and the mark of a category
 * route's search (category_search), which the search page it leads to does not carry.
 */
const NOT_CHOSEN: ReadonlySet<string> = new Set(["page", "category_search"]);

/** The product at a place on a page of results, for the host's event when it is opened. */
export const productResultAt = (page: SearchResultPage, index: number) =>
  page.search_results[index]?.encoded_product_id;

/** What the events read of a page of results. */
interface ResultsPage {
  results_total_count: number;
  current_page: number;
  per_page: number;
}

/**
 * Tells the host of a search of `kind` once `answer` shows; returns the press handler of its
 * results' list, whose link opens the result `idAt` names by its place on the page.
 */
export function useSearchEvents<Page extends ResultsPage>(
  kind: SearchKind,
  params: SearchParams,
  answer: Page | undefined,
  idAt: (answer: Page, index: number) => string | undefined,
) {
  const store = useStore();
  useEffect(() => {
    if (!answer) return;
    const told = store.get(toldSearchAtom);
    const before = told?.kind === kind ? told.params : null;
    const changed = (Object.keys({ ...before, ...params }) as (keyof SearchParams)[]).filter(
      (name) => !NOT_CHOSEN.has(name) && params[name] !== before?.[name],
    );
    if (!changed[0]) return;
    store.set(toldSearchAtom, { kind, params });
    emit("search", { query: params.q.trim(), results: answer.results_total_count, kind });
    if (before && !changed.includes("q")) emit("filter", { changed });
  }, [answer, kind, params, store]);

  /** A press on the results' list: a result's link opens it. */
  return ({ target }: MouseEvent) => {
    const card = (target as Element).closest("a")?.closest("li");
    if (!answer || !card) return;
    const index = [...(card.parentElement?.children ?? [])].indexOf(card);
    const id = idAt(answer, index);
    const position = (answer.current_page - 1) * answer.per_page + index + 1;
    if (!id) return;
    if (kind === "stores") emit("result-opened", { store_id: id, position });
    else emit("result-opened", { product_id: id, position });
  };
}
