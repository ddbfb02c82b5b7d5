// The filters the sidebar edits, and the choices it offers for them.

import { t } from "../../lib/i18n/translate";
import { MEDAL_LABELS, MEDAL_TIERS } from "../../lib/medals";
import { FILTER_FIELDS, type FilterField, type NormalizedSearchParams } from "../../lib/search-params";

export type SidebarFilters = Pick<NormalizedSearchParams, FilterField>;

export function pickFilters(params: NormalizedSearchParams): SidebarFilters {
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, params[field]])) as SidebarFilters;
}

export interface Choice {
  value: number;
  label: string;
}

/** The medal tiers as score thresholds, lowest first, named in the active language. */
export function scoreChoices(): Choice[] {
  return [
    { value: 0, label: t("Any score") },
    ...[...MEDAL_TIERS].reverse().map(({ tier, minimum }) => {
      const medal = t(MEDAL_LABELS[tier]);
      return {
        value: minimum,
        label:
          minimum === 100
            ? t("{medal} · 100%", { medal })
            : t("{medal} · {minimum}% and up", { medal, minimum }),
      };
    }),
  ];
}

/** The minimum numbers of reviews, named in the active language. */
export function reviewCountChoices(): Choice[] {
  return [
    { value: 0, label: t("Any number") },
    ...[1, 10, 50, 100, 500].map((count) => ({ value: count, label: t("{count} or more", { count }) })),
  ];
}

/** A minimum rating's name: 'Any rating', '3 stars and up', '5 stars'. */
export function ratingLabel(value: number): string {
  if (value === 0) return t("Any rating");
  if (value === 5) return t("{rating, plural, one {# star} other {# stars}}", { rating: value });
  return t("{rating, plural, one {# star and up} other {# stars and up}}", { rating: value });
}

/** The minimum ratings 0..5, named in the active language. */
export const ratingChoices = (): Choice[] =>
  [0, 1, 2, 3, 4, 5].map((value) => ({ value, label: ratingLabel(value) }));

/** The choices, with the current value added when the address holds one they lack. */
export function withCurrent(choices: Choice[], value: number, label: (value: number) => string): Choice[] {
  if (choices.some((c) => c.value === value)) return choices;
  return [...choices, { value, label: label(value) }].sort((a, b) => a.value - b.value);
}
