// Shared by the bar's shell and its lazily loaded suggestions without either importing the other.

/** What the suggestions report back for the input's ARIA attributes. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}
