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
  loadMore: () => Promise<boolean>;
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
  const [status, setStatus] = useState<MediaStatus>("loading");
  const [loaded, setLoaded] = useState({ page: 0, totalPages: 1, serverTotal: 0 });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const extra = request.productImage ? 1 : 0;

  const loadPage = useCallback(
    (page: number): Promise<boolean> => {
      if (inFlight.current) return inFlight.current;
      setStatus("loading");
      const call = getMediaPage(request.owner.kind, request.owner.id, page).then(
        (result) => {
          if (!alive.current) return false;
          setItems((previous) => {
            const seen = new Set(previous.map((item) => item.id));
            return [...previous, ...result.items.filter((item) => !seen.has(item.id))];
          });
          setLoaded({ page, totalPages: result.total_pages, serverTotal: result.total_count });
          setStatus("ready");
          return true;
        },
        (error: unknown) => {
          if (!alive.current) return false;
          if (page === 1 && isApiError(error) && error.status === 404) {
            setLoaded({ page: 1, totalPages: 0, serverTotal: 0 }); // no media at all
            setStatus("ready");
          } else setStatus("error");
          return false;
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
    loadMore: () => (hasMore ? loadPage(loaded.page + 1) : Promise.resolve(false)),
    retry: () => void loadPage(loaded.page + 1),
  };
}
