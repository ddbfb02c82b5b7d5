import { useState } from "react";
import { DAY_MS, readStored, writeStored } from "../lib/storage";
import "./ui.css";

export const COOKIES_ACCEPTED_KEY = "reviews.cookies_accepted";
/** Cookie acceptance lasts 365 days. */
const COOKIE_ACCEPTANCE_MS = 365 * DAY_MS;

/**
 * While the bar shows it covers the bottom of the screen: the page ends with room for it, and the
 * browser scrolls a focused control above it (ui.css reads --cookie-bar: its height and the gap
 * under it, kept as the bar's text wraps).
 */
function makeRoom(bar: HTMLElement) {
  const { style } = document.documentElement;
  const room = new ResizeObserver(() =>
    style.setProperty("--cookie-bar", `${innerHeight - bar.offsetTop}px`),
  );
  room.observe(bar);
  return () => {
    room.disconnect();
    style.removeProperty("--cookie-bar");
  };
}

/** The cookie bar: stays until its button is clicked; the acceptance is remembered 365 days. */
export function CookieBar({ privacyHref = "/privacy" }: { /** Default '/privacy'. */ privacyHref?: string }) {
  const [accepted, setAccepted] = useState(() => readStored<boolean>(COOKIES_ACCEPTED_KEY) === true);
  if (accepted) return null;
  const accept = () => {
    writeStored(COOKIES_ACCEPTED_KEY, true, COOKIE_ACCEPTANCE_MS);
    setAccepted(true);
  };
  return (
    <section className="cookie-bar" aria-label="Cookies" ref={makeRoom}>
      <p>
        We use cookies to keep you signed in and to remember your currency and country.{" "}
        <a href={privacyHref}>Privacy Policy</a>
      </p>
      <button type="button" className="button button--small" onClick={accept}>
        Accept cookies
      </button>
    </section>
  );
}
