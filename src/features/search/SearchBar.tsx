// The header's search bar, a WAI-ARIA combobox. Only this shell is in the entry bundle: the
// suggestions and the search itself load on first focus or submit (search-bar-extras.tsx); the
// search page's category selector loads at mount on screens wide enough to show it (declared in
// src/app/mount-imports.ts).
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { Suggestion } from "../../api/types/search";
import { DESKTOP_QUERY } from "../../lib/media-queries";
import { useAtomValue, useStore } from "../../state/jotai";
import { shopScopeAtom } from "../../state/shop-scope";
import { useMediaQuery } from "../../ui/use-media-query";
import { ScopePill } from "./ScopePill";
import "./search.css";

/** Phones never show the category selector (CSS hides it there): they do not load it either. */
const CategorySelect = lazy(() => import("./CategorySelect"));

type Extras = typeof import("./search-bar-extras");

/** What the suggestions report back for the input's ARIA attributes. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

export function SearchBar() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const store = useStore();
  const onSearchPage = pathname === "/reviews/search";
  const query = new URLSearchParams(onSearchPage ? search : "");
  const urlQ = query.get("q") ?? "";
  const [text, setText] = useState(urlQ);
  useEffect(() => setText(urlQ), [urlQ]);
  // 'This store only': a shop page's scope, or on the search page the address's.
  const shop = useAtomValue(shopScopeAtom);
  const scopeKey = onSearchPage
    ? query.get("search_in_shop") === "true" && query.get("shop_domain")
    : shop?.shop_domain;
  const [removed, setRemoved] = useState<unknown>(null);
  const scoped = !!scopeKey && removed !== scopeKey;

  const [focused, setFocused] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const [extras, setExtras] = useState<Extras | null>(null);
  const keys = useRef<(event: KeyboardEvent) => void>(null);
  const input = useRef<HTMLInputElement>(null);
  const load = async () => {
    const loaded = extras ?? (await import("./search-bar-extras"));
    setExtras(() => loaded);
    return loaded;
  };
  const wide = useMediaQuery(DESKTOP_QUERY);

  const go = (chosen: Suggestion | null, scope = scoped) => {
    setFocused(false);
    input.current?.blur();
    void load().then((m) =>
      m.submitSearch(text, chosen, { pathname, search, shop, scoped: scope }, store, navigate),
    );
  };
  const listId = "search-suggestions";

  return (
    <search
      className="search-bar"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      {onSearchPage &&
        (wide ? (
          <Suspense fallback={<span className="search-bar__slot" />}>
            <CategorySelect search={search} navigate={navigate} />
          </Suspense>
        ) : (
          <span className="search-bar__slot" />
        ))}
      <form
        className="search-bar__form"
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
          id="search-input"
          type="search"
          role="combobox"
          aria-label="Search for product"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={focused && combobox.expanded}
          aria-activedescendant={(focused && combobox.activeId) || undefined}
          placeholder="Search for product"
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
            className="search-bar__clear"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
        <button type="submit" className="search-bar__submit" aria-label="Search" />
      </form>
      {extras && (
        <extras.SearchSuggestions
          text={text}
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
