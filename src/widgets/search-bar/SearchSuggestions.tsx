// The search bar's suggestions (instant_search), loaded on the bar's first focus: the listbox of
// the combobox pattern, driven by the input's keys through `keys`. They are asked for under the
// filters the search will apply, so every suggestion leads to results.
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { instantSearch, SEARCH_PATHS } from "../../api/search";
import type { Suggestion } from "../../api/types/search";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { PATHS } from "../../lib/routes";
import {
  cycle,
  type SearchBarContext,
  SUGGEST_DEBOUNCE_MS,
  searchBarParams,
  suggestionOptions,
} from "../../lib/search-bar";
import { searchRequestKey } from "../../lib/search-params";
import { pointerMoved } from "../../ui/pointer-moved";
import { useScrollLock } from "../../ui/scroll-lock";
import { useRequestCache } from "../use-cached-request";
import type { ComboboxState } from "./combobox-state";

export interface SuggestionsProps {
  text: string;
  /** Where the bar is: the search a suggestion runs depends on it. */
  context: SearchBarContext;
  /** The input has focus. */
  open: boolean;
  listId: string;
  /** The input's keydown handler, set here. */
  keys: RefObject<((event: KeyboardEvent) => void) | null>;
  onState: (state: ComboboxState) => void;
  onChoose: (suggestion: Suggestion) => void;
  onClose: () => void;
}

/**
 * The server's suggestions for `text` under the filters the bar's search applies: debounced
 * 200 ms, kept 60 s, the earlier call cancelled. Null while the answer for `text` is awaited.
 */
function useServerSuggestions(text: string, context: SearchBarContext): Suggestion[] | null {
  const answers = useRequestCache();
  const q = text.trim();
  const request = searchBarParams(q, context);
  const key = q ? `${SEARCH_PATHS.suggestions}?${searchRequestKey(request)}` : "";
  const [state, setState] = useState<{ key: string; list: Suggestion[] }>({ key: "", list: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request
  useEffect(() => {
    if (!key || answers.get(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const load = (signal?: AbortSignal) =>
        instantSearch(request, signal).then((answer) =>
          Array.isArray(answer?.suggestions) ? answer.suggestions : [],
        );
      answers.fetch(key, load, SHORT_LIFETIME, [], controller.signal).then(
        (list) => setState({ key, list }),
        () => {
          // A failed instant search gives no suggestions.
          if (!controller.signal.aborted) setState({ key, list: [] });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return answers.get<Suggestion[]>(key) ?? (state.key === key ? state.list : key ? null : []);
}

/** An option's identity, kept across answers: the active option stays itself when suggestions arrive. */
const optionKey = (option: Suggestion) => `${option.id ?? ""}-${option.text}`;

export function SearchSuggestions({
  text,
  context,
  open,
  listId,
  keys,
  onState,
  onChoose,
  onClose,
}: SuggestionsProps) {
  // Nothing is asked of the server until the shopper is in the search box.
  const server = useServerSuggestions(open ? text : "", context);
  const options = suggestionOptions(text, server ?? []);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = options.findIndex((option) => optionKey(option) === activeKey);
  // The options on screen, for the keys: suggestions may arrive between a press and the render that
  // follows it, and a press moves among the options the shopper sees, from the one they see active.
  const shown = useRef(options);
  useLayoutEffect(() => {
    shown.current = options;
  });
  const [dismissed, setDismissed] = useState(false);
  const expanded = open && !dismissed && options.length > 0;
  // 'Browse by category' when the host has nothing to suggest beyond the typed text (the first
  // option, always there): nothing typed, or its answer came back empty or failed. Not while the
  // answer is awaited, so the link does not flash under every keystroke.
  const browse = open && server !== null && options.length <= 1;
  const optionId = (index: number) => `${listId}-${index}`;

  // Typing again brings the options back and starts from none active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new text only
  useEffect(() => {
    setActiveKey(null);
    setDismissed(false);
  }, [text]);
  useEffect(() => {
    if (!open) setActiveKey(null);
  }, [open]);
  useScrollLock(expanded); // the page's scroll is locked while the options show
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

  keys.current = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveKey((current) => {
        const list = shown.current;
        const next =
          list[
            cycle(
              list.findIndex((option) => optionKey(option) === current),
              step,
              list.length,
            )
          ];
        return next ? optionKey(next) : null;
      });
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      onChoose(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === "Tab") {
      setDismissed(true);
    }
  };

  const count = options.length;
  return (
    <div className="rv-search-suggestions">
      <p className="rv-visually-hidden" role="status">
        {expanded ? `${count} ${count === 1 ? "suggestion" : "suggestions"}` : ""}
      </p>
      <div className="rv-search-suggestions__panel" hidden={!expanded && !browse}>
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="rv-search-suggestions__list"
        >
          {expanded &&
            options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the input's (active descendant)
              <div
                key={optionKey(option)}
                id={optionId(index)}
                tabIndex={-1}
                role="option"
                aria-selected={index === active}
                className="rv-search-suggestions__option"
                // Keeps the focus in the input, so the choice is not lost to a blur.
                onMouseDown={(event) => event.preventDefault()}
                onPointerMove={(event) => pointerMoved(event) && setActiveKey(optionKey(option))}
                onClick={() => onChoose(option)}
              >
                {option.id === undefined ? (
                  option.text
                ) : (
                  <>
                    {text.trim()} <span className="rv-search-suggestions__in">in {option.text}</span>
                  </>
                )}
              </div>
            ))}
        </div>
        {browse && (
          <Link
            href={PATHS.categoryIndex}
            className="rv-search-suggestions__browse"
            onMouseDown={(event) => event.preventDefault()}
            onClick={onClose}
          >
            Browse by category
          </Link>
        )}
      </div>
    </div>
  );
}
