// Taking the press queue's presses (src/early/press-queue.ts) just before the roots are hydrated:
// its listeners stop (React replays what comes after that itself) and each field's text is read as
// typed, before React hydrates it. Small, as every page runs it; early-presses.ts does them.

export type EarlyPress =
  | { kind: "press"; target: HTMLElement }
  | { kind: "text"; target: HTMLInputElement | HTMLTextAreaElement; value: string };

/** Stops the queue and returns what it kept, a field's text once, as last typed (none without the queue). */
export function takeEarlyPresses(): EarlyPress[] {
  const queue = window.ReviewsWidgetPresses;
  queue?.stop();
  const taken = queue?.presses.splice(0) ?? [];
  return taken.flatMap((press, at): EarlyPress[] => {
    const target = press.target as HTMLInputElement;
    if (press.kind === "press") return [{ kind: "press", target }];
    return taken.some((next, after) => after > at && next.target === target)
      ? []
      : [{ kind: "text", target, value: target.value }];
  });
}
