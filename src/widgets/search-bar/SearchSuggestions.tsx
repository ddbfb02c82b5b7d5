// The search bar's suggestions (instant_search), loaded on the bar's first focus: the listbox of
// the combobox pattern, driven by the input's keys through `keys`. They are asked for under the
// filters the search will apply, so every suggestion leads to results.
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import { isApiError } from "../../api/client";
import type { Suggestion } from "../../api/contract/search";
import { instantSearch, SEARCH_PATHS } from "../../api/search";
import { t, tr } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { tryAgainIn } from "../../lib/retry-wait";
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

interface ServerSuggestions {
  /** Null while the answer for the text is awaited. */
  list: Suggestion[] | null;
  /** While the host refuses for too many requests: the seconds it asked to wait (null: unnamed). */
  paused: { seconds: number | null } | null;
}

/** How long suggestions pause after a refusal whose answer named no wait. */
const DEFAULT_PAUSE_S = 10;

/**
 * The server's suggestions for `text` under the filters the bar's search applies: debounced
 * 200 ms, kept 60 s, the earlier call cancelled. A refusal for too many requests (429) pauses them
 * for the host's Retry-After: no request per keystroke meanwhile, and no claim that there are none.
 */
function useServerSuggestions(text: string, context: SearchBarContext): ServerSuggestions {
  const answers = useRequestCache();
  const q = text.trim();
  const request = searchBarParams(q, context);
  const key = q ? `${SEARCH_PATHS.suggestions}?${searchRequestKey(request)}` : "";
  const [state, setState] = useState<{ key: string; list: Suggestion[] }>({ key: "", list: [] });
  const [pause, setPause] = useState<{ until: number; seconds: number | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request
  useEffect(() => {
    if (!key || answers.get(key) || pause) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const load = (signal?: AbortSignal) =>
        instantSearch(request, signal).then((answer) =>
          Array.isArray(answer?.suggestions) ? answer.suggestions : [],
        );
      answers.fetch(key, load, SHORT_LIFETIME, [], controller.signal).then(
        (list) => setState({ key, list }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isApiError(error) && error.status === 429) {
            const seconds = error.retryAfter;
            setPause({ until: Date.now() + (seconds ?? DEFAULT_PAUSE_S) * 1000, seconds });
          }
          // A failed instant search gives no suggestions.
          setState({ key, list: [] });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, pause]);
  // The pause ends when the host said; the text typed meanwhile is asked for then.
  useEffect(() => {
    if (!pause) return;
    const timer = setTimeout(() => setPause(null), Math.max(0, pause.until - Date.now()));
    return () => clearTimeout(timer);
  }, [pause]);
  const cached = answers.get<Suggestion[]>(key);
  if (pause) return { list: cached ?? [], paused: { seconds: pause.seconds } };
  return { list: cached ?? (state.key === key ? state.list : key ? null : []), paused: null };
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
  const { list: server, paused } = useServerSuggestions(open ? text : "", context);
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
  // answer is awaited, so the link does not flash under every keystroke, nor while the host
  // refuses for too many requests: that is said instead.
  const refused = open && paused !== null;
  const browse = open && !refused && server !== null && options.length <= 1;
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
        {expanded ? t("{count, plural, one {# suggestion} other {# suggestions}}", { count }) : ""}
      </p>
      <div className="rv-search-suggestions__panel" hidden={!expanded && !browse && !refused}>
        <div
          id={listId}
          role="listbox"
          aria-label={t("Suggestions")}
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
                dir={option.id === undefined ? "auto" : undefined}
                // Keeps the focus in the input, so the choice is not lost to a blur.
                onMouseDown={(event) => event.preventDefault()}
                onPointerMove={(event) => pointerMoved(event) && setActiveKey(optionKey(option))}
                onClick={() => onChoose(option)}
              >
                {option.id === undefined
                  ? option.text
                  : (tr("{text} <in>in {category}</in>", {
                      text: text.trim(),
                      category: option.text,
                      in: (words: ReactNode) => (
                        <span key="in" className="rv-search-suggestions__in">
                          {words}
                        </span>
                      ),
                    }) as ReactNode[])}
              </div>
            ))}
        </div>
        {refused && (
          <p className="rv-search-suggestions__paused">
            {t("Too many searches right now: suggestions are paused. {tryAgain}", {
              tryAgain: tryAgainIn(paused.seconds),
            })}
          </p>
        )}
        {browse && (
          <Link
            href={PATHS.categoryIndex}
            className="rv-search-suggestions__browse"
            onMouseDown={(event) => event.preventDefault()}
            onClick={onClose}
          >
            {t("Browse by category")}
          </Link>
        )}
      </div>
    </div>
  );
}
