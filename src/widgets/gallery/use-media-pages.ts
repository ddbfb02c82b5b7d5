import { useCallback, useEffect, useRef, useState } from "react";
import { getMediaPage } from "../../api/catalog";
import { isApiError } from "../../api/client";
import { type GalleryItem, type GalleryRequest, productImageItem } from "./gallery-item";

type MediaStatus = "loading" | "ready" | "error";

export interface MediaPages {
  items: GalleryItem[];
  status: MediaStatus;
  /** More pages wait on the host. */
  hasMore: boolean;
  /** Every item there is: the opening items plus the host's total, once known. */
  total: number;
  /** Loads the next page; resolves to how many items are then held, or null when it failed. */
  loadMore: () => Promise<number | null>;
  retry: () => void;
}

/**
 * The gallery's items: the opening items, then pages of reviews_with_media. A 404 on the
 * first load means there is no media; any other failure, and a failed load-more, are errors.
 */
export function useMediaPages(request: GalleryRequest): MediaPages {
  const [items, setItems] = useState(() =>
    request.productImage
      ? [productImageItem(request.productImage.title, request.productImage.url), ...request.items]
      : request.items,
  );
  // What a load adds to, ahead of the render it causes: presses waiting on a load read its count.
  const held = useRef(items);
  const [status, setStatus] = useState<MediaStatus>("loading");
  const [loaded, setLoaded] = useState({ page: 0, totalPages: 1, serverTotal: 0 });
  const inFlight = useRef<Promise<number | null> | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const extra = request.productImage ? 1 : 0;

  const loadPage = useCallback(
    (page: number): Promise<number | null> => {
      if (inFlight.current) return inFlight.current;
      setStatus("loading");
      const call = getMediaPage(request.owner.kind, request.owner.id, page).then(
        (result) => {
          if (!alive.current) return null;
          const seen = new Set(held.current.map((item) => item.id));
          held.current = [...held.current, ...result.items.filter((item) => !seen.has(item.id))];
          setItems(held.current);
          setLoaded({ page, totalPages: result.total_pages, serverTotal: result.total_count });
          setStatus("ready");
          return held.current.length;
        },
        (error: unknown) => {
          if (!alive.current) return null;
          if (page === 1 && isApiError(error) && error.status === 404) {
            setLoaded({ page: 1, totalPages: 0, serverTotal: 0 }); // no media at all
            setStatus("ready");
          } else setStatus("error");
          return null;
        },
      );
      inFlight.current = call.finally(() => (inFlight.current = null));
      return inFlight.current;
    },
    [request.owner.kind, request.owner.id],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page loads once, on open
  useEffect(() => void loadPage(1), []);

  const hasMore = loaded.page < loaded.totalPages;
  return {
    items,
    status,
    hasMore,
    total: loaded.page === 0 ? items.length : Math.max(items.length, loaded.serverTotal + extra),
    loadMore: () => (hasMore ? loadPage(loaded.page + 1) : Promise.resolve(null)),
    retry: () => void loadPage(loaded.page + 1),
  };
}
