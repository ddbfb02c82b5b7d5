// The layout's breakpoint: mobile is up to 767 px wide, desktop from 768 px.
export const MOBILE_QUERY = "(max-width: 767px)";
export const DESKTOP_QUERY = "(min-width: 768px)";
