// The header. What every page shows without interaction lives here; the category banner (on the
// pages that show it) and the desktop actions (the menu buttons, 'For Businesses') load at mount
// on screens wide enough to show them, never on phones; the menus, the side menu and the
// mega-menu panels load on the interaction that opens them.
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { afterPaint } from "../../lib/browser/after-paint";
import { t } from "../../lib/i18n/translate";
import { DESKTOP_QUERY } from "../../lib/media-queries";
import { signInPath } from "../../lib/return-to";
import { matchRoute } from "../../lib/route-match";
import { PATHS } from "../../lib/routes";
import { useAtomValue } from "../../state/jotai";
import { profileSaveErrorAtom } from "../../state/reviewer";
import { pendingRequestsAtom, signedInAtom } from "../../state/session";
import { useCurrentUrl } from "../../ui/use-current-url";
import { useMediaQuery } from "../../ui/use-media-query";
import { CategoryBanner, DesktopActions } from "./mount-parts";
import { loadPanels, NavbarPanel } from "./on-demand";
import { bannerShown, searchBarShown, writeReviewShown } from "./visibility";
import "./navbar.css";
import { redesignFlag } from "../../lib/redesign-flag";

interface Props {
  /** The search feature's bar; the navbar decides where and when it shows. */
  searchBar?: ReactNode;
}

export function Navbar({ searchBar }: Props) {
  const [path] = useLocation();
  const currentUrl = useCurrentUrl();
  const redesign = redesignFlag(useSearch()) !== null;
  const signedIn = useAtomValue(signedInAtom);
  const pending = useAtomValue(pendingRequestsAtom);
  const saveError = useAtomValue(profileSaveErrorAtom);
  const route = matchRoute(path)?.route.name;
  const showSearch = searchBarShown(route, signedIn);
  // Phones never show the banner (CSS hides it there): they do not load it either.
  const wide = useMediaQuery(DESKTOP_QUERY);
  const showBanner = bannerShown(route) && wide;

  const [sideOpen, setSideOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [bannerEmpty, setBannerEmpty] = useState(false);
  const searchBox = useRef<HTMLDivElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);

  // Moving to another page closes the side menu and the mobile search header.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => {
    setSideOpen(false);
    setSearching(false);
  }, [path]);

  // The field shown (or the header back) is the press's answer; the focus, and what the field
  // does when focused (its suggestions' code loading, its panel), come after that frame has painted.
  const toggleSearch = (open: boolean) => {
    setSearching(open);
    afterPaint(() =>
      open ? searchBox.current?.querySelector("input")?.focus() : searchToggle.current?.focus(),
    );
  };

  return (
    <header className={`rv-navbar${searching && showSearch ? " rv-navbar--searching" : ""}`}>
      {/* First in the tab order, hidden until focused: past the header to the page's main
          element (the host page gives it id="main"). A plain fragment link: following it moves
          the keyboard's starting point there. */}
      <a href="#main" className="rv-skip-link">
        {t("Skip to content")}
      </a>
      <div className={`rv-navbar__bar${showBanner && !bannerEmpty ? " rv-navbar__bar--banner" : ""}`}>
        <button
          type="button"
          className="rv-navbar__icon rv-navbar__mobile"
          aria-label={t("Open menu")}
          aria-haspopup="dialog"
          aria-expanded={sideOpen}
          onPointerEnter={loadPanels}
          onPointerDown={loadPanels}
          onClick={() => setSideOpen(true)}
        >
          <span className="rv-navbar__burger" aria-hidden="true" />
        </button>
        <Link href={PATHS.home} className="rv-navbar__logo" aria-label={t("Reviews home")}>
          <span aria-hidden="true" className="rv-navbar__mark">
            ★
          </span>
          <span aria-hidden="true">{t("Reviews")}</span>
        </Link>
        {showSearch && (
          <div className="rv-navbar__search" ref={searchBox}>
            <button
              type="button"
              className="rv-navbar__icon rv-navbar__mobile rv-navbar__back"
              aria-label={t("Close search")}
              onClick={() => toggleSearch(false)}
            />
            {searchBar}
          </div>
        )}
        <div className="rv-navbar__actions">
          {showSearch && (
            <button
              ref={searchToggle}
              type="button"
              className="rv-navbar__icon rv-navbar__mobile rv-navbar__search-toggle"
              aria-label={t("Open search")}
              onClick={() => toggleSearch(true)}
            />
          )}
          {wide && (
            <Suspense fallback={null}>
              <DesktopActions signedIn={signedIn} writeReview={writeReviewShown(route, signedIn, redesign)} />
            </Suspense>
          )}
          {!signedIn && (
            // Signing in returns to this page (the host keeps return_to only when it is a path here).
            // The header renders again on every navigation, so the address is current.
            <a href={signInPath(currentUrl)} className="rv-button rv-button--small">
              {t("Sign In")}
            </a>
          )}
        </div>
      </div>
      {showBanner && !bannerEmpty && (
        <div className="rv-navbar__banner">
          <Suspense fallback={null}>
            <CategoryBanner onEmpty={() => setBannerEmpty(true)} />
          </Suspense>
        </div>
      )}
      {pending > 0 && <div className="rv-navbar__progress" role="progressbar" aria-label={t("Loading")} />}
      <Suspense fallback={null}>
        {sideOpen && <NavbarPanel name="side" onClose={() => setSideOpen(false)} />}
        {saveError && <NavbarPanel name="save-error" />}
      </Suspense>
    </header>
  );
}
