import { useId } from "react";
import { t } from "../../lib/i18n/translate";

const RATINGS = [1, 2, 3, 4, 5] as const;
const ratingLabel = (n: number) => t("{rating, plural, one {# star} other {# stars}}", { rating: n });

interface Props {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  /** The first radio, focused when the rating is the first field in error. */
  firstRef?: React.Ref<HTMLInputElement>;
}

/**
 * The star rating as a radio group named 'Rating': native radios, so arrow keys move between
 * stars and a tap chooses one; nothing is chosen until the reviewer chooses.
 */
export function RatingField({ value, onChange, error, firstRef }: Props) {
  const id = useId();
  return (
    <div className="rv-review-form__field">
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className="rv-rating-input"
      >
        <span className="rv-review-form__label" id={`${id}-label`}>
          {t("Rating")}
        </span>
        <span className="rv-rating-input__stars">
          {RATINGS.map((n) => (
            <span
              key={n}
              className={`rv-rating-input__star${value !== null && n <= value ? " rv-is-on" : ""}`}
            >
              <input
                ref={n === 1 ? firstRef : undefined}
                type="radio"
                className="rv-rating-input__radio"
                id={`${id}-${n}`}
                name={`${id}-rating`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <label htmlFor={`${id}-${n}`}>
                <span aria-hidden="true">★</span>
                <span className="rv-visually-hidden">{ratingLabel(n)}</span>
              </label>
            </span>
          ))}
        </span>
        {value !== null && (
          <span className="rv-rating-input__chosen" aria-hidden="true">
            {ratingLabel(value)}
          </span>
        )}
      </div>
      {error && (
        <p className="rv-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
