// The names a host and the widget agree on beyond the JSON shapes: the headers the widget's calls
// carry and the cookies the marketplace and the widget keep. The bundle, the reference host, the
// render service and (through gem/lib/reviews_widget/facts.json, written by `npm run docs`) the
// Rails gem read them from here.

/** The headers every call of the widget's carries (the CSRF token on writes only). */
export const HEADERS = {
  /** The page's CSRF token, from its `<meta name="csrf-token">`: a write without it is refused. */
  csrf: "X-CSRF-Token",
  /** The redesign marker, on every call. */
  redesign: "X-Redesign",
  /** The widget's language: the host's texts in its answers (labels, messages) come in it. */
  locale: "X-Reviews-Locale",
} as const;

/** The address's parameter that asks for a page in a language: `?locale=de`. */
export const LANGUAGE_PARAMETER = "locale";

/**
 * The marketplace's cookies: its session, its visitor id, its device cookies of a sign-in (a
 * family, by their prefix), and those the widget sets itself (its language, the cookie notice's
 * acceptance, a developer's switch to a browser render). A host that forwards the marketplace's
 * API passes these on by name, and no other.
 */
export const COOKIES = {
  session: "_reviews_session",
  visitor: "_reviews_visitor",
  devicePrefix: "_reviews_device_",
  language: "reviews_locale",
  cookiesAccepted: "reviews_cookies_accepted",
  browserRender: "reviews_render",
} as const;

/** The host's own pages the widget's menu links to, beside its routes: My Profile and sign-out. */
export const ACCOUNT_PATHS = { profile: "/profile", logout: "/logout" } as const;
