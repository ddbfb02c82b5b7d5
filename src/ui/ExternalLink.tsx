import type { AnchorHTMLAttributes } from "react";
import { safeExternalUrl } from "../lib/safe-url";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "target"> & {
  /** Untrusted address; anything but http(s) renders as plain text. */
  href: string | null | undefined;
};

/**
 * A link that leaves the site: only http: or https: (a javascript: prefix stripped), in a new
 * tab, without opener or referrer.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  const safe = safeExternalUrl(href);
  if (!safe) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
