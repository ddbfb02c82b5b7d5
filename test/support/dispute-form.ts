// The dispute form filled as a reviewer fills it: its first order offered, 'Item not received',
// the description given, 'A refund'.
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
