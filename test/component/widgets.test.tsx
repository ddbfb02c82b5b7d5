// The shared widgets of issue 3: dropdown with search, popover and tooltip, alert dialogs,
// cookie bar, external link, image, avatar.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { acceptedIn, COOKIES_ACCEPTED_COOKIE, cookiesAcceptedAtom } from "../../src/state/cookie-consent";
import { createStore } from "../../src/state/jotai";
import { AlertDialog } from "../../src/ui/AlertDialog";
import { Avatar } from "../../src/ui/Avatar";
import { CookieBar } from "../../src/ui/CookieBar";
import { Dropdown, LOADING, NO_MATCH } from "../../src/ui/Dropdown";
import { ExternalLink } from "../../src/ui/ExternalLink";
import { Image } from "../../src/ui/Image";
import { Popover } from "../../src/ui/Popover";
import { Tooltip } from "../../src/ui/Tooltip";
import { withFakeTimers } from "../support/components/fake-timers";
import { renderWithStore } from "../support/components/render";

const test = suite("shared widgets");

test.before.each(() => localStorage.clear());
test.after.each(() => cleanup());

const OPTIONS = [
  { value: "*", label: "Store currency" },
  { value: "EUR", label: "EUR · Euro" },
  { value: "GBP", label: "GBP · British Pound", separatorBefore: true },
];

test("dropdown: the search filters; 'Sorry, no matching options.' when nothing matches", () => {
  renderWithStore(
    <Dropdown label="Show prices in" options={OPTIONS} value="*" onChange={() => {}} searchable />,
  );
  fireEvent.click(screen.getByRole("button", { name: /Show prices in/ }));
  const search = screen.getByRole("combobox", { name: "Search Show prices in" });
  assert.is(screen.getAllByRole("option").length, 3);
  fireEvent.change(search, { target: { value: "pound" } });
  assert.equal(
    screen.getAllByRole("option").map((o) => o.textContent),
    ["GBP · British Pound"],
  );
  fireEvent.change(search, { target: { value: "zloty" } });
  assert.is(screen.getByRole("status").textContent, NO_MATCH);
  assert.is(screen.queryAllByRole("option").length, 0);
});

test("dropdown: the open trigger names what it opens (aria-controls), and nothing once closed", () => {
  renderWithStore(
    <Dropdown label="Show prices in" options={OPTIONS} value="*" onChange={() => {}} searchable />,
  );
  const trigger = screen.getByRole("button", { name: /Show prices in/ });
  assert.is(trigger.getAttribute("aria-controls"), null);
  fireEvent.click(trigger);
  const popup = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  assert.ok(popup?.contains(screen.getByRole("listbox")), "the list is in what it names");
  assert.ok(popup?.contains(screen.getByRole("combobox")), "and the search above it");
  fireEvent.click(trigger);
  assert.is(trigger.getAttribute("aria-controls"), null);
});

test("dropdown: 'Loading...' while loading", () => {
  renderWithStore(<Dropdown label="Country" options={[]} value="" onChange={() => {}} loading />);
  fireEvent.click(screen.getByRole("button", { name: /Country/ }));
  assert.is(screen.getByRole("status").textContent, LOADING);
});

test("dropdown: keyboard — arrows move, Enter chooses and returns focus, Escape closes", () => {
  const chosen: string[] = [];
  renderWithStore(
    <Dropdown
      label="Show prices in"
      options={OPTIONS}
      value="*"
      onChange={(v) => chosen.push(v)}
      searchable
    />,
  );
  const trigger = screen.getByRole("button", { name: /Show prices in/ });
  fireEvent.keyDown(trigger, { key: "ArrowDown" });
  const search = screen.getByRole("combobox");
  fireEvent.keyDown(search, { key: "ArrowDown" });
  fireEvent.keyDown(search, { key: "Enter" });
  assert.equal(chosen, ["EUR"]);
  assert.is(screen.queryByRole("listbox"), null);
  assert.is(document.activeElement, trigger);
  fireEvent.click(trigger);
  fireEvent.keyDown(screen.getByRole("combobox"), { key: "Escape" });
  assert.is(screen.queryByRole("listbox"), null);
});

test("tooltip: opens on focus and on hover, describes its trigger, hides after the delay", async () => {
  renderWithStore(
    <Tooltip label="About prices" hideAfterMs={80}>
      Prices will only be shown in this currency here.
    </Tooltip>,
  );
  const trigger = screen.getByRole("button", { name: "About prices" });
  const tip = screen.getByRole("tooltip", { hidden: true });
  assert.is(trigger.getAttribute("aria-describedby"), tip.id);
  assert.ok(tip.hidden);
  await withFakeTimers((advance) => {
    fireEvent.focus(trigger);
    assert.not.ok(tip.hidden, "focus opens it");
    advance(79);
    assert.not.ok(tip.hidden, "still open just before the delay");
    advance(1);
    assert.ok(tip.hidden, "hidden after the delay");
  });
  fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
  assert.not.ok(tip.hidden, "hover opens it");
  fireEvent.pointerLeave(trigger, { pointerType: "mouse" });
  assert.ok(tip.hidden, "leaving closes what hovering opened");
});

test("popover: a click toggles it; Escape closes it; a touch that moved 20 px or more is no tap", () => {
  renderWithStore(<Popover label="More about medals">Gold from 95.</Popover>);
  const trigger = screen.getByRole("button", { name: "More about medals" });
  fireEvent.click(trigger);
  assert.is(trigger.getAttribute("aria-expanded"), "true");
  fireEvent.keyDown(document, { key: "Escape" });
  assert.is(trigger.getAttribute("aria-expanded"), "false");
  fireEvent.pointerDown(trigger, { pointerType: "touch", clientX: 10, clientY: 10 });
  fireEvent.pointerUp(trigger, { pointerType: "touch", clientX: 10, clientY: 35 });
  assert.is(trigger.getAttribute("aria-expanded"), "false", "moved 25 px: a scroll, not a tap");
  fireEvent.pointerDown(trigger, { pointerType: "touch", clientX: 10, clientY: 10 });
  fireEvent.pointerUp(trigger, { pointerType: "touch", clientX: 22, clientY: 18 });
  assert.is(trigger.getAttribute("aria-expanded"), "true", "moved 14 px: a tap");
  fireEvent.click(trigger); // the click a tap is followed by does not close it again
  assert.is(trigger.getAttribute("aria-expanded"), "true");
});

test("popover: open, it moves below its button once the page scrolls the button to the screen's top, and back above", async () => {
  renderWithStore(<Popover label="More about medals">Gold from 95.</Popover>);
  const trigger = screen.getByRole("button", { name: "More about medals" });
  const box = document.getElementById(trigger.getAttribute("aria-controls") ?? "") as HTMLElement;
  // Where the box would be drawn above its button: 300 px down the screen, then 40 px above its top.
  let boxTop = 300;
  box.getBoundingClientRect = () => ({ left: 100, right: 300, top: boxTop }) as DOMRect;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  fireEvent.click(trigger);
  assert.not.ok(box.hasAttribute("data-below"), "room above: above its button");
  boxTop = -40;
  fireEvent.scroll(window);
  await frame();
  assert.ok(box.hasAttribute("data-below"), "scrolled to the top: below it");
  boxTop = 200;
  fireEvent.scroll(document);
  await frame();
  assert.not.ok(box.hasAttribute("data-below"), "room again: above it");
  fireEvent.keyDown(document, { key: "Escape" });
  boxTop = -40;
  fireEvent.scroll(window);
  await frame();
  assert.not.ok(box.hasAttribute("data-below"), "closed: no longer placed");
});

test("alert dialogs are titled 'Error' or 'Success' and show their message", () => {
  let closed = 0;
  const { rerender } = renderWithStore(
    <AlertDialog kind="error" message="Your currency could not be saved." onClose={() => closed++} />,
  );
  const dialog = screen.getByRole("alertdialog", { name: "Error" });
  assert.match(dialog.textContent ?? "", "Your currency could not be saved.");
  fireEvent.click(screen.getByRole("button", { name: "OK" }));
  assert.is(closed, 1);
  rerender(<AlertDialog kind="success" message="Saved." onClose={() => {}} />);
  assert.ok(screen.getByRole("alertdialog", { name: "Success" }));
  rerender(<AlertDialog kind="success" message={null} onClose={() => {}} />);
  assert.is(screen.queryByRole("alertdialog"), null);
});

test("cookie bar: hides after its button; the acceptance is remembered 365 days, in a cookie the host reads", () => {
  // The cookies the bar writes, as the browser would keep them (each line's name=value).
  const lines: string[] = [];
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => lines.map((line) => line.split(";")[0]).join("; "),
    set: (line: string) => {
      lines.push(line);
    },
  });
  try {
    renderWithStore(<CookieBar />);
    fireEvent.click(screen.getByRole("button", { name: "Accept cookies" }));
    assert.is(screen.queryByRole("region", { name: "Cookies" }), null);
    assert.equal(lines, [`${COOKIES_ACCEPTED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`]);
    cleanup();
    // The next page starts from the visitor's cookies (app/start.tsx).
    const store = createStore();
    store.set(cookiesAcceptedAtom, acceptedIn(document.cookie));
    renderWithStore(<CookieBar />, { store });
    assert.is(screen.queryByRole("region", { name: "Cookies" }), null, "still accepted on the next page");
  } finally {
    delete (document as { cookie?: string }).cookie; // the browser's own again
  }
});

test("external links: 'javascript:' stripped in any case and with control characters; http(s) only", () => {
  const hrefs = [
    "https://shop.example/a",
    "  JaVaScRiPt:https://shop.example/b",
    "\u0001javascript:javascript:https://shop.example/c",
    "java\tscript:alert(1)",
    "data:text/html,hi",
    "ftp://files.example",
  ];
  renderWithStore(
    hrefs.map((href) => (
      <ExternalLink key={href} href={href}>
        {href}
      </ExternalLink>
    )),
  );
  const links = screen.getAllByRole("link");
  assert.equal(
    links.map((a) => a.getAttribute("href")),
    ["https://shop.example/a", "https://shop.example/b", "https://shop.example/c"],
  );
  for (const a of links) {
    assert.is(a.getAttribute("rel"), "noopener noreferrer");
    assert.is(a.getAttribute("target"), "_blank");
  }
});

test("image: a normal and 2x pair, lazy; one retry without a referrer, then cleared with an error", () => {
  let errors = 0;
  renderWithStore(<Image src="/a.png" retinaSrc="/a@2x.png" alt="A" onError={() => errors++} />);
  let img = screen.getByRole("img", { name: "A" });
  assert.is(img.getAttribute("srcset"), "/a.png 1x, /a@2x.png 2x");
  assert.is(img.getAttribute("loading"), "lazy");
  assert.is(img.getAttribute("referrerpolicy"), null);
  fireEvent.error(img);
  img = screen.getByRole("img", { name: "A" });
  assert.is(img.getAttribute("referrerpolicy"), "no-referrer");
  assert.is(img.getAttribute("src"), "/a.png");
  assert.is(errors, 0);
  fireEvent.error(img);
  img = screen.getByRole("img", { name: "A" });
  assert.is(img.getAttribute("src"), null);
  assert.is(errors, 1);
});

test("image: pictures of the host page's image host never send a referrer", () => {
  renderWithStore(<Image src="/image-host/flags/eur.png" alt="EUR" />);
  assert.is(screen.getByRole("img", { name: "EUR" }).getAttribute("referrerpolicy"), "no-referrer");
});

test("avatar: the first letter without an image; the verified-buyer badge", () => {
  const { container } = renderWithStore(<Avatar name="élodie Roux" image={null} verified />);
  assert.is(container.querySelector(".rv-avatar__letter")?.textContent, "É");
  assert.ok(screen.getByText("Verified buyer"));
  cleanup();
  const withImage = renderWithStore(<Avatar name="Jamie" image={{ url: "/a.svg", retina_url: "/a2.svg" }} />);
  assert.ok(withImage.container.querySelector("img.rv-avatar__image"));
  assert.is(withImage.queryByText("Verified buyer"), null);
});

test.run();
