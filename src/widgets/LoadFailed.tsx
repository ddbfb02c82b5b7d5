// A screen whose data did not come: a guest is asked to sign in, anyone else may try again.

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
            href={`/login?return_to=${encodeURIComponent(location.pathname + location.search)}`}
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
