// The confirmation after a dispute is opened travels with the navigation to the private profile's
// disputes tab, in that history entry's state: the dispute form writes it, the profile takes it.
export interface DisputeConfirmation {
  shopName: string;
  /** In words, e.g. '2 days'; null when the shop has not said. */
  responseTime: string | null;
}

const KEY = "disputeConfirmation";

/** The history state the dispute form navigates with. */
export const disputeConfirmationState = (confirmation: DisputeConfirmation) => ({ [KEY]: confirmation });

/** The confirmation the current history entry carries, or null (a typed address carries none). */
export function readDisputeConfirmation(): DisputeConfirmation | null {
  const found = (history.state as Record<string, unknown> | null)?.[KEY] as DisputeConfirmation | undefined;
  return typeof found?.shopName === "string" ? found : null;
}

/** Shown once: a reload or Back to this entry does not show it again. */
export function forgetDisputeConfirmation(): void {
  if (!readDisputeConfirmation()) return;
  const { [KEY]: _shown, ...rest } = history.state as Record<string, unknown>;
  history.replaceState(rest, "");
}
