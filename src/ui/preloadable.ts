// A loader for lazy() that answers at once once its module is here: a part whose code was loaded
// before the page hydrates renders without suspending, so its server-rendered markup is adopted
// in the same pass as the rest (an update reaching a part still waiting for its code would make
// React drop that part's markup and render it again).

/** `load`, remembering its module: later calls answer synchronously (a thenable lazy() reads at once). */
export function preloadable<M>(load: () => Promise<M>): () => PromiseLike<M> {
  let module: M | undefined;
  return () =>
    module !== undefined
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point
        { then: (resolve) => resolve?.(module as M) as never }
      : load().then((loaded) => {
          module = loaded;
          return loaded;
        });
}
