import type { ReactNode } from "react";
import type { PageData } from "../api/pages";
import { PATHS } from "../lib/routes";
import { Loading } from "../ui/Loading";
import { NotFound } from "../ui/NotFound";
import { usePageData } from "./use-page-data";

// The host's page titles end with the site name, which the heading does not repeat.
const TITLE_SUFFIX = /\s*\|\s*Reviews$/;

/** A screen that shows its page data plainly: its title and what the host returned. */
export function PageDataScreen({ children }: { /** Shown under the title. */ children?: ReactNode }) {
  const state = usePageData();
  if (state.status === "loading") return <Loading />;
  if (state.status === "error") {
    if (state.error.status === 404) return <NotFound />;
    return <LoadFailed status={state.error.status} />;
  }
  const { meta_data, ...rest } = state.data;
  return (
    <section className="page-data">
      <h1>{meta_data?.title?.replace(TITLE_SUFFIX, "") || "Reviews"}</h1>
      {meta_data?.description && <p className="page-data__lead">{meta_data.description}</p>}
      {children}
      <DataSummary data={rest} />
    </section>
  );
}

/** Why a page's data did not come, in words a shopper can act on. */
export function LoadFailed({ status }: { /** HTTP status; 0 when there was no answer. */ status: number }) {
  const [title, text] =
    status === 401
      ? ["Sign in to see this page", "This page belongs to a signed-in reviewer."]
      : status === 403
        ? ["You don’t have access to this page", "Your account can’t open this page."]
        : ["This page didn’t load", "Check your connection and try again."];
  return (
    <section className="screen-message" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="screen-message__actions">
        {status === 401 ? (
          <a
            className="button"
            href={`${PATHS.login}?return_to=${encodeURIComponent(location.pathname + location.search)}`}
          >
            Sign in
          </a>
        ) : (
          <button type="button" className="button" onClick={() => location.reload()}>
            Try again
          </button>
        )}
      </p>
    </section>
  );
}

function label(item: unknown): string | null {
  if (!item || typeof item !== "object") return typeof item === "string" ? item : null;
  const record = item as Record<string, unknown>;
  const text = record.name ?? record.title ?? record.product_title ?? record.text;
  return typeof text === "string" ? text : null;
}

function describe(value: unknown): ReactNode {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) {
    const names = value.map(label).filter(Boolean).slice(0, 5);
    return (
      <>
        {value.length} {value.length === 1 ? "item" : "items"}
        {names.length > 0 && (
          <ul>
            {names.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a name
              <li key={i}>{name}</li>
            ))}
          </ul>
        )}
      </>
    );
  }
  if (typeof value === "object") return label(value) ?? `${Object.keys(value).length} fields`;
  return String(value);
}

function DataSummary({ data }: { data: Omit<PageData, "meta_data"> }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return null;
  return (
    <dl className="page-data__summary">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key.replaceAll("_", " ")}</dt>
          <dd>{describe(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
