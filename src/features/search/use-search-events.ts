// What the product search tells the host page (src/lib/host-events.ts): a search once its results
// show for a new text, filter or sort (another page of it is no new search), a filter or sort once
// its results show, and a product opened from the results. The search last told is the mount's,
// not the screen's: the screen again in a new language, or Back to its results, is no new search.
import { type MouseEvent, useEffect } from "react";
import type { SearchResultPage } from "../../api/contract/search";
import { emit } from "../../lib/host-events";
import type { SearchParams } from "../../lib/search-params";
import { atom, useStore } from "../../state/jotai";

const toldSearchAtom = atom<SearchParams | null>(null);

export function useSearchEvents(params: SearchParams, answer: SearchResultPage | undefined) {
  const store = useStore();
  useEffect(() => {
    if (!answer) return;
    const before = store.get(toldSearchAtom);
    const changed = (Object.keys({ ...before, ...params }) as (keyof SearchParams)[]).filter(
      (name) => name !== "page" && params[name] !== before?.[name],
    );
    if (!changed[0]) return;
    store.set(toldSearchAtom, params);
    emit("search", { query: params.q.trim(), results: answer.results_total_count });
    if (before && !changed.includes("q")) emit("filter", { changed });
  }, [answer, params, store]);

  /** A press on the results' grid: a product's link opens it. */
  return ({ target }: MouseEvent) => {
    const link = (target as Element).closest("a");
    const card = link?.closest("li");
    if (!answer || !card) return;
    const index = [...(card.parentElement?.children ?? [])].indexOf(card);
    const product = answer.search_results[index];
    if (product)
      emit("result-opened", {
        product_id: product.encoded_product_id,
        position: (answer.current_page - 1) * answer.per_page + index + 1,
      });
  };
}
