import { type KeyboardEvent, type ReactNode, useRef } from "react";
import type { ProfileTab } from "../../api/contract/profile";
import { rowStep } from "../../lib/i18n/languages";
import { t } from "../../lib/i18n/translate";
import { usePaintedFirst } from "../../ui/use-painted-first";
import { PROFILE_TABS } from "./profile-query";

interface Props {
  active: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The panels that were opened at least once; the others are not rendered. */
  panels: Partial<Record<ProfileTab, ReactNode>>;
  /** Default none: a badge beside a tab's label, read as part of it ('Questions (2 new)'). */
  badges?: Partial<Record<ProfileTab, string | null>>;
  /** Default none: what fetches a tab's code on hover or focus, before the press that opens it. */
  prefetch?: Partial<Record<ProfileTab, () => void>>;
}

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/**
 * The tabs pattern (WAI-ARIA): arrow keys, Home and End move between tabs and select them; Tab
 * goes to the panel. Panels opened once stay rendered, hidden, so each keeps its state.
 * A press shows its tab selected in its own frame, and selects it (the address, the panel) once
 * that frame is painted (usePaintedFirst): the press does not wait for the whole profile to render
 * again.
 */
export function ProfileTabs({ active, onSelect, panels, badges = {}, prefetch = {} }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const [shown, select] = usePaintedFirst(active, onSelect);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROFILE_TABS.findIndex((tab) => tab.value === shown);
    const last = PROFILE_TABS.length - 1;
    // The arrow toward the row's end goes on: ArrowLeft when the tabs read right to left.
    const step = rowStep(event.key);
    const to =
      step !== 0
        ? (index + step + PROFILE_TABS.length) % PROFILE_TABS.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : null;
    if (to === null) return;
    event.preventDefault();
    const tab = (PROFILE_TABS[to] as (typeof PROFILE_TABS)[number]).value;
    select(tab);
    list.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  };
  return (
    <div className="rv-profile-tabs">
      <div
        role="tablist"
        aria-label={t("My profile")}
        className="rv-profile-tabs__list"
        ref={list}
        onKeyDown={onKeyDown}
      >
        {PROFILE_TABS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === shown}
            aria-controls={panels[value] === undefined ? undefined : panelId(value)}
            tabIndex={value === shown ? 0 : -1}
            onClick={() => select(value)}
            onPointerEnter={prefetch[value]}
            onFocus={prefetch[value]}
          >
            {t(label)}
            {badges[value] && (
              <>
                {/* Read once, in brackets, whether the badge is laid out inline or not. */}
                <span className="rv-profile-tabs__badge" aria-hidden="true">
                  {badges[value]}
                </span>
                <span className="rv-visually-hidden"> {t("({badge})", { badge: badges[value] })}</span>
              </>
            )}
          </button>
        ))}
      </div>
      {PROFILE_TABS.map(({ value }) =>
        panels[value] === undefined ? null : (
          <div
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            hidden={value !== active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable
            tabIndex={0}
            className="rv-profile-tabs__panel"
          >
            {panels[value]}
          </div>
        ),
      )}
    </div>
  );
}
