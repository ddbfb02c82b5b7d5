// react-dom/client takes what it shares with react-dom from react-dom's own module: the update
// priority and the dispatcher behind preload(), preinit() and requestFormReset(). That module also
// holds createPortal, flushSync, the resource hints and the form hooks, none of which the bundle
// calls, so the build (build/es-module-runtimes.ts) points react-dom/client's import here, and an
// import of them by the app fails the build ("No matching export") rather than ship a stub.
const noop = () => {};

export const __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = {
  // React's own defaults: each hint does nothing until react-dom/client installs its dispatcher.
  d: {
    f: noop,
    r: () => {
      throw new Error("requestFormReset was called outside a form action");
    },
    D: noop,
    C: noop,
    L: noop,
    m: noop,
    X: noop,
    S: noop,
    M: noop,
  },
  p: 0,
  findDOMNode: null,
};
