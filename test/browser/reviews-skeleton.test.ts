// The reviews area of a product page is never an empty box: until its first page of reviews
// arrives it shows the heading, the summary's place and review-shaped placeholders, and the
// reviews take their place without moving what follows.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, VIEWPORTS } from "../support/browsers/chromium";
import { holdRequests } from "../support/browsers/held-requests";

const test = suite("reviews skeleton");

const PRODUCT = "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak";

for (const viewport of ["mobile", "desktop"] as const) {
  test(`${viewport}: placeholders hold the reviews' place until they arrive`, async () => {
    const { page, url, context, errors } = await openSession({ viewport, browserRendered: true });
    // The widget's answer is held back until the placeholders have been looked at.
    const release = await holdRequests(page, "**/api/v1/widgets/product_review?**");
    await page.goto(url(PRODUCT));
    const reviews = page.getByRole("region", { name: "Reviews" });
    await reviews.getByRole("heading", { name: "Reviews" }).waitFor();
    const skeletons = page.locator(".rv-review--skeleton");
    assert.is(await skeletons.count(), 3);
    const box = await page.locator("#reviews").boundingBox();
    assert.ok(box && box.height >= 400, `the area keeps its place (${box?.height} px)`);
    const width = VIEWPORTS[viewport].width;
    assert.ok(box && box.width <= width, "within the page");

    release();
    await reviews.getByRole("article").first().waitFor();
    assert.is(await skeletons.count(), 0);
    assert.ok((await reviews.getByRole("article").count()) > 0);
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
