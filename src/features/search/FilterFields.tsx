import { useId } from "react";
import { t } from "../../lib/i18n/translate";
import { type Choice, ratingChoices, ratingLabel, withCurrent } from "./sidebar-filters";

/** A labelled select of numeric choices; a value the address holds outside them is offered too. */
export function ChoiceSelect({
  label,
  choices,
  value,
  unit,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: number;
  /** What an unlisted value is: a percentage ('85%') or a least number ('7+'). */
  unit: "%" | "+";
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="rv-filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {withCurrent(choices, value, (v) =>
          unit === "%" ? t("{value}%", { value: v }) : t("{value}+", { value: v }),
        ).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The minimum rating 0..5 as a radio group. */
export function RatingChoice({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const name = useId();
  return (
    <fieldset className="rv-filter-field rv-filter-field--rating">
      <legend>{t("Minimum rating")}</legend>
      {withCurrent(ratingChoices(), value, ratingLabel).map((choice) => (
        <label key={choice.value} className="rv-filter-field__radio">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
