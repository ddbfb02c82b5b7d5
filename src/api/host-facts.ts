// The names a host and the widget agree on beyond the JSON shapes: the headers the widget's calls
// carry and the cookies the marketplace and the widget keep. The bundle, the reference host, the
// render service and (through gem/lib/reviews_widget/facts.json, written by `npm run docs`) the
// Rails gem read them from here. One constant each, so a page's script carries only those it uses.

/** The page's CSRF token, from its `<meta name="csrf-token">`, on every write: one without it is refused. */
export const CSRF_HEADER = "X-CSRF-Token";
/** The redesign marker, on every call. */
export const REDESIGN_HEADER = "X-Redesign";
/** The widget's language, on every call: the host's texts in its answers (labels, messages) come in it. */
export const LOCALE_HEADER = "X-Reviews-Locale";

/** The address's parameter that asks for a page in a language: `?locale=de`. */
export const LANGUAGE_PARAMETER = "locale";

// The marketplace's cookies: a host that forwards the marketplace's API passes these on by name,
// and no other.
/** The marketplace's session. */
export const SESSION_COOKIE = "_reviews_session";
/** The marketplace's visitor id. */
export const VISITOR_COOKIE = "_reviews_visitor";
/** The marketplace's device cookies of a sign-in: a family, by this prefix. */
export const DEVICE_COOKIE_PREFIX = "_reviews_device_";
/** The language the shopper picked in the widget's menu. */
export const LANGUAGE_COOKIE = "reviews_locale";
/** The cookie notice's acceptance. */
export const COOKIES_ACCEPTED_COOKIE = "reviews_cookies_accepted";
/** A developer's switch: pages come with empty roots, rendered by the browser. */
export const BROWSER_RENDER_COOKIE = "reviews_render";

/** The host's own pages the widget's menu links to, beside its routes: My Profile and sign-out. */
export const PROFILE_PATH = "/profile";
export const LOGOUT_PATH = "/logout";

/**
 * The folders of the marketplace's pictures and videos, which its answers name as paths of the
 * page's origin (/img/products/p1-400.webp): a host that forwards the marketplace passes them on.
 */
export const MEDIA_FOLDERS = ["/media", "/img", "/image-host"];
/** A reviewer's own photos, among the media: the marketplace shows one to its owner before anyone else, by their session. */
export const OWN_PHOTOS_FOLDER = "/media/review-pictures";
