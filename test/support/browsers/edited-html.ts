// A host page as the reference host sends it, edited on its way to the browser: a header of the
// host's own, a malformed app_meta, a theme, a stylesheet of the host's.
import type { Page } from "playwright-core";

/** Every document whose address matches `address` comes to `page` as `edit` makes its HTML. */
export async function editHtml(page: Page, address: string, edit: (html: string) => string): Promise<void> {
  await page.route(address, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}
