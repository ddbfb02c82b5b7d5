// The cookie bar's room on a rendered page from the moment the page is parsed (the bar is in its
// HTML) until the widget adopts the bar, a second or more later on a phone, and makes the room
// itself (src/ui/CookieBar.tsx: .rv-cookie-room at the end of <body>, and the scroll padding
// borrowed from <html>): the browser scrolls a control Tab focuses meanwhile above the bar, and the
// page ends with room for it. A stylesheet of its own, whose rules hold only while a bar is on the
// page and the widget's room is not, as tall as the bar and the gap under it.
const BEFORE_THE_ROOM = "html:has(.rv-cookie-bar):not(:has(.rv-cookie-room))";

document.addEventListener("readystatechange", () => {
  const bar = document.querySelector<HTMLElement>(".rv-cookie-bar");
  if (document.readyState !== "interactive" || !bar) return;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  new ResizeObserver(() => {
    const height = innerHeight - bar.offsetTop;
    if (bar.isConnected)
      sheet.replaceSync(
        `${BEFORE_THE_ROOM}{scroll-padding-bottom:${height + 8}px}${BEFORE_THE_ROOM} body::after{content:"";display:block;height:${height}px}`,
      );
  }).observe(bar);
});
