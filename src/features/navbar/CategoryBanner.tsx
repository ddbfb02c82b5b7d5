// The category banner: the top-level categories (at most 6, by bar_order) in a bar under the
// header. Hovering one opens its mega-menu panel, and so do Enter and ArrowDown on its link; focus
// alone does not, so Tab walks past the banner in six steps rather than through every panel.
// Loaded into space the header keeps for it, so nothing moves when it arrives; a panel's code loads
// on the first hover or focus.
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import { ALL_CATEGORIES_URL, getAllCategories } from "../../api/categories";
import type { Category } from "../../api/contract/category";
import { indexCategories } from "../../lib/categories";
import { t } from "../../lib/i18n/translate";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest, useRequestCache } from "../../widgets/use-cached-request";
import { BANNER_CATEGORIES, fetchBannerCategories } from "./category-data";
import { useMegaMenu } from "./use-mega-menu";

// A panel's code loads on the first hover or focus of the banner.
const loadMegaMenu = () => import("./MegaMenu");
const MegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));

interface Props {
  /** Called when there are no categories to show (or the call failed): the banner is then hidden. */
  onEmpty: () => void;
}

export default function CategoryBanner({ onEmpty }: Props) {
  const cache = useRequestCache();
  // The categories change rarely: kept 120 s.
  const banner = useCachedRequest(BANNER_CATEGORIES, fetchBannerCategories, LONG_LIFETIME);
  const tops = banner.data ?? [];
  const menu = useMegaMenu();
  // The category whose panel the keyboard opened: focus moves into it once it shows.
  const [keyOpened, setKeyOpened] = useState<number | null>(null);
  // Every category, once a panel opens: undefined while loading, null when the call failed.
  const every = useCachedRequest(
    menu.top === null ? null : ALL_CATEGORIES_URL,
    getAllCategories,
    LONG_LIFETIME,
  );
  const index = useMemo(
    () => (every.data ? indexCategories(every.data) : every.error ? null : undefined),
    [every.data, every.error],
  );
  const emptied = useRef(onEmpty);
  emptied.current = onEmpty;
  const nothingToShow = !!banner.error || banner.data?.length === 0;
  useEffect(() => {
    if (nothingToShow) emptied.current();
  }, [nothingToShow]);

  if (tops.length === 0) return null;

  // Enter on a closed category or ArrowDown opens its panel and moves into it; Enter on an open
  // one follows the link.
  const openWithKeys = (event: KeyboardEvent<HTMLAnchorElement>, top: Category) => {
    const opening = event.key === "ArrowDown" || (event.key === "Enter" && menu.top !== top.id);
    if (!opening) return;
    event.preventDefault();
    void loadMegaMenu();
    menu.enter(top);
    setKeyOpened(top.id);
  };
  // Focus reaching another category closes the open panel rather than opening its own.
  const closeOthers = (top: Category) => {
    if (menu.top !== null && menu.top !== top.id) menu.close();
  };

  // Focus moving to another category opens that one; leaving the banner closes the panel.
  const closeOnFocusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || menu.top === null) return;
    menu.closeAndFocus(event.currentTarget.querySelector("a"));
  };

  return (
    <nav
      className="rv-category-banner"
      aria-label={t("Categories")}
      onPointerEnter={() => {
        setKeyOpened(null);
        void cache.fetch(ALL_CATEGORIES_URL, getAllCategories, LONG_LIFETIME).catch(() => {});
        void loadMegaMenu();
      }}
      onBlur={closeOnFocusOut}
    >
      <ul className="rv-category-banner__list">
        {tops.map((top) => {
          const open = menu.top === top.id;
          const panelId = `mega-menu-${top.id}`;
          return (
            <li
              key={top.id}
              className={open ? "rv-category-banner__item rv-is-open" : "rv-category-banner__item"}
              onPointerEnter={() => {
                // A panel the pointer opens leaves the focus where it is.
                setKeyOpened(null);
                menu.enter(top);
              }}
              onPointerLeave={menu.leave}
              onFocus={() => closeOthers(top)}
              onKeyDown={closeOnEscape}
            >
              <Link
                href={top.path}
                className="rv-category-banner__link"
                dir="auto"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onKeyDown={(event) => openWithKeys(event, top)}
                onClick={menu.close}
              >
                {top.name}
              </Link>
              {open && (
                <Suspense fallback={null}>
                  <MegaMenu
                    id={panelId}
                    top={top}
                    index={index}
                    secondId={menu.second}
                    onHoverSecond={menu.hoverSecond}
                    onChoose={menu.close}
                    focusFirst={keyOpened === top.id}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
