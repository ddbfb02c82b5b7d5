import { useRef, useState } from "react";
import { afterPaint } from "../lib/browser/after-paint";

/**
 * A choice a press makes (a tab, a filter), shown as made in the press's own frame and made once
 * that frame is painted: the press paints its answer before the work the choice sets off (a new
 * address, a list rendered again). `current` is the choice in force. Presses quicker than frames
 * each make their choice in turn, and the last one pressed shows until its own choice is made: an
 * earlier press's choice coming into force does not show it again, nor make a later press of it
 * a no-op. Once every press's choice is made, a change of `current` (the choice made, or another
 * one: Back) forgets what was pressed. Returns the choice to show, and the press.
 */
export function usePaintedFirst<T>(current: T, choose: (value: T) => void): [T, (value: T) => void] {
  const [pressed, setPressed] = useState<{ value: T } | null>(null);
  const [pressedOn, setPressedOn] = useState(current);
  // Counts, not state: a choice is made in a task of its own, and the render its change of
  // `current` sets off must already know whether it was the last press's.
  const presses = useRef({ made: 0, chosen: 0 });
  if (!Object.is(pressedOn, current)) {
    setPressedOn(current);
    if (presses.current.chosen === presses.current.made) setPressed(null);
  }
  const shown = pressed ? pressed.value : current;
  const press = (value: T) => {
    if (Object.is(value, shown)) return;
    const made = ++presses.current.made;
    setPressed({ value });
    afterPaint(() => {
      presses.current.chosen = made;
      choose(value);
    });
  };
  return [shown, press];
}
