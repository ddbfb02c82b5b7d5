// The footer's links: the host's policy pages and the marketplace's social accounts.
import { msg } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

/** Pages of the bundle about the marketplace, which no menu lists otherwise. */
export const ABOUT_PAGES = [
  { label: msg("How it works"), href: PATHS.howItWorks },
  { label: msg("Medals"), href: PATHS.medals },
  { label: msg("Trust"), href: PATHS.trust },
] as const;

/**
 * Pages the host serves itself (not routes of the bundle): links load them. The manifest lists
 * their paths (policy_pages), so a host can tell which it lacks (the Rails gem sends those to the
 * marketplace's own pages).
 */
export const POLICY_PAGES = [
  { label: msg("Terms of Service"), href: "/terms" },
  { label: msg("Privacy Policy"), href: "/privacy" },
  { label: msg("Authenticity"), href: "/authenticity" },
  { label: msg("Compliance"), href: "/compliance" },
  { label: msg("Content Policy"), href: "/content-policy" },
] as const;

export const SOCIAL_LINKS = [
  { label: msg("Facebook"), href: "https://www.facebook.com/reviews" },
  { label: msg("Instagram"), href: "https://www.instagram.com/reviews" },
  { label: msg("X"), href: "https://x.com/reviews" },
  { label: msg("YouTube"), href: "https://www.youtube.com/@reviews" },
  { label: msg("LinkedIn"), href: "https://www.linkedin.com/company/reviews" },
] as const;
