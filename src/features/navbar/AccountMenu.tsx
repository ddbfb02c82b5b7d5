// The avatar menu, as a WAI-ARIA menu: arrows, Home and End move, Escape closes and returns focus.
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { NavLink } from "./NavLink";
import { userItems } from "./nav-items";
import { PostItem } from "./PostItem";
import { focusEdge, moveFocus, useDismiss } from "./popup-keys";

const itemsIn = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

import type { PopupProps } from "./popup-props";

export function AccountMenu({ id, labelledBy, trigger, focus, onClose }: PopupProps) {
  const [path] = useLocation();
  const reviewer = useAtomValue(reviewerAtom);
  const menu = useRef<HTMLDivElement>(null);
  const dismiss = useDismiss(menu, trigger, onClose);
  const items = () => itemsIn(menu.current);

  useEffect(() => focusEdge(itemsIn(menu.current), focus), [focus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (moveFocus(items(), event.key)) event.preventDefault();
    else if (event.key === "Tab") onClose(false);
    else dismiss.onKeyDown(event);
  };

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className="rv-navbar-popup rv-navbar-popup--account"
      onKeyDown={onKeyDown}
      onBlur={dismiss.onBlur}
    >
      {userItems(reviewer?.role).map((item) =>
        item.kind === "post" ? (
          <PostItem key={item.href} item={item} role="menuitem" tabIndex={-1} />
        ) : (
          <NavLink
            key={item.href}
            item={item}
            currentPath={path}
            role="menuitem"
            tabIndex={-1}
            onClick={() => onClose(false)}
          />
        ),
      )}
    </div>
  );
}
