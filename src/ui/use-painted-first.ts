import { useState } from "react";
import { afterPaint } from "../lib/browser/after-paint";

/**
 * A choice a press makes (a tab, a filter), shown as made in the press's own frame and made once
 * that frame is painted: the press paints its answer before the work the choice sets off (a new
 * address, a list rendered again). `current` is the choice in force; a change of it (the choice
 * made, or another one: Back) forgets what was pressed. Returns the choice to show, and the press.
 */
export function usePaintedFirst<T>(current: T, choose: (value: T) => void): [T, (value: T) => void] {
  const [pressed, setPressed] = useState<{ value: T } | null>(null);
  const [pressedOn, setPressedOn] = useState(current);
  if (!Object.is(pressedOn, current)) {
    setPressedOn(current);
    setPressed(null);
  }
  const shown = pressed ? pressed.value : current;
  const press = (value: T) => {
    if (Object.is(value, shown)) return;
    setPressed({ value });
    afterPaint(() => choose(value));
  };
  return [shown, press];
}
