import type { AnchorHTMLAttributes } from "react";
import { Link } from "wouter";
import { t } from "../../lib/i18n/translate";
import { ExternalLink } from "../../ui/ExternalLink";
import type { NavItem } from "./nav-items";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  item: NavItem;
  /** The page's path; the item leading to it is marked as the current page. */
  currentPath: string;
};

/** One menu item: an in-app link, a full page load for /profile, or another site (a post is a PostItem). */
export function NavLink({ item, currentPath, ...rest }: Props) {
  const current = item.kind === "app" && item.href === currentPath ? "page" : undefined;
  if (item.kind === "external") {
    return (
      <ExternalLink {...rest} href={item.href}>
        {t(item.label)}
      </ExternalLink>
    );
  }
  if (item.kind === "server") {
    return (
      <a {...rest} href={item.href}>
        {t(item.label)}
      </a>
    );
  }
  return (
    <Link {...rest} href={item.href} aria-current={current}>
      {t(item.label)}
    </Link>
  );
}
