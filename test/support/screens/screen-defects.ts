// What a shopper sees as broken on a screen, read in the page in one pass (the guide's budget
// table, its last row): a control in the browser's own look, text squeezed into a narrow column,
// list bullets beside cards, a page wider than the screen, a picture that did not load, and a
// focused control under something fixed (the cookie notice) while the keyboard moves through it.
// And what a host's page would break (the guide's "A guest on the host's page"): a class of the
// widget without its rv- prefix, which a host's framework may style, and a heading that is bold
// only by the browser's default, which a host's reset takes away. What a screen opens (a dialog, a
// menu, a tooltip, a tab's panel) is checked alone, and a popup must also be seen whole: shown,
// opaque, on top at its centre and inside the screen (a framework's .modal or .tooltip hides it).
import type { ElementHandle, Page } from "playwright-core";
import { showsPictures } from "../browsers/chromium";

/** The kinds of defect; each defect's line starts with its kind. */
export const DEFECT_KINDS = [
  "default look",
  "squeezed text",
  "bullet beside a card",
  "wider than the screen",
  "picture",
  "focus hidden",
  "class without rv-",
  "heading not bold under a reset",
  "not seen",
  "faint field edge",
] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

/** A run of text on this many lines or more, in a box narrower than SQUEEZED_WIDTH px, is squeezed. */
const SQUEEZED_LINES = 4;
const SQUEEZED_WIDTH = 90;

interface Options {
  squeezedLines: number;
  squeezedWidth: number;
  kinds: readonly DefectKind[];
}

/**
 * Runs in the page: every defect of the kinds asked for, each a line naming its kind and the
 * element by its name or text; within `opened` only, when given (what the page sideways scrolls is
 * the page's). The focus check moves the focus through the page and leaves it scrolled where that
 * ends.
 */
function findDefects({ squeezedLines, squeezedWidth, kinds }: Options, opened?: Element): string[] {
  const defects: string[] = [];
  const scope = opened ?? document.body;
  const all = (selector: string) => [
    ...(opened?.matches(selector) ? [opened] : []),
    ...scope.querySelectorAll(selector),
  ];
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const nameOf = (el: Element) => {
    const text =
      el.getAttribute("aria-label") ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.getAttribute("placeholder") ||
      el.textContent ||
      el.getAttribute("alt") ||
      el.getAttribute("name") ||
      el.className;
    return `${el.tagName.toLowerCase()} "${String(text).replace(/\s+/g, " ").trim().slice(0, 50)}"`;
  };
  /** Chromium draws a control's text at 13.33px unless the page says otherwise. */
  const browserFont = (el: Element) => getComputedStyle(el).fontSize === "13.3333px";

  // The browser's own look: a text field or list that kept its 13px text or its inset border; a
  // button (a file field's too) with its outset border, its grey face, or words in 13px text.
  if (kinds.includes("default look")) {
    const controls = all(
      'button, select, textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"], [type="file"], [type="color"])',
    );
    for (const control of controls) {
      if (!visible(control)) continue;
      const style = getComputedStyle(control);
      const button = control.tagName === "BUTTON";
      const words = [...control.querySelectorAll("*"), control].some(
        (el) =>
          browserFont(el) &&
          [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      );
      const reasons = [
        (button ? words : browserFont(control)) && "13px text",
        /inset|outset/.test(style.borderStyle) && `${style.borderStyle.split(" ")[0]} border`,
        button && style.backgroundColor === "rgb(239, 239, 239)" && "grey face",
      ].filter(Boolean);
      if (reasons.length > 0) defects.push(`default look: ${nameOf(control)} (${reasons.join(", ")})`);
    }
    for (const field of all('input[type="file"]')) {
      const button = getComputedStyle(field, "::file-selector-button");
      const plain = /outset/.test(button.borderStyle) || button.backgroundColor === "rgb(239, 239, 239)";
      if (visible(field) && plain) defects.push(`default look: ${nameOf(field)} (its button)`);
    }
  }

  // Squeezed text: the lines of each block's text, counted by their tops, in a narrow block.
  if (kinds.includes("squeezed text")) {
    const lines = new Map<Element, Set<number>>();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      let block = node.parentElement;
      while (block?.parentElement && getComputedStyle(block).display.startsWith("inline"))
        block = block.parentElement;
      if (!block || !visible(block)) continue;
      range.selectNodeContents(node);
      const tops = lines.get(block) ?? new Set<number>();
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      lines.set(block, tops);
    }
    for (const [block, tops] of lines) {
      const style = getComputedStyle(block);
      const width =
        block.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (tops.size >= squeezedLines && width < squeezedWidth)
        defects.push(`squeezed text: ${nameOf(block)} on ${tops.size} lines ${Math.round(width)} px wide`);
    }
  }

  // A list bullet beside a card: an item with a marker that holds a picture, a control, a heading
  // or a box of its own; lists of plain text keep their bullets.
  if (kinds.includes("bullet beside a card")) {
    for (const item of all("li")) {
      const style = getComputedStyle(item);
      const marked = style.listStyleType !== "none" || style.listStyleImage !== "none";
      if (style.display !== "list-item" || !marked || !visible(item)) continue;
      const card = [...item.querySelectorAll("*")].some((el) => {
        if (el.matches("img, svg, button, input, select, textarea, h1, h2, h3, h4, article")) return true;
        const s = getComputedStyle(el);
        return (
          s.borderTopStyle !== "none" || s.backgroundColor !== "rgba(0, 0, 0, 0)" || s.boxShadow !== "none"
        );
      });
      if (card) defects.push(`bullet beside a card: ${nameOf(item)}`);
    }
  }

  // Wider than the screen: the page scrolls sideways (named: the last elements past its edge).
  if (kinds.includes("wider than the screen")) {
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0) {
      const past = [...document.body.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && visible(el))
        .slice(-3)
        .map(nameOf);
      defects.push(`wider than the screen by ${wider} px: ${past.join(", ")}`);
    }
  }

  // A picture that did not load: no source, or loaded with nothing to show (a lazy picture the
  // reader never came near is still on its way, not broken).
  if (kinds.includes("picture")) {
    for (const image of all("img") as HTMLImageElement[]) {
      if (!visible(image)) continue;
      if (!image.getAttribute("src")) defects.push(`picture without a source: ${nameOf(image)}`);
      else if (image.complete && image.naturalWidth === 0)
        defects.push(`picture that did not load: ${image.getAttribute("src")}`);
    }
  }

  // Inside the widget's roots (the host's mount points and the bundle's own scope), every class
  // carries the bundle's prefix: Bootstrap's .modal or .tooltip would otherwise hide a dialog.
  const widget = opened
    ? all("*")
    : [...new Set(document.querySelectorAll("#search-navbar *, main *, .rv-root, .rv-root *"))];
  // A field whose edge does not stand out: WCAG's 3:1 for what identifies a control, between the
  // field's border (or its own background) and what is behind it, in either colour scheme.
  if (kinds.includes("faint field edge")) {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const behind = (el: Element | null): number[] => {
      for (let at = el; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = channels(getComputedStyle(at).backgroundColor);
        if (a > 0.5 && getComputedStyle(at).backgroundColor !== "rgba(0, 0, 0, 0)") return [r, g, b];
      }
      return [255, 255, 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) =>
        c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (one: number[], other: number[]) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const fields = all(
      '.rv-root select, .rv-root textarea, .rv-root input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"], [type="file"], [type="submit"], [type="button"])',
    );
    const hasEdge = (style: CSSStyleDeclaration) =>
      Number.parseFloat(style.borderBottomWidth) >= 1 && style.borderBottomStyle !== "none";
    for (const field of fields) {
      if (!visible(field)) continue;
      // A borderless field inside a framed box (the search bar's pill) has the box's edge.
      let box: Element = field;
      for (
        let up = field.parentElement, steps = 0;
        up && steps < 3 && !hasEdge(getComputedStyle(box));
        steps++
      ) {
        if (hasEdge(getComputedStyle(up))) box = up;
        up = up.parentElement;
      }
      const style = getComputedStyle(box);
      const around = behind(box.parentElement);
      const [r = 0, g = 0, b = 0, a = 1] = channels(style.backgroundColor);
      const face = a > 0.5 ? [r, g, b] : around;
      const border = channels(style.borderBottomColor);
      const best = Math.max(
        contrast(face, around),
        hasEdge(style) ? Math.min(contrast(border, face), contrast(border, around)) : 0,
      );
      if (best < 3) defects.push(`faint field edge: ${nameOf(field)} at ${best.toFixed(2)}:1`);
    }
  }

  if (kinds.includes("class without rv-")) {
    const unprefixed = new Set(
      widget.flatMap((el) => [...el.classList].filter((name) => !name.startsWith("rv-"))),
    );
    if (unprefixed.size > 0) defects.push(`class without rv-: ${[...unprefixed].slice(0, 12).join(", ")}`);
  }

  // Headings stay bold under a host's reset (Tailwind's preflight: h1…h6 inherit their weight),
  // as the widget sets their weight itself: the reset is put on the page for the reading.
  if (kinds.includes("heading not bold under a reset")) {
    const reset = new CSSStyleSheet();
    reset.replaceSync("h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, reset];
    for (const heading of widget.filter((el) => /^H[1-6]$/.test(el.tagName))) {
      const weight = Number(getComputedStyle(heading).fontWeight);
      if (weight < 600 && visible(heading))
        defects.push(`heading not bold under a reset: ${nameOf(heading)} (${weight})`);
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== reset);
  }

  // A popup seen whole: shown, opaque with all that holds it, on top at its centre (the point
  // lands inside it, not in something over it) and inside the screen, not cut at an edge.
  if (opened && kinds.includes("not seen")) {
    const seen = (why: string) => defects.push(`not seen: ${nameOf(opened)} (${why})`);
    const style = getComputedStyle(opened);
    if (style.display === "none") seen("display: none");
    else if (style.visibility !== "visible") seen(`visibility: ${style.visibility}`);
    else if (!opened.checkVisibility()) seen("inside something not displayed");
    for (let el: Element | null = opened; el; el = el.parentElement) {
      const { opacity } = getComputedStyle(el);
      if (opacity !== "1") seen(`opacity ${opacity} on ${el === opened ? "itself" : nameOf(el)}`);
    }
    const box = opened.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    const past = [
      ["left", -box.left],
      ["top", -box.top],
      ["right", box.right - clientWidth],
      ["bottom", box.bottom - clientHeight],
    ] as const;
    for (const [edge, by] of past) if (by > 1) seen(`past the screen's ${edge} edge by ${Math.round(by)} px`);
    if (box.width > 1 && box.height > 1) {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), clientWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), clientHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (!top || !opened.contains(top)) seen(`under ${top ? nameOf(top) : "nothing"} at its centre`);
    } else seen(`${Math.round(box.width)} by ${Math.round(box.height)} px`);
  }

  // The focus under something fixed: each control the Tab key reaches, focused and scrolled into
  // view as Tab scrolls it (only as far as needed, to the nearest edge), must not meet a fixed or
  // sticky part of the page it is not inside of (browser/cookie-bar presses Tab itself). A modal
  // dialog is over every part outside it.
  const modal = document.querySelector("dialog:modal");
  const fixed = kinds.includes("focus hidden")
    ? [...document.body.querySelectorAll("*")].filter(
        (el) => /fixed|sticky/.test(getComputedStyle(el).position) && (!modal || modal.contains(el)),
      )
    : [];
  if (fixed.length > 0) {
    const focused = document.activeElement as HTMLElement | null;
    const tabbable = (
      all("a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]") as HTMLElement[]
    ).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && visible(el));
    for (const el of tabbable) {
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      // Where the scroll ends, even under a host's smooth scrolling (Bootstrap's reboot).
      el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
      const box = el.getBoundingClientRect();
      for (const part of fixed) {
        if (part.contains(el) || el.contains(part) || !visible(part)) continue;
        const over = part.getBoundingClientRect();
        const width = Math.min(box.right, over.right) - Math.max(box.left, over.left);
        const height = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
        // A control that fits beside the part is shown whole; a taller one (a tab's panel) at least in part.
        const fits = box.height <= Math.max(over.top, window.innerHeight - over.bottom);
        const hidden = fits ? width > 1 && height > 1 : width >= box.width - 1 && height >= box.height - 1;
        if (hidden) defects.push(`focus hidden: ${nameOf(el)} under ${nameOf(part)}`);
      }
    }
    // The focus goes back where it was: a popup that closes when the focus leaves it stays open.
    if (focused && focused !== document.body) focused.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
  }
  return defects;
}

/**
 * The defects of the screen `page` shows now, of `kinds` (default every kind); with `opened`, those
 * of what the screen has opened (a popup, a tab's panel) and whether it is seen whole.
 */
export async function screenDefects(
  page: Page,
  kinds: readonly DefectKind[] = DEFECT_KINDS,
  opened?: ElementHandle<Element>,
): Promise<string[]> {
  // Without pictures a picture is never loaded nor failed: the check would pass blind.
  if (kinds.includes("picture") && !(await showsPictures(page)))
    throw new Error("the picture check needs a page that shows pictures: openSession({ pictures: true })");
  const options: Options = { squeezedLines: SQUEEZED_LINES, squeezedWidth: SQUEEZED_WIDTH, kinds };
  // Sent as source text: the test runner names functions with a helper the page does not have.
  const find = await page.evaluateHandle<typeof findDefects>(
    `(() => { const __name = (f) => f; return ${findDefects}; })()`,
  );
  try {
    return await find.evaluate((run, [options, element]) => run(options, element ?? undefined), [
      options,
      opened ?? null,
    ] as const);
  } finally {
    await find.dispose();
  }
}
