// The renders one process runs at once. A render spends most of its time waiting for the host's
// answers, so many run side by side; past the limit a request gets the fallback at once, so the
// memory and CPU of the renders in flight stay bounded, and a flood is answered at once, not late.
import { type RenderedPage, type RenderRequest, renderPage } from "./render-page";

export interface RenderSlots {
  /** Renders `request`, or answers null at once when all slots are taken or the caller has left. */
  render(request: RenderRequest, stillWanted: () => boolean): Promise<RenderedPage | null>;
}

export function renderSlots(limit: number): RenderSlots {
  let inFlight = 0;
  return {
    async render(request, stillWanted) {
      if (inFlight >= limit || !stillWanted()) return null;
      inFlight++;
      try {
        return await renderPage(request);
      } finally {
        inFlight--;
      }
    },
  };
}
