// The 9-dot menu: the main items and 'Show prices in'. A disclosure panel (it holds a currency
// control, which a WAI-ARIA menu may not), with arrow keys between its links and Escape to close.
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useAtomValue } from "../../state/jotai";
import { sessionAtom, signedInAtom } from "../../state/session";
import { CurrencySelect } from "./CurrencySelect";
import { LanguageSelect } from "./LanguageSelect";
import { NavLink } from "./NavLink";
import { mainItems } from "./nav-items";
import { focusEdge, moveFocus, useDismiss } from "./popup-keys";

const linksIn = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLElement>(".rv-navbar-popup__list a") ?? []),
];

import { redesignFlag } from "../../lib/redesign-flag";
import type { PopupProps } from "./popup-props";

export function AppsMenu({ id, labelledBy, trigger, focus, onClose }: PopupProps) {
  const [path] = useLocation();
  const redesign = redesignFlag(useSearch()) !== null;
  const signedIn = useAtomValue(signedInAtom);
  const businessUrl = useAtomValue(sessionAtom).meta.business_url;
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useDismiss(panel, trigger, onClose);
  const links = () => linksIn(panel.current);

  useEffect(() => focusEdge(linksIn(panel.current), focus), [focus]);

  const onKeyDown = (event: KeyboardEvent) => {
    const onLink = links().includes(document.activeElement as HTMLElement);
    if (onLink && moveFocus(links(), event.key)) event.preventDefault();
    else dismiss.onKeyDown(event);
  };

  const items = mainItems({ mobile: false, signedIn, redesign, businessUrl });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys bubble up from the links and controls inside
    <div
      ref={panel}
      id={id}
      className="rv-navbar-popup rv-navbar-popup--apps"
      onKeyDown={onKeyDown}
      onBlur={dismiss.onBlur}
    >
      <nav aria-labelledby={labelledBy}>
        <ul className="rv-navbar-popup__list">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink item={item} currentPath={path} onClick={() => onClose(false)} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSelect />
      <CurrencySelect />
    </div>
  );
}
