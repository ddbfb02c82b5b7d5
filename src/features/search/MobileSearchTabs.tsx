// On the mobile search page the view switches between a search tab and a filter/sort tab
// on scroll; the scroll position is checked every 100 ms. The same markup serves every width: a
// wider screen shows the filter panel alone (search.css), and checks no scroll.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { t } from "../../lib/i18n/translate";
import { MOBILE_QUERY } from "../../lib/media-queries";
import { searchedText } from "../../lib/search-address";
import { useRouteQuery } from "../../ui/use-route-query";

const SCROLL_CHECK_MS = 100;
/** Scrolled further than this, the results are being read: filter and sort come to hand. */
const SWITCH_AT_PX = 160;

type Tab = "search" | "filter";

/** The header's search field; the search tab brings it back into view. */
const HEADER_INPUT_ID = "search-input";

export default function MobileSearchTabs({ filterPanel }: { filterPanel: ReactNode }) {
  const q = useRouteQuery(searchedText);
  const id = useId();
  const [tab, setTab] = useState<Tab>("search");
  const lastY = useRef(0);

  useEffect(() => {
    if (!matchMedia(MOBILE_QUERY).matches) return;
    // The position is read only after a scroll: a read while the page has changed since its last
    // layout lays it out there and then, and a press meanwhile waits for it.
    let scrolled = false;
    const moved = () => {
      scrolled = true;
    };
    addEventListener("scroll", moved, { passive: true });
    const timer = setInterval(() => {
      if (!scrolled) return;
      scrolled = false;
      const y = window.scrollY;
      if (y === lastY.current) return;
      lastY.current = y;
      setTab(y > SWITCH_AT_PX ? "filter" : "search");
    }, SCROLL_CHECK_MS);
    return () => {
      clearInterval(timer);
      removeEventListener("scroll", moved);
    };
  }, []);

  const tabs: [Tab, string][] = [
    ["search", t("Search")],
    ["filter", t("Filter & sort")],
  ];
  return (
    <div className="rv-mobile-search-tabs">
      <div role="tablist" aria-label={t("Search and filters")} className="rv-mobile-search-tabs__list">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${id}-${value}-panel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={(event) => {
              // The tabs pattern: left and right arrows move between tabs.
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                const next = value === "search" ? "filter" : "search";
                setTab(next);
                document.getElementById(`${id}-${next}`)?.focus();
              }
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map(([value]) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-${value}-panel`}
          aria-labelledby={`${id}-${value}`}
          // A class rather than `hidden`: a host's reset makes [hidden] display: none !important,
          // and a wider screen shows the filter panel whichever tab is chosen (search.css).
          className={`rv-mobile-search-tabs__panel rv-mobile-search-tabs__panel--${value}${tab === value ? "" : " rv-mobile-search-tabs__panel--inactive"}`}
        >
          {value === "search" ? (
            <button
              type="button"
              className="rv-mobile-search-tabs__search"
              onClick={() => {
                window.scrollTo({ top: 0 });
                document.getElementById(HEADER_INPUT_ID)?.focus();
              }}
            >
              {q.trim() || t("Search for product")}
            </button>
          ) : (
            filterPanel
          )}
        </div>
      ))}
    </div>
  );
}
