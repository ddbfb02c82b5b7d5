// The desktop mega-menu panel: second level on the left, the active one's children in three
// columns, an image column with the image of the first listed category that has one, and
// 'All {category}'. With bar_flat_view the second level fills the columns (each with its own
// children under it) and there is no left column. Each second-level link is followed by its own columns, so Tab reaches them in order.
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Category } from "../../api/contract/category";
import { type CategoryIndex, megaMenuPanel, sortedChildren } from "../../lib/categories";
import { t } from "../../lib/i18n/translate";
import { Image } from "../../ui/Image";
import { pointerMoved } from "../../ui/pointer-moved";

interface Props {
  id: string;
  top: Category;
  /** undefined while loading; null when the categories could not be loaded. */
  index: CategoryIndex | null | undefined;
  secondId: number | null;
  onHoverSecond: (second: Category) => void;
  /** Called when a link is followed. */
  onChoose: () => void;
  /**
   * Opened with the keyboard: focus moves to its first link as soon as there is one (the panel's
   * code and the categories may still be loading when it opens). Default false.
   */
  focusFirst?: boolean;
}

interface ColumnsProps {
  categories: Category[];
  onChoose: () => void;
  /** Flat view: each second-level category is followed by its own children. */
  childrenOf?: (category: Category) => Category[];
}

function Columns({ categories, onChoose, childrenOf }: ColumnsProps) {
  return (
    <ul className="rv-mega-menu__columns">
      {categories.map((category) => {
        const children = childrenOf?.(category) ?? [];
        return (
          <li key={category.id}>
            <Link
              href={category.path}
              onClick={onChoose}
              className={childrenOf ? "rv-mega-menu__heading" : undefined}
              dir="auto"
            >
              {category.name}
            </Link>
            {children.length > 0 && (
              <ul>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link href={child.path} onClick={onChoose} dir="auto">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function MegaMenu({ id, top, index, secondId, onHoverSecond, onChoose, focusFirst = false }: Props) {
  const panel = index ? megaMenuPanel(top, index, secondId) : null;
  const element = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the categories arrive
  useEffect(() => {
    if (!focusFirst || focused.current) return;
    const first = element.current?.querySelector<HTMLElement>("a");
    if (!first) return;
    focused.current = true;
    first.focus();
  }, [focusFirst, index]);
  return (
    <div ref={element} id={id} className={`rv-mega-menu${panel?.flat ? " rv-mega-menu--flat" : ""}`}>
      <div className="rv-mega-menu__inner">
        {index === undefined && <p role="status">{t("Loading...")}</p>}
        {panel?.flat && index && (
          <Columns
            categories={panel.columns}
            onChoose={onChoose}
            childrenOf={(c) => sortedChildren(c, index)}
          />
        )}
        {panel && !panel.flat && (
          <ul className="rv-mega-menu__seconds">
            {panel.seconds.map((second) => {
              const active = second.id === panel.activeSecond?.id;
              return (
                <li key={second.id} className={active ? "rv-is-active" : undefined}>
                  <Link
                    href={second.path}
                    onPointerMove={(event) => pointerMoved(event) && onHoverSecond(second)}
                    onFocus={() => onHoverSecond(second)}
                    onClick={onChoose}
                    dir="auto"
                  >
                    {second.name}
                  </Link>
                  {active && <Columns categories={panel.columns} onChoose={onChoose} />}
                </li>
              );
            })}
          </ul>
        )}
        <div className="rv-mega-menu__aside">
          {panel?.image && (
            <Image
              className="rv-mega-menu__image"
              src={panel.image.image_url}
              retinaSrc={panel.image.retina_image_url}
              alt=""
              width={180}
              height={180}
            />
          )}
          <Link href={top.path} className="rv-mega-menu__all" onClick={onChoose}>
            {t("All {category}", { category: top.name })}
          </Link>
        </div>
      </div>
    </div>
  );
}
