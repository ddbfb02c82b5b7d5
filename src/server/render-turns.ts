// Renders one at a time (renderPage's own rule: the language and HTTP client are its module's),
// each within a deadline counted from the request's arrival, so time spent waiting for its turn
// is part of its bound. A request whose caller has left (the host's read timeout) is not rendered.
import { type RenderedPage, type RenderRequest, renderPage } from "./render-page";

/** Past this many waiting, a request is answered with the fallback at once: the queue never grows. */
const MAX_WAITING = 16;

let turn: Promise<unknown> = Promise.resolve();
let waiting = 0;

export function renderInTurn(
  request: Omit<RenderRequest, "timeoutMs">,
  deadline: number,
  stillWanted: () => boolean,
): Promise<RenderedPage | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const run = turn.then(() => {
    waiting--;
    const left = deadline - performance.now();
    if (left < 1 || !stillWanted()) return null;
    return renderPage({ ...request, timeoutMs: left });
  });
  turn = run.catch(() => {});
  return run;
}
