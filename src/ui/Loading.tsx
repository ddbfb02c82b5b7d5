import { t } from "../lib/i18n/translate";

/** A polite loading indicator; `label` defaults to 'Loading...'. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className="rv-loading" role="status">
      <span className="rv-loading__spinner" aria-hidden="true" />
      <span>{label ?? t("Loading...")}</span>
    </div>
  );
}
