import { writtenLength } from "../../lib/written-length";

interface Props {
  /** Named by the text field's aria-describedby. */
  id: string;
  text: string;
  max: number;
}

/** '12 / 500' as the writer types (counted once trimmed, as the host counts), in red past the limit. */
export function LengthCount({ id, text, max }: Props) {
  const length = writtenLength(text);
  return (
    <p id={id} className={`qa-form__count${length > max ? " qa-form__count--over" : ""}`}>
      {length} / {max}
    </p>
  );
}
