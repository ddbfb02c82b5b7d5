// The host's answers to one render: each address asked once, whoever asks it first (the first
// requests asked ahead, or a screen as it renders), and never waited for past the render's share
// of its bound: an answer not in by then is given up, and the part that reads it renders as
// loading, as without an answer (the browser asks for it once it has adopted the page).

/**
 * The host's answer to a GET the bundle makes (a path with its query), as the browser would get
 * it: its status and its body's JSON text.
 */
export type Answer = (url: string) => Promise<{ status: number; json: string }>;

export interface Answers {
  ask: Answer;
  /** The addresses given up: asked, and not answered within the wait. */
  late(): string[];
  /** Ends the wait's timer (the render is over). */
  stop(): void;
}

/** What the render reads for an address given up, or whose answer failed: no answer (a 504, a 502). */
const GIVEN_UP = { status: 504, json: "{}" };
const FAILED = { status: 502, json: "{}" };

/** `answer`, each address asked once, none waited for longer than `waitMs` from now. */
export function answersOnce(answer: Answer, waitMs: number): Answers {
  const asked = new Map<string, ReturnType<Answer>>();
  const late: string[] = [];
  let over = false;
  let giveUp = () => {};
  const waitOver = new Promise<void>((resolve) => {
    giveUp = resolve;
  });
  const timer = setTimeout(() => {
    over = true;
    giveUp();
  }, waitMs);
  const ask: Answer = (url) => {
    let answered = asked.get(url);
    if (!answered && over) {
      // Asked once the wait is over: not asked of the host at all, its answer would come too late.
      late.push(url);
      answered = Promise.resolve(GIVEN_UP);
      asked.set(url, answered);
    }
    if (!answered) {
      answered = new Promise((resolve) => {
        let done = false;
        const settle = (value: Awaited<ReturnType<Answer>>) => {
          done = true;
          resolve(value);
        };
        answer(url).then(settle, () => settle(FAILED));
        waitOver.then(() => {
          if (done) return;
          late.push(url);
          settle(GIVEN_UP);
        });
      });
      asked.set(url, answered);
    }
    return answered;
  };
  return { ask, late: () => [...late], stop: () => clearTimeout(timer) };
}
