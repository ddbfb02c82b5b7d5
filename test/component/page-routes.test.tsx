import { act, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PageRoutes } from "../../src/app/PageRoutes";
import { answerFrom, renderApp, resetDom, stubFetch } from "../support/components/render";

const test = suite("page routes");
test.after.each(resetDom);

const meta = (title: string) => ({
  title: `${title} | Reviews`,
  description: "",
  robots: "index, follow",
  canonical: "",
});

test("shows the route's screen with the page data the host returns", async () => {
  const { calls } = stubFetch(
    answerFrom({ "/reviews/people?format=json": { meta_data: meta("People worth following") } }),
  );
  renderApp(<PageRoutes />, { path: "/reviews/people" });
  await screen.findByRole("heading", { name: "Find people" });
  // The page data's head reaches the document.
  await waitFor(() => assert.is(document.title, "People worth following | Reviews"));
  assert.equal(
    calls.map((c) => c.url).filter((url) => url.includes("format=json")),
    ["/reviews/people?format=json"],
  );
});

test("a change of query loads the page data again (the route key is the full address)", async () => {
  const { calls } = stubFetch(
    answerFrom({
      "/reviews/people.json": { reviewers: [], per_page: 20, total_count: 0, current_page: 1 },
      "/reviews/people": { meta_data: meta("Find people") },
    }),
  );
  const pageData = () => calls.filter((c) => c.url.includes("format=json")).map((c) => c.url);
  const { location } = renderApp(<PageRoutes />, { path: "/reviews/people?page=1" });
  await screen.findByRole("heading", { name: "Find people" });
  act(() => location.navigate("/reviews/people?page=2"));
  await waitFor(() => assert.is(pageData().length, 2));
  assert.is(pageData()[1], "/reviews/people?page=2&format=json");
});

test("an old /reviews/... address is replaced by the same path under /reviews/stores", async () => {
  stubFetch(answerFrom({ "/reviews/stores/acme": 404 }));
  const { location } = renderApp(<PageRoutes />, { path: "/reviews/acme?x=1" });
  await waitFor(() => assert.equal(location.history, ["/reviews/stores/acme?x=1"]));
  await screen.findByRole("heading", { name: "We couldn’t find that store" });
});

test("a white-background page is drawn on white, and the host's body gets the rv-page-white hook until the page goes", async () => {
  stubFetch(
    answerFrom({
      "/reviews/feed_events.json": {
        feed_events: [],
        per_page: 20,
        current_reviewer_unreviewed_products: [],
      },
      "/reviews/feed": { meta_data: meta("Feed") },
    }),
  );
  const { unmount } = renderApp(<PageRoutes />, { path: "/reviews/feed" });
  const heading = await screen.findByRole("heading", { name: "Feed" });
  assert.ok(
    heading.closest(".rv-page")?.classList.contains("rv-page--white"),
    "the page's own frame is white",
  );
  assert.is(document.body.className, "rv-page-white");
  unmount();
  assert.is(document.body.className, "", "nothing left on the host's body");
});

test("an unknown address shows the not-found screen with a way back", async () => {
  renderApp(<PageRoutes />, { path: "/somewhere/else" });
  await screen.findByRole("heading", { name: "We couldn’t find that page" });
  assert.is(screen.getByRole("link", { name: "Search products" }).getAttribute("href"), "/reviews/search");
});

test.run();
