import type { ReactNode } from "react";
import { Popover } from "./Popover";
import type { Opener } from "./use-popover";

interface Props {
  /** The trigger button's accessible name. */
  label: string;
  /** The tip's text; it also describes the trigger for assistive technology. */
  children: ReactNode;
  /** Default an 'i' in a circle. */
  icon?: ReactNode;
  /** Default 5000 ms: tooltips hide 5 s after they open. */
  hideAfterMs?: number;
  /** Open from the start, as the reader opened it (its code loaded on that gesture). */
  openedBy?: Opener;
}

/** A tooltip: an info button whose tip opens on hover, focus or click and hides after 5 s. */
export function Tooltip(props: Props) {
  return <Popover {...props} kind="tooltip" className="rv-tooltip" />;
}
