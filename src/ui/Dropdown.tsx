import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { msg, t } from "../lib/i18n/translate";
import { createTypeahead, matchingOptions, typeaheadTarget } from "../lib/typeahead";
import { pointerMoved } from "./pointer-moved";
import "./ui.css";

export interface DropdownOption {
  value: string;
  label: string;
  /** A short code typing also finds the option by (a country's 'DE'); absent: the label alone. */
  code?: string;
  /** Draws a line above this option (between the top currencies and the rest). */
  separatorBefore?: boolean;
  /** Shown before the label, e.g. a flag. */
  icon?: ReactNode;
  /** The label's language when it is not the page's (a language named in itself). */
  lang?: string;
  /** 'auto' for a label that is the host's data (a category's name): it reads in its own direction. */
  dir?: "auto";
}

interface Props {
  label: string;
  /** Default false: the label is shown above the trigger. */
  hideLabel?: boolean;
  options: DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  /** Default false: a search box filters the options. */
  searchable?: boolean;
  /** Default false: the options are still loading. */
  loading?: boolean;
  className?: string;
}

export const NO_MATCH = msg("Sorry, no matching options.");
export const LOADING = msg("Loading...");

/**
 * A select with an optional search box, following the WAI-ARIA combobox and listbox patterns:
 * arrows, Home, End, Enter, Escape and typing work; 'Sorry, no matching options.' when nothing
 * matches and 'Loading...' while loading. Typed text finds options by the one rule of
 * lib/typeahead.ts: in the search box it filters them, in the list it moves to the match.
 */
export function Dropdown({
  label,
  hideLabel,
  options,
  value,
  onChange,
  searchable,
  loading,
  className = "",
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<HTMLInputElement & HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [typeahead] = useState(createTypeahead);

  const shown = useMemo(() => matchingOptions(options, query), [options, query]);
  const selected = options.find((o) => o.value === value);

  useEffect(() => {
    if (!open) return;
    // The whole list comes into view (one opened near the bottom of a side menu), then takes the focus.
    popup.current?.scrollIntoView({ block: "nearest" });
    focusTarget.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, id]);

  const openList = () => {
    setQuery("");
    typeahead.reset();
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.value === value),
      ),
    );
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (option: DropdownOption | undefined) => {
    if (!option) return;
    close(true);
    if (option.value !== value) onChange(option.value);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (!searchable && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const typed = typeahead.type(event.key);
      if (!typed) return;
      event.preventDefault();
      // From the latest active option: keys can come faster than renders.
      setActive((current) => {
        const next = typeaheadTarget(shown, typed, current);
        return next === -1 ? current : next;
      });
    }
  };

  const listId = `${id}-list`;
  /** What the trigger opens (its list, with the search above it): named by its aria-controls. */
  const popupId = `${id}-popup`;
  const activeId = shown[active] ? `${id}-option-${active}` : undefined;
  const message = loading ? LOADING : shown.length === 0 ? NO_MATCH : null;

  return (
    <div className={`rv-dropdown ${className}`} ref={root}>
      <span id={`${id}-label`} className={hideLabel ? "rv-visually-hidden" : "rv-dropdown__label"}>
        {label}
      </span>
      <button
        ref={trigger}
        id={`${id}-trigger`}
        type="button"
        className="rv-dropdown__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-labelledby={`${id}-label ${id}-trigger`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span lang={selected?.lang} dir={selected?.dir}>
          {selected?.icon}
          {selected?.label ?? ""}
        </span>
      </button>
      {open && (
        <div className="rv-dropdown__popup" id={popupId} ref={popup}>
          {searchable && (
            <input
              ref={focusTarget}
              className="rv-dropdown__search"
              role="combobox"
              aria-label={t("Search {label}", { label })}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onListKeyDown}
            />
          )}
          {message && (
            <p className="rv-dropdown__message" role="status">
              {t(message)}
            </p>
          )}
          <div
            ref={searchable ? undefined : focusTarget}
            id={listId}
            role="listbox"
            tabIndex={searchable ? undefined : -1}
            aria-labelledby={`${id}-label`}
            aria-activedescendant={searchable ? undefined : activeId}
            className="rv-dropdown__list"
            onKeyDown={searchable ? undefined : onListKeyDown}
          >
            {!loading &&
              shown.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the list's owner (active descendant)
                <div
                  key={option.value}
                  tabIndex={-1}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  lang={option.lang}
                  dir={option.dir}
                  className={`rv-dropdown__option${option.separatorBefore && !query ? " rv-dropdown__option--separated" : ""}${index === active ? " rv-dropdown__option--active" : ""}`}
                  onPointerMove={(event) => pointerMoved(event) && setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.icon}
                  {option.label}
                </div>
              ))}
          </div>
        </div>
      )}
    </div>
  );
}
