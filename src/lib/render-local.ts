// What belongs to one render of the widget: its language, its HTTP client's settings, the parts it
// showed. In a browser a page is one render, so each is an object of its module. The server renders
// many pages at once in one process: its build puts src/server/render-local.server.ts in this
// module's place, whose object reads and writes the current render's own copy (AsyncLocalStorage).

/** The render's own object, as `create` makes it: use its properties, never keep them aside. */
export const renderLocal = <T extends object>(create: () => T): T => create();
