// The integrator's page (fixtures/host/integrator/): the test host's answer to a host name under
// integrator.localhost, whose labels are the page's switches. Chromium resolves every *.localhost
// name to this machine, so the page, its asset host and the test host share one port.
import { ASSET_HOST, INTEGRATOR_HOST, type Switch } from "../../fixtures/host/integrator/switches";
import type { Session } from "./browser";

const portOf = (session: Session) => new URL(session.url("/")).port;

/** The integrator page's address for `path` (a route of the bundle), with these switches on. */
export function integratorUrl(session: Session, switches: readonly Switch[], path: string): string {
  return `http://${[...switches, INTEGRATOR_HOST].join(".")}:${portOf(session)}${path}`;
}

/** The origin the bundle's files come from under the `cdn` switch. */
export const assetHostOrigin = (session: Session) => `http://${ASSET_HOST}:${portOf(session)}`;
