/** A polite loading indicator; `label` defaults to 'Loading...'. */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
