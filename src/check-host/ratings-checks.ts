// What the rating badges' answer must say beyond its shape: the store's product the checker names
// is answered, the id it invented is named unknown, and a signed-in reviewer gets the guest's very
// answer (it is the same for everyone, so a shop or a CDN may keep it for all).
import { type CheckRun, labelOf } from "./check-run";
import type { Deviation } from "./deviation";
import { shown } from "./deviation";
import type { Answer } from "./host-client";

/** An id no store has: the answer names it unknown. */
export const UNKNOWN_PRODUCT_ID = "check-host-no-such-product";

interface Ratings {
  products?: { external_id?: unknown }[];
  unknown_ids?: unknown[];
}

export async function ratingsDeviations(
  run: CheckRun,
  address: string,
  externalId: string,
  answer: Answer,
): Promise<Deviation[]> {
  if (answer.status !== 200 || answer.failed) return [];
  const label = labelOf("GET", address, run.guest);
  const { products = [], unknown_ids: unknown = [] } = (answer.json ?? {}) as Ratings;
  const deviations: Deviation[] = [];
  const answered = products.map((product) => product.external_id);
  if (answered.length !== 1 || answered[0] !== externalId)
    deviations.push({
      address: label,
      path: "products",
      wants: `the store's product ${externalId} alone`,
      came: shown(answered),
    });
  if (unknown.length !== 1 || unknown[0] !== UNKNOWN_PRODUCT_ID)
    deviations.push({
      address: label,
      path: "unknown_ids",
      wants: `[${shown(UNKNOWN_PRODUCT_ID)}]: the id no store has`,
      came: shown(unknown),
    });
  for (const visitor of [run.reviewer, run.arbitrator]) {
    if (!visitor) continue;
    const theirs = await visitor.client.request("GET", address);
    if (theirs.failed || theirs.text !== answer.text)
      deviations.push({
        address: labelOf("GET", address, visitor),
        path: "(the answer)",
        wants: "the guest's answer, byte for byte: the ratings are the same for everyone",
        came: theirs.failed ? "no answer" : `${theirs.status}, another body`,
      });
  }
  return deviations;
}
