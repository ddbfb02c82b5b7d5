// The confirmation after a dispute is opened travels with the navigation to the private profile's
// disputes tab, in that history entry's state: the dispute form writes it, the profile shows it once.
// Types only, so the two features share no chunk for it.
export interface DisputeConfirmation {
  shopName: string;
  /** In words, e.g. '2 days'; null when the shop has not said. */
  responseTime: string | null;
}

/** The history state the dispute form navigates with. */
export interface DisputeConfirmationState {
  disputeConfirmation: DisputeConfirmation;
}
