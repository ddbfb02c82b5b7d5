// What each screen opens (test/support/screens/every-screen.ts names the screens): its dialogs, menus,
// lists and tooltips, and the private profile's tabs, each reached as a person reaches it (the
// controls' roles and names) from the screen's first state. The looking test checks each at a
// phone's and a laptop's width, as it checks the screens (support/screens/screen-defects.ts).
import type { Page } from "playwright-core";
import type { Account } from "./signed-in-pages";

type AriaRole = Parameters<Page["getByRole"]>[0];

/** An element as a person finds it: its role and name (the first of its kind), inside another one. */
export interface Found {
  role: AriaRole;
  /** A string is the whole name; default any name. */
  name?: string | RegExp;
  /** Which of them, from 0; default the first. */
  nth?: number;
  in?: Found;
}

/**
 * What a step does to its control: press it (default), check it, type into it, press a key on it,
 * or wait until it is the selected one (a tab the page selects itself).
 */
export type Step = Found & { check?: true; type?: string; key?: string; selected?: true };

export interface Opening {
  /** What opens, as the defects name it: 'the side menu'. */
  name: string;
  /** At this width only (a phone's or a laptop's); default both. */
  only?: "phone" | "desktop";
  /** The steps that open it, from the screen's first state. */
  steps: readonly Step[];
  /**
   * What opens: an element found by role and name, or 'controlled', the element the last step's
   * control names in aria-controls or aria-describedby (a panel or tooltip without a name).
   */
  shows: Found | "controlled";
  /** Inside what opens, once it has what it waits for (a list's answers from the host). */
  ready?: Found;
  /**
   * A popup (the default) is seen whole and closes with Escape; a view (a tab's panel) is the page
   * in another state: read to its end and checked as a screen is, never closed.
   */
  view?: true;
  /** Closes it where Escape does not (the phone's search header); default Escape. */
  closeWith?: Found;
}

const button = (name: string | RegExp, within?: Found): Found => ({ role: "button", name, in: within });
const menuDialog: Found = { role: "dialog", name: "Menu" };
const filterDialog: Found = { role: "dialog", name: "Filter by" };
const pricesList: Found = { role: "listbox", name: "Show prices in" };

/** The header's menus, as an account of this kind has them. */
export function headerOpenings(as: Account | undefined): Opening[] {
  const signedIn = as !== undefined;
  return [
    { name: "the side menu", only: "phone", steps: [button("Open menu")], shows: menuDialog },
    {
      name: "the side menu's currency list",
      only: "phone",
      steps: [button("Open menu"), button(/^Show prices in/, menuDialog)],
      shows: pricesList,
    },
    ...(signedIn
      ? [
          {
            name: "the side menu's account list",
            only: "phone",
            steps: [button("Open menu"), button(/My Account$/, menuDialog)],
            shows: "controlled",
          } as const,
          {
            name: "the account menu",
            only: "desktop",
            steps: [button("Account menu")],
            shows: { role: "menu", name: "Account menu" },
          } as const,
        ]
      : []),
    { name: "the main menu", only: "desktop", steps: [button("Main menu")], shows: "controlled" },
    {
      name: "the main menu's currency list",
      only: "desktop",
      steps: [button("Main menu"), button(/^Show prices in/)],
      shows: pricesList,
    },
  ];
}

/** The filter sidebar of a search page, and its first list; on a phone behind the 'Filter & sort' tab. */
export function filterOpenings(): Opening[] {
  const filterTab = { role: "tab", name: "Filter & sort" } as const;
  // The tabs follow the scroll, checked every 100 ms: the page read to its end and back at its top
  // shows the search tab first (then the filter tab stays chosen for the list's opening).
  const atTop = { role: "tab", name: "Search", selected: true } as const;
  const shipsTo = button(/^Ships to/, filterDialog);
  const shipsToList: Found = { role: "listbox", name: "Ships to" };
  return [
    {
      name: "the filter sidebar",
      only: "phone",
      steps: [atTop, filterTab, button(/^Filter by/)],
      shows: filterDialog,
    },
    { name: "the filter sidebar", only: "desktop", steps: [button(/^Filter by/)], shows: filterDialog },
    {
      name: "the filter sidebar's 'Ships to' list",
      only: "phone",
      steps: [filterTab, button(/^Filter by/), shipsTo],
      shows: shipsToList,
    },
    {
      name: "the filter sidebar's 'Ships to' list",
      only: "desktop",
      steps: [button(/^Filter by/), shipsTo],
      shows: shipsToList,
    },
  ];
}

export const medalTip = (kind: "transparency" | "authenticity"): Opening => ({
  name: `the ${kind} score's tooltip`,
  steps: [button(`About the ${kind} score`)],
  shows: "controlled",
});

export const gallery = (from: string | RegExp): Opening => ({
  name: "the gallery",
  steps: [button(from)],
  shows: { role: "dialog", name: "Photos and videos" },
});

export const report = (press: string, title: string): Opening => ({
  name: `the '${title}' dialog`,
  steps: [button(press)],
  shows: { role: "dialog", name: title },
});

const tab = (name: string | RegExp, label: string): Opening => ({
  name: `the ${label} tab`,
  steps: [{ role: "tab", name }],
  shows: { role: "tabpanel", name },
  view: true,
});

/** What each screen opens, by the screen's name; a screen not named opens nothing of its own. */
export const SCREEN_OPENINGS: Readonly<Record<string, readonly Opening[]>> = {
  home: [
    ...headerOpenings(undefined),
    {
      name: "the mega-menu",
      only: "desktop",
      steps: [{ role: "link", in: { role: "navigation", name: "Categories" }, key: "ArrowDown" }],
      shows: "controlled",
    },
  ],
  feed: [...headerOpenings("reviewer"), report("Report", "Report this review")],
  search: [
    ...filterOpenings(),
    {
      name: "the search suggestions",
      only: "phone",
      // The field keeps what was typed at the laptop's width, looked at first: cleared, then typed.
      steps: [
        button("Open search"),
        { role: "combobox", name: "Search for product", type: "" },
        { role: "combobox", name: "Search for product", type: "kettle" },
      ],
      shows: { role: "listbox", name: "Suggestions" },
      ready: { role: "option", nth: 1 },
      closeWith: button("Close search"),
    },
    {
      name: "the search suggestions",
      only: "desktop",
      steps: [{ role: "combobox", name: "Search for product", type: "kettle" }],
      shows: { role: "listbox", name: "Suggestions" },
      ready: { role: "option", nth: 1 },
    },
  ],
  "store-search": filterOpenings(),
  "write-review": [report("Report this question", "Report this question")],
  "new-review": [
    {
      name: "the terms of service",
      steps: [
        { role: "radio", name: "4 stars", check: true },
        { role: "textbox", name: "Title", type: "Does the job" },
        { role: "textbox", name: "Review", type: "Arrived quickly and works as described." },
        button("Submit review"),
      ],
      shows: { role: "dialog", name: "Terms of Service" },
    },
  ],
  arbitrator: headerOpenings("arbitrator"),
  store: [medalTip("transparency"), gallery(/^Open photo 1 of/)],
  product: [medalTip("transparency"), medalTip("authenticity"), gallery(/^Open the gallery/)],
  "public-profile": [gallery(/^Open video/)],
  "private-profile": [
    tab("Rewards", "rewards"),
    tab("Orders", "orders"),
    tab("Disputes", "disputes"),
    tab(/^Questions/, "questions"),
    tab("Reviews", "reviews"),
    {
      name: "the 'Delete this review?' dialog",
      steps: [button("Delete")],
      shows: { role: "alertdialog", name: "Delete this review?" },
    },
  ],
};
