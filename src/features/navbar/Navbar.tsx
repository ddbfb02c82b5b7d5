// The header (§2 Header and navigation): logo, and Sign In or the reviewer's menu.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { pendingRequestsAtom, signedInAtom } from "../../state/session";

interface Props {
  /** The search feature's bar; the navbar decides where and when it shows. */
  searchBar?: ReactNode;
}

export function Navbar({ searchBar }: Props) {
  const signedIn = useAtomValue(signedInAtom);
  const reviewer = useAtomValue(reviewerAtom);
  const pending = useAtomValue(pendingRequestsAtom);
  return (
    <header className="navbar">
      <div className="navbar__bar">
        <Link href="/reviews" className="navbar__logo" aria-label="Reviews home">
          <span aria-hidden="true" className="navbar__mark">
            ★
          </span>
          <span aria-hidden="true">Reviews</span>
        </Link>
        <nav className="navbar__links" aria-label="Main">
          <Link href="/reviews/categories">Product categories</Link>
          <Link href="/reviews/store_search">Find stores</Link>
        </nav>
        {searchBar}
        <div className="navbar__account">
          {signedIn ? (
            <>
              <a href="/profile">{reviewer?.name ?? "My Profile"}</a>
              <a href="/logout">Sign out</a>
            </>
          ) : (
            <a href="/login" className="button button--small">
              Sign In
            </a>
          )}
        </div>
      </div>
      {pending > 0 && <div className="navbar__progress" role="progressbar" aria-label="Loading" />}
    </header>
  );
}
