/** A polite loading indicator; `label` defaults to 'Loading...'. */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="rv-loading" role="status">
      <span className="rv-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
