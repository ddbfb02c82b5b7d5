// The integrator's page (fixtures/host/integrator/): the test host's answer to a host name under
// integrator.localhost, whose labels are the page's switches. Chromium resolves every *.localhost
// name to this machine, so the page, its asset host and the test host share one port.
import type { Page } from "playwright-core";
import { ASSET_HOST, INTEGRATOR_HOST, type Switch } from "../../../fixtures/host/integrator/switches";
import type { Session } from "../browsers/chromium";

const portOf = (session: Session) => new URL(session.url("/")).port;

/** The integrator page's address for `path` (a route of the bundle), with these switches on. */
export function integratorUrl(session: Session, switches: readonly Switch[], path: string): string {
  return `http://${[...switches, INTEGRATOR_HOST].join(".")}:${portOf(session)}${path}`;
}

/** The origin the bundle's files come from under the `cdn` switch. */
export const assetHostOrigin = (session: Session) => `http://${ASSET_HOST}:${portOf(session)}`;

/** The HTML of the next document the page loads ('' if none comes): called before the navigation. */
export const nextDocumentHtml = (page: Page): Promise<string> =>
  page
    .waitForResponse(
      (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
    )
    .then((response) => response.text())
    .catch(() => "");

/**
 * What the HTML of a page under the `ssr` switch lacks of the render service's roots: the header
 * and the screen rendered in them, and the first screen's answers beside app_meta.
 */
export function missingRenderedRoots(html: string): string[] {
  return [
    ...(/<div id="search-navbar"><div class="rv-root"/.test(html) ? [] : ["the header's root is empty"]),
    ...(/<main id="main"><div class="rv-root"[^>]*>.*<h1/s.test(html) ? [] : ["<main> holds no screen"]),
    ...(/<script id="app_first_screen" type="application\/json">\{/.test(html)
      ? []
      : ["no app_first_screen script"]),
  ];
}
