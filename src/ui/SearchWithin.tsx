// A search within a list (its reviews, its questions): a labelled box and a Search button. The
// address holds the search: the box follows it (Back, forward, a removed chip) and a new text is
// sent only when it differs from it.
import { type FormEvent, useId } from "react";
import { t } from "../lib/i18n/translate";
import { useFollowedText } from "./use-followed-text";

interface Props {
  /** 'Search reviews': the box's label, placeholder and the button's name. */
  label: string;
  /** The search in the address. */
  value: string;
  maxLength: number;
  className: string;
  onSearch: (text: string) => void;
}

export function SearchWithin({ label, value, maxLength, className, onSearch }: Props) {
  const inputId = useId();
  const [text, setText] = useFollowedText(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text);
  };

  return (
    <search className={className}>
      <form onSubmit={submit}>
        <label htmlFor={inputId} className="rv-visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={label}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="rv-button rv-button--small" aria-label={label}>
          {t("Search")}
        </button>
      </form>
    </search>
  );
}
