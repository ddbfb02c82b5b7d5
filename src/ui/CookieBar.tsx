import { t } from "../lib/i18n/translate";
import { acceptCookiesAtom, cookiesAcceptedAtom } from "../state/cookie-consent";
import { useAtomValue, useSetAtom } from "../state/jotai";
import { borrowStyle } from "./host-style";
import "./ui.css";

/**
 * While the bar shows it covers the bottom of the screen: the page ends with room for it (an empty
 * element of the bundle's at the end of <body>, after all the host shows below the widget, as tall
 * as the bar and the gap under it, kept as its text wraps), and the browser scrolls a focused
 * control above it (the document's scroll padding, an inline style on the host's <html> while the
 * bar shows, then given back as it was). On a rendered page the early script keeps the same room
 * from the moment the page is parsed until then (src/early/early-cookie-room.ts).
 */
function makeRoom(bar: HTMLElement) {
  const room = document.createElement("div");
  room.className = "rv-cookie-room";
  const padding = borrowStyle(document.documentElement, "scroll-padding-bottom");
  const size = () => {
    const height = innerHeight - bar.offsetTop;
    room.style.height = `${height}px`;
    padding.set(`${height + 8}px`);
  };
  // Sized before it is added: the early script's room gives way as it comes, and a Tab pressed
  // before the observer's first call (the next frame, late on a busy phone) still lands above the bar.
  size();
  document.body.append(room);
  const sizer = new ResizeObserver(size);
  sizer.observe(bar);
  return () => {
    sizer.disconnect();
    room.remove();
    padding.giveBack();
  };
}

/**
 * The cookie bar: stays until its button is clicked; the acceptance is remembered 365 days
 * (state/cookie-consent.ts).
 */
export function CookieBar({ privacyHref = "/privacy" }: { /** Default '/privacy'. */ privacyHref?: string }) {
  const accepted = useAtomValue(cookiesAcceptedAtom);
  const accept = useSetAtom(acceptCookiesAtom);
  if (accepted) return null;
  return (
    <section className="rv-cookie-bar" aria-label={t("Cookies")} ref={makeRoom}>
      <p>
        {t("We use cookies to keep you signed in and to remember your currency and country.")}{" "}
        <a href={privacyHref}>{t("Privacy Policy")}</a>
      </p>
      <button type="button" className="rv-button rv-button--small" onClick={accept}>
        {t("Accept cookies")}
      </button>
    </section>
  );
}
