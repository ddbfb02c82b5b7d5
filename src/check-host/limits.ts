// How long and how much the checker gives a host it does not trust yet: each request a time, each
// body a size, the whole run a time, and a host that stops answering an end. Each is an option of
// the command (cli.ts names them in --help), and each one a host reaches is a deviation.

export interface Limits {
  /** The longest one request may take, its body read whole, in seconds (--timeout). */
  requestSeconds: number;
  /** The largest body read, in bytes (--max-body): a longer one is left unread. */
  bodyBytes: number;
  /** The longest the whole run may take, in seconds (--max-time): what is left is not asked. */
  runSeconds: number;
}

export const DEFAULT_LIMITS: Limits = {
  // A page a Rails host renders through its render service may take seconds on a busy machine.
  requestSeconds: 30,
  // The largest answer of the contract, a rendered page, is about 100 KB.
  bodyBytes: 8 * 1024 * 1024,
  runSeconds: 600,
};

/** Requests in a row without an answer (none in time, no connection) after which the host is taken as gone. */
export const UNANSWERED_IN_A_ROW = 3;
