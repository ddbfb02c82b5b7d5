import type { RefObject } from "react";

/** What the header gives each of its popups. */
export interface PopupProps {
  id: string;
  /** The id of the element naming the popup (its trigger). */
  labelledBy: string;
  trigger: RefObject<HTMLButtonElement | null>;
  /** Where focus goes on opening: the first item, or the last (opened with ArrowUp). */
  focus: "first" | "last";
  /** `refocus`: return focus to the trigger (Escape, a choice made with the keyboard). */
  onClose: (refocus: boolean) => void;
}
