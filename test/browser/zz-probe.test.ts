import { suite } from "uvu";
import { openSession } from "../support/browser";
const test = suite("probe");
test("probe", async () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    const { page, url, context } = await openSession({ viewport });
    const reqs: string[] = [];
    page.on("request", (r) => { if (/carousel|\.json/.test(r.url())) reqs.push(r.url().replace(/^https?:\/\/[^/]+/, "")); });
    await page.goto(url("/reviews"), { waitUntil: "networkidle" });
    const tops = await page.evaluate(() => [...document.querySelectorAll(".home-section, .home__hero")].map((e) => `${e.className} ${Math.round(e.getBoundingClientRect().top)}`));
    console.log(viewport, tops, reqs);
    await context.close();
  }
});
test.run();
