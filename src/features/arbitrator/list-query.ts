// The arbitrator list's address: filters and page, all in the URL (the URL is the source of truth).
import { t } from "../../lib/i18n/translate";
import { defineQuery, pageField, textField } from "../../lib/query-codec";

export interface ArbitratorQuery {
  status: string;
  dispute_type: string;
  q: string;
  page: number;
}

/** The text fields' longest value (the filter form's limit). */
const TEXT_MAX = 200;

/** 'filters[status]=open&page=2'; empty filters and page 1 are left out. */
const ARBITRATOR_QUERY = defineQuery<ArbitratorQuery>(
  {
    status: ["filters[status]", textField(TEXT_MAX)],
    dispute_type: ["filters[dispute_type]", textField(TEXT_MAX)],
    q: ["filters[q]", textField(TEXT_MAX)],
    page: ["page", pageField],
  },
  { status: "", dispute_type: "", q: "", page: 1 },
);

export const parseArbitratorQuery = ARBITRATOR_QUERY.parse;

/** The query string of `query`; other parameters of `currentSearch` are kept. */
export const serializeArbitratorQuery = ARBITRATOR_QUERY.serialize;

/** '3 days ago', 'today', by this clock: a server's and a browser's may differ (suppressHydrationWarning). */
export function ageText(iso: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (!Number.isFinite(days) || days < 1) return t("today");
  return t("{days, plural, one {# day ago} other {# days ago}}", { days });
}
