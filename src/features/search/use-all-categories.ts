import { useEffect, useState } from "react";
import type { Category } from "../../api/types/category";
import { loadAllCategories } from "../../state/categories";

/** Every category for the choosers; null while loading, empty when the call failed (§7). */
export function useAllCategories(): Category[] | null {
  const [categories, setCategories] = useState<Category[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadAllCategories().then((all) => live && setCategories(all ?? []));
    return () => {
      live = false;
    };
  }, []);
  return categories;
}
