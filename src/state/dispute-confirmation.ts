// The confirmation after a dispute is opened: set by the dispute form, shown on the private
// profile's disputes tab it leads to.
import { atom } from "./jotai";

export interface DisputeConfirmation {
  shopName: string;
  /** In words, e.g. '2 days'; null when the shop has not said. */
  responseTime: string | null;
}

export const disputeConfirmationAtom = atom<DisputeConfirmation | null>(null);
