// The footer's links: the host's policy pages and the marketplace's social accounts.
import { PATHS } from "../../lib/routes";

/** Pages of the bundle about the marketplace, which no menu lists otherwise. */
export const ABOUT_PAGES = [
  { label: "How it works", href: PATHS.howItWorks },
  { label: "Medals", href: PATHS.medals },
  { label: "Trust", href: PATHS.trust },
] as const;

/** Pages the host serves itself (not routes of the bundle): links load them. */
export const POLICY_PAGES = [
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Authenticity", href: "/authenticity" },
  { label: "Compliance", href: "/compliance" },
  { label: "Content Policy", href: "/content-policy" },
] as const;

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/reviews" },
  { label: "Instagram", href: "https://www.instagram.com/reviews" },
  { label: "X", href: "https://x.com/reviews" },
  { label: "YouTube", href: "https://www.youtube.com/@reviews" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/reviews" },
] as const;
