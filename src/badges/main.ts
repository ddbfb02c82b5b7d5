// The rating badges' entry: a page of the shop's with only badges loads this alone, never the
// marketplace's app (the guide's budget: 8 KiB gzip of script). It fills the badges the page's
// HTML did not carry at once, and those a page-swapper (Turbo, Turbolinks) or an infinite scroll
// adds later in one batch each: a whole <body> swapped, or a page of cards appended, is one call.
import "../styles/theme.css";
import "../styles/stars.css";
import "./badges.css";
import { BADGE_ATTRIBUTE, badgeFiller } from "./fill-badges";

const fill = badgeFiller(document);

/** Whether a change added a badge's element, or something holding one. */
const addsBadges = (records: MutationRecord[]) =>
  records.some((record) =>
    [...record.addedNodes].some(
      (node) =>
        node instanceof Element &&
        (node.hasAttribute(BADGE_ATTRIBUTE) || node.querySelector(`[${BADGE_ATTRIBUTE}]`) !== null),
    ),
  );

// The whole document: a page-swapper replaces <body> itself.
new MutationObserver((records) => {
  if (addsBadges(records)) void fill();
}).observe(document.documentElement, { childList: true, subtree: true });
void fill();
