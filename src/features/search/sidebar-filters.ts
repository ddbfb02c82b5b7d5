// The filters the sidebar edits, and the choices it offers for them.

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

/** The medal tiers as score thresholds, lowest first. */
export const SCORE_CHOICES: Choice[] = [
  { value: 0, label: "Any score" },
  ...[...MEDAL_TIERS].reverse().map(({ tier, minimum }) => ({
    value: minimum,
    label: `${MEDAL_LABELS[tier]} · ${minimum === 100 ? "100%" : `${minimum}% and up`}`,
  })),
];

export const REVIEW_COUNT_CHOICES: Choice[] = [
  { value: 0, label: "Any number" },
  { value: 1, label: "1 or more" },
  { value: 10, label: "10 or more" },
  { value: 50, label: "50 or more" },
  { value: 100, label: "100 or more" },
  { value: 500, label: "500 or more" },
];

export const RATING_CHOICES: Choice[] = [0, 1, 2, 3, 4, 5].map((value) => ({
  value,
  label:
    value === 0
      ? "Any rating"
      : value === 5
        ? "5 stars"
        : `${value} ${value === 1 ? "star" : "stars"} and up`,
}));

/** The choices, with the current value added when the address holds one they lack. */
export function withCurrent(choices: Choice[], value: number, label: (value: number) => string): Choice[] {
  if (choices.some((c) => c.value === value)) return choices;
  return [...choices, { value, label: label(value) }].sort((a, b) => a.value - b.value);
}
