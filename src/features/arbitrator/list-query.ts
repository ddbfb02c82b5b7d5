// The arbitrator list's address: filters and page, all in the URL (the URL is the source of truth).

export interface ArbitratorQuery {
  status: string;
  dispute_type: string;
  q: string;
  page: number;
}

const FILTERS = ["status", "dispute_type", "q"] as const;

export function parseArbitratorQuery(search: string): ArbitratorQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return {
    status: params.get("filters[status]") ?? "",
    dispute_type: params.get("filters[dispute_type]") ?? "",
    q: params.get("filters[q]") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** 'filters[status]=open&page=2'; empty filters and page 1 are left out; other parameters kept. */
export function serializeArbitratorQuery(query: ArbitratorQuery, currentSearch = ""): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of FILTERS) {
    const value = query[name].trim();
    if (value) params.set(`filters[${name}]`, value);
    else params.delete(`filters[${name}]`);
  }
  if (query.page > 1) params.set("page", String(query.page));
  else params.delete("page");
  return params.toString();
}

/** '3 days ago', 'today' */
export function ageText(iso: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (!Number.isFinite(days) || days < 1) return "today";
  return days === 1 ? "1 day ago" : `${days} days ago`;
}
