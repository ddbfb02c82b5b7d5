// My Profile (GET /profile) sends the signed-in reviewer on to their own profile, on the host: a
// Location of another reviewer's profile, of another page or of another site is a deviation.
import { pathFor } from "../lib/routes";
import { type Deviation, shown } from "./deviation";
import type { HostScope } from "./host-scope";

/** Where a redirect's Location (a path, or a whole URL) sends a browser, as a contract address; null off the host. */
function redirectAddress(scope: HostScope, location: string): string | null {
  let url: URL;
  try {
    url = new URL(location, `${scope.origin}${scope.prefix}/`);
  } catch {
    return null;
  }
  if (url.origin !== scope.origin || !url.pathname.startsWith(`${scope.prefix}/`)) return null;
  return `${url.pathname.slice(scope.prefix.length)}${url.search}`;
}

export function ownProfileDeviations(
  label: string,
  scope: HostScope,
  location: string,
  ownSlug: string | undefined,
): Deviation[] {
  if (!location || !ownSlug) return [];
  const wanted = pathFor("privateProfile", { slug: ownSlug });
  const address = redirectAddress(scope, location);
  if (address !== null && address.split("?")[0] === wanted) return [];
  return [
    {
      address: label,
      path: "Location",
      wants: `the reviewer's own profile, ${scope.prefix}${wanted}`,
      came: shown(location),
    },
  ];
}
