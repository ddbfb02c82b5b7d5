/** The sign-in page, coming back to the current address afterwards. */
export const signInHref = () => `/login?return_to=${encodeURIComponent(location.pathname + location.search)}`;
