// A field's text that follows a value held elsewhere (the address: Back, a removed chip): set anew
// whenever that value changes, the reader's own while it does not. Adjusted as the field renders,
// never in an effect: an effect runs after the paint, a task later on a busy machine, and would put
// the address's text back over what the reader typed in between.
import { useState } from "react";

/** [the text, its setter]: the text is `value` until the reader types, and again once `value` changes. */
export function useFollowedText(value: string): [string, (text: string) => void] {
  const [field, setField] = useState([value, value]);
  if (field[0] !== value) setField([value, value]);
  return [field[0] === value ? (field[1] as string) : value, (text) => setField([value, text])];
}
