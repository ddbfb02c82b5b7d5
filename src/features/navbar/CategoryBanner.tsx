// The category banner: the top-level categories (at most 6, by bar_order) in a bar under the
// header, in space the header keeps for it; hovering or focusing one opens its mega-menu panel,
// whose code loads on that first hover or focus.
import { type FocusEvent, type KeyboardEvent, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { Category } from "../../api/types/category";
import type { CategoryIndex } from "../../lib/categories";
import { loadBannerCategories, loadCategoryIndex } from "./category-data";
import { loadMegaMenu, MegaMenu } from "./on-demand";
import { useMegaMenu } from "./use-mega-menu";

interface Props {
  /** Called when there are no categories to show (the banner is then hidden). */
  onEmpty: () => void;
}

export default function CategoryBanner({ onEmpty }: Props) {
  const [tops, setTops] = useState<Category[]>([]);
  const [index, setIndex] = useState<CategoryIndex | null | undefined>(undefined);
  const menu = useMegaMenu();
  const emptied = useRef(onEmpty);
  emptied.current = onEmpty;

  useEffect(() => {
    let live = true;
    loadBannerCategories().then((list) => {
      if (!live) return;
      setTops(list);
      if (list.length === 0) emptied.current();
    });
    return () => {
      live = false;
    };
  }, []);

  const wantsIndex = menu.top !== null && !index;
  useEffect(() => {
    if (!wantsIndex) return;
    let live = true;
    loadCategoryIndex().then((loaded) => live && setIndex(loaded));
    return () => {
      live = false;
    };
  }, [wantsIndex]);

  if (tops.length === 0) return null;

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
      className="category-banner"
      aria-label="Categories"
      onPointerEnter={() => {
        void loadCategoryIndex();
        void loadMegaMenu();
      }}
      onBlur={closeOnFocusOut}
    >
      <ul className="category-banner__list">
        {tops.map((top) => {
          const open = menu.top === top.id;
          const panelId = `mega-menu-${top.id}`;
          return (
            <li
              key={top.id}
              className={open ? "category-banner__item is-open" : "category-banner__item"}
              onPointerEnter={() => menu.enter(top)}
              onPointerLeave={menu.leave}
              onFocus={() => menu.enter(top)}
              onKeyDown={closeOnEscape}
            >
              <Link
                href={top.path}
                className="category-banner__link"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
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
