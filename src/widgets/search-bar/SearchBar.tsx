// The search bar of the header and of home, a WAI-ARIA combobox. Only this shell is in the entry
// bundle: the suggestions and the search itself load on first focus or submit
// (search-bar-extras.tsx). The search page's category selector belongs to the search feature: the
// header passes in its loader, and it loads at mount on screens wide enough to show it (declared in
// src/app/mount-imports.ts).
import { type ComponentType, type KeyboardEvent, useDeferredValue, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { Suggestion } from "../../api/contract/search";
import { afterPaint } from "../../lib/browser/after-paint";
import { t } from "../../lib/i18n/translate";
import { DESKTOP_QUERY } from "../../lib/media-queries";
import { PATHS } from "../../lib/routes";
import { searchedText, searchScope } from "../../lib/search-address";
import { useAtomValue } from "../../state/jotai";
import { shopScopeAtom } from "../../state/shop-scope";
import { useFollowedText } from "../../ui/use-followed-text";
import { useMediaQuery } from "../../ui/use-media-query";
import { useRouteQuery } from "../../ui/use-route-query";
import type { ComboboxState } from "./combobox-state";
import { ScopePill } from "./ScopePill";
import "./search-bar.css";

type Extras = typeof import("./search-bar-extras");

interface Props {
  /**
   * Loads the search page's category selector, shown before the input there only; default none.
   * Loaded into state rather than through lazy(): the search page may redirect while it arrives.
   */
  loadCategorySelect?: () => Promise<{ default: ComponentType }>;
  /** The input's id; default 'search-input' (the header's, which the mobile search tabs focus). */
  inputId?: string;
}

export function SearchBar({ loadCategorySelect, inputId = "search-input" }: Props) {
  const [pathname, navigate] = useLocation();
  const search = useSearch(); // handed to the search itself, which writes the next address from it
  const onSearchPage = pathname === PATHS.PageSearch;
  const searched = useRouteQuery(searchedText);
  const searchedIn = useRouteQuery(searchScope);
  const urlQ = onSearchPage ? searched : "";
  const [text, setText] = useFollowedText(urlQ);
  // A key shows in the field in its own frame; the suggestions it changes render after that paint.
  const typed = useDeferredValue(text);
  // 'This store only': a shop page's scope, or on the search page the address's.
  const shop = useAtomValue(shopScopeAtom);
  const scopeKey = onSearchPage ? searchedIn?.shop_domain : shop?.shop_domain;
  const [removed, setRemoved] = useState<unknown>(null);
  const scoped = !!scopeKey && removed !== scopeKey;

  const [focused, setFocused] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const [extras, setExtras] = useState<Extras | null>(null);
  // The field focused is the press's answer; the suggestions' panel first shows after that paint.
  const suggestions = useDeferredValue(extras);
  const keys = useRef<(event: KeyboardEvent) => void>(null);
  const input = useRef<HTMLInputElement>(null);
  const load = async () => {
    const loaded = extras ?? (await import("./search-bar-extras"));
    setExtras(() => loaded);
    return loaded;
  };
  const wide = useMediaQuery(DESKTOP_QUERY);
  // Phones never show the category selector (CSS hides it there): they do not load it either.
  const [CategorySelect, setCategorySelect] = useState<ComponentType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, on the first wide visit to the search page
  useEffect(() => {
    if (onSearchPage && wide && loadCategorySelect && !CategorySelect)
      void loadCategorySelect().then((m) => setCategorySelect(() => m.default));
  }, [onSearchPage, wide]);

  const go = (chosen: Suggestion | null, scope = scoped) => {
    setFocused(false);
    input.current?.blur();
    // The options close in the press's own frame; the page searched for renders after it (a new
    // address renders at once, no transition: every root reads it through useSyncExternalStore).
    void load().then((m) =>
      afterPaint(() => m.submitSearch(text, chosen, { pathname, search, shop, scoped: scope }, navigate)),
    );
  };
  const listId = `${inputId}-suggestions`;

  return (
    <search
      className="rv-search-bar"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      {onSearchPage &&
        loadCategorySelect &&
        (wide && CategorySelect ? <CategorySelect /> : <span className="rv-search-bar__slot" />)}
      <form
        className="rv-search-bar__form"
        // Before the widget has adopted a page rendered on the server (or without scripts), the
        // form searches as a plain one does.
        action={PATHS.PageSearch}
        onSubmit={(event) => {
          event.preventDefault();
          go(null);
        }}
      >
        {scoped && (
          <ScopePill
            onRemove={() => {
              setRemoved(scopeKey);
              if (onSearchPage) go(null, false);
            }}
          />
        )}
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          aria-label={t("Search for product")}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={focused && combobox.expanded}
          aria-activedescendant={(focused && combobox.activeId) || undefined}
          placeholder={t("Search for product")}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            setFocused(true);
            void load();
          }}
          onKeyDown={(event) => keys.current?.(event)}
        />
        {text && (
          <button
            type="button"
            className="rv-search-bar__clear"
            aria-label={t("Clear search")}
            onClick={() => {
              setText("");
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
        <button type="submit" className="rv-search-bar__submit" aria-label={t("Search")} />
      </form>
      {suggestions && (
        <suggestions.SearchSuggestions
          text={typed}
          context={suggestions.barContext({ pathname, search, shop, scoped })}
          open={focused}
          listId={listId}
          keys={keys}
          onState={setCombobox}
          onChoose={go}
          onClose={() => setFocused(false)}
        />
      )}
    </search>
  );
}
