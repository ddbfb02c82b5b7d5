// The dispute form filled as a reviewer fills it: its first order offered, 'Item not received',
// the description given, 'A refund'; and its fields as the page sends them, for the host tests.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";

/** Fills the dispute form's order, type, description and outcome; the order chosen. */
export async function fillDisputeBasics(page: Page, description: string): Promise<string> {
  const order = page.getByLabel("Order");
  const chosen = await order.locator("option:not([disabled])").nth(1).getAttribute("value");
  assert.ok(chosen, "the form lists an order");
  await order.selectOption(chosen);
  await page.getByLabel("Dispute type").selectOption({ label: "Item not received" });
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Desired outcome").selectOption({ label: "A refund" });
  return chosen;
}

/** The parts of the form a test may choose: its fields without their `dispute[…]`. */
export type DisputeChoices = Partial<
  Record<
    "product_id" | "dispute_type" | "description" | "desired_outcome_type" | "desired_outcome_description",
    string
  >
>;

/**
 * The dispute form's fields as the page sends them: a dispute about the order line item `order`
 * of its store (encoded ids), 'Item not received', 'The parcel never came.', a refund; `choices`
 * sets what a test is about (a product, another type, an outcome's description).
 */
export function disputeFields(
  order: { public_id: string; shop: string },
  choices: DisputeChoices = {},
): Record<string, string> {
  const chosen = {
    shop_id: order.shop,
    source_id: order.public_id,
    dispute_type: "item_not_received",
    description: "The parcel never came.",
    desired_outcome_type: "refund",
    ...choices,
  };
  return Object.fromEntries(
    Object.entries(chosen)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => [`dispute[${name}]`, value]),
  );
}

/** The dispute types' labels by value, as the host's catalogues give them in English and German. */
export const DISPUTE_TYPE_LABELS: Record<"en" | "de", Record<string, string>> = {
  en: {
    item_not_received: "Item not received",
    item_not_as_described: "Item not as described",
    damaged_item: "Item arrived damaged",
    refund_not_received: "Refund not received",
    review_removed: "My review was removed",
    other: "Something else",
  },
  de: {
    item_not_received: "Artikel nicht erhalten",
    item_not_as_described: "Artikel entspricht nicht der Beschreibung",
    damaged_item: "Artikel kam beschädigt an",
    refund_not_received: "Rückerstattung nicht erhalten",
    review_removed: "Meine Bewertung wurde entfernt",
    other: "Sonstiges",
  },
};

/** The desired outcomes' labels by value, in German. */
export const OUTCOME_LABELS_DE: Record<string, string> = {
  refund: "Rückerstattung",
  replacement: "Ersatzlieferung",
  repair: "Reparatur",
  review_restored: "Wiederherstellung meiner Bewertung",
  apology: "Entschuldigung",
  other: "Sonstiges",
};
