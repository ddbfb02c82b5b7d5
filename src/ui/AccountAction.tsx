// An action that needs an account (a follow, a helpful vote, a report): a button for a signed-in
// reader; for a guest, a plain link to sign in that comes back (useSignInFirst), which works as it
// is before the widget has adopted the page.
import type { ButtonHTMLAttributes } from "react";
import { Link } from "wouter";

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The sign-in link of a guest; null: signed in. */
  signIn: string | null;
}

export function AccountAction({ signIn, className = "rv-pill-button", children, ...button }: Props) {
  return signIn ? (
    <Link href={signIn} className={className}>
      {children}
    </Link>
  ) : (
    <button type="button" className={className} {...button}>
      {children}
    </button>
  );
}
