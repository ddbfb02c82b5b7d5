// A request cache's clock and loads, told when to answer: for the tests of the request cache and
// of a page's answers asked again (unit/request-cache, unit/reader-cache).

/** A clock the test moves. */
export function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A load that counts its calls and answers `value` to every call under way (or fails) when told to. */
export function deferred<T>(value: T) {
  const calls: (AbortSignal | undefined)[] = [];
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal?: AbortSignal) => {
    calls.push(signal);
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    load,
    calls,
    answer: () => {
      for (const call of pending.splice(0)) call.resolve(value);
    },
    fail: (error: unknown) => {
      for (const call of pending.splice(0)) call.reject(error);
    },
  };
}
