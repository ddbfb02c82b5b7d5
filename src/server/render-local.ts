// What belongs to one server render: its language (active-language.server.ts), the HTTP client's
// answers (render-page.tsx), the parts it showed (lazy-part.server.tsx). Each render runs in a scope
// of its own (runInRender), which everything it starts inherits, its waits for the host's answers
// and React's work on them included (AsyncLocalStorage follows promises and timers). A
// render-local object reads and writes the current render's own copy of it, so renders side by
// side, each waiting for its answers, never see another's.
import { AsyncLocalStorage } from "node:async_hooks";

const renders = new AsyncLocalStorage<Map<symbol, object>>();

/** An object whose properties are the current render's own, as `create` makes them for each render. */
export function renderLocal<T extends object>(create: () => T): T {
  const key = Symbol();
  const own = (): T => {
    const values = renders.getStore();
    // An object read outside a render would be one all renders share: the leak this module prevents.
    if (!values) throw new Error("a render's own state was used outside runInRender()");
    if (!values.has(key)) values.set(key, create());
    return values.get(key) as T;
  };
  return new Proxy({} as T, {
    get: (_, name) => Reflect.get(own(), name),
    set: (_, name, value) => Reflect.set(own(), name, value),
  });
}

/** The scope of the render now running (its render-local values by key), or none outside a render. */
export const renderScope = (): Map<symbol, object> | undefined => renders.getStore();

/**
 * Runs `work` in no render's scope: what it makes that outlives the render (a kept-alive socket)
 * keeps nothing of it.
 */
export const outsideRender = <R>(work: () => R): R => renders.exit(work);

/** Runs `render` in a scope of its own: every render-local object it uses starts afresh. */
export const runInRender = <R>(render: () => R): R => renders.run(new Map(), render);
