// The mobile side menu: the profile block (or Sign In), the user items, the main items and
// 'Show prices in'. A modal dialog: scroll locked, overlay, focus kept inside and returned, Escape
// and (unless disabled) a click outside close it; choosing an item closes it.
import { useId, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { t } from "../../lib/i18n/translate";
import { redesignFlag } from "../../lib/redesign-flag";
import { PATHS } from "../../lib/routes";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { sessionAtom, signedInAtom } from "../../state/session";
import { Avatar } from "../../ui/Avatar";
import { Modal } from "../../ui/Modal";
import { CurrencySelect } from "./CurrencySelect";
import { LanguageSelect } from "./LanguageSelect";
import { NavLink } from "./NavLink";
import { mainItems, userItems } from "./nav-items";
import { PostItem } from "./PostItem";

interface Props {
  onClose: () => void;
  /** Default true: a click outside the menu closes it. */
  closeOnOutsideClick?: boolean;
}

export function SideMenu({ onClose, closeOnOutsideClick = true }: Props) {
  const [path] = useLocation();
  const redesign = redesignFlag(useSearch()) !== null;
  const signedIn = useAtomValue(signedInAtom);
  const reviewer = useAtomValue(reviewerAtom);
  const businessUrl = useAtomValue(sessionAtom).meta.business_url;
  const [expanded, setExpanded] = useState(false);
  const userListId = useId();
  const items = mainItems({ mobile: true, signedIn, redesign, businessUrl });

  return (
    <Modal
      open
      onClose={onClose}
      title={t("Menu")}
      className="rv-side-menu"
      closeOnBackdrop={closeOnOutsideClick}
    >
      <div className="rv-side-menu__profile">
        {signedIn ? (
          <>
            <button
              type="button"
              className="rv-side-menu__account"
              aria-expanded={expanded}
              aria-controls={userListId}
              onClick={() => setExpanded(!expanded)}
            >
              <Avatar
                name={reviewer?.name ?? ""}
                image={reviewer?.avatar_image_url}
                verified={reviewer?.verified_buyer}
              />
              <span>{t("My Account")}</span>
              <span className="rv-side-menu__chevron" aria-hidden="true" />
            </button>
            <ul id={userListId} className="rv-side-menu__list" hidden={!expanded}>
              {userItems(reviewer?.role).map((item) => (
                <li key={item.href}>
                  {item.kind === "post" ? (
                    <PostItem item={item} />
                  ) : (
                    <NavLink item={item} currentPath={path} onClick={onClose} />
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <a href={PATHS.login} className="rv-button rv-side-menu__sign-in">
            {t("Sign In")}
          </a>
        )}
      </div>
      <nav aria-label={t("Main")}>
        <ul className="rv-side-menu__list">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink item={item} currentPath={path} onClick={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSelect />
      <CurrencySelect />
    </Modal>
  );
}
