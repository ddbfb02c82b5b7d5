// The search bar's suggestions (§4, §7 instant_search), loaded on the bar's first focus: the
// listbox of the combobox pattern, driven by the input's keys through `keys`.
import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import { Link } from "wouter";
import { instantSearch } from "../../api/search";
import type { Suggestion } from "../../api/types/search";
import { cycle, SUGGEST_DEBOUNCE_MS, suggestionOptions } from "../../lib/search-bar";
import { createTtlCache } from "../../lib/ttl-cache";
import { useScrollLock } from "../../ui/scroll-lock";
import type { ComboboxState } from "./SearchBar";

export interface SuggestionsProps {
  text: string;
  /** The input has focus. */
  open: boolean;
  listId: string;
  /** The input's keydown handler, set here. */
  keys: RefObject<((event: KeyboardEvent) => void) | null>;
  onState: (state: ComboboxState) => void;
  onChoose: (suggestion: Suggestion) => void;
  onClose: () => void;
}

// §7: answers cached per query (§9: request caches of 60 s).
const answers = createTtlCache<Suggestion[]>(60_000, 200);

/** The server's suggestions for `text`: debounced 200 ms, cached, the earlier call cancelled. */
function useServerSuggestions(text: string): Suggestion[] {
  const q = text.trim();
  const [state, setState] = useState<{ q: string; list: Suggestion[] }>({ q: "", list: [] });
  useEffect(() => {
    if (!q || answers.get(q)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      instantSearch(q, controller.signal).then(
        (answer) => {
          const list = Array.isArray(answer?.suggestions) ? answer.suggestions : [];
          answers.set(q, list);
          setState({ q, list });
        },
        () => {
          // §7: a failed instant search gives no suggestions.
          if (!controller.signal.aborted) setState({ q, list: [] });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return answers.get(q) ?? (state.q === q ? state.list : []);
}

export function SearchSuggestions({
  text,
  open,
  listId,
  keys,
  onState,
  onChoose,
  onClose,
}: SuggestionsProps) {
  // Nothing is asked of the server until the shopper is in the search box.
  const options = suggestionOptions(text, useServerSuggestions(open ? text : ""));
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const expanded = open && !dismissed && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // Typing again brings the options back and starts from none active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new text only
  useEffect(() => {
    setActive(-1);
    setDismissed(false);
  }, [text]);
  useEffect(() => {
    if (!open) setActive(-1);
  }, [open]);
  useScrollLock(expanded); // §4: page scroll locked while the options show
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

  keys.current = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setDismissed(false);
      setActive((current) => cycle(current, event.key === "ArrowDown" ? 1 : -1, options.length));
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
    <div className="search-suggestions">
      <p className="visually-hidden" role="status">
        {expanded ? `${count} ${count === 1 ? "suggestion" : "suggestions"}` : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="search-suggestions__list"
      >
        {expanded &&
          options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the input's (active descendant)
            <div
              key={`${option.id ?? ""}-${option.text}`}
              id={optionId(index)}
              tabIndex={-1}
              role="option"
              aria-selected={index === active}
              className="search-suggestions__option"
              // Keeps the focus in the input, so the choice is not lost to a blur.
              onMouseDown={(event) => event.preventDefault()}
              onPointerEnter={() => setActive(index)}
              onClick={() => onChoose(option)}
            >
              {option.id === undefined ? (
                option.text
              ) : (
                <>
                  {text.trim()} <span className="search-suggestions__in">in {option.text}</span>
                </>
              )}
            </div>
          ))}
      </div>
      {open && options.length === 0 && (
        <Link
          href="/reviews/categories"
          className="search-suggestions__browse"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClose}
        >
          Browse by category
        </Link>
      )}
    </div>
  );
}
