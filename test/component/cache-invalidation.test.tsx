// A change the host confirmed drops, in the one request cache, the answers its tags name, so
// another screen's data is fresh on the next visit; what the change does not touch is reused.
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Review } from "../../src/api/contract/review";
import type { PageData } from "../../src/api/pages";
import { reviewAction } from "../../src/api/profile";
import { PROFILE_TAGS } from "../../src/features/profile/use-profile-list";
import { createRequestCache } from "../../src/lib/request-cache";
import { useHomeMetrics } from "../../src/widgets/metrics/use-home-metrics";
import ReviewsSection from "../../src/widgets/reviews/ReviewsSection";
import { usePageData } from "../../src/widgets/use-page-data";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";
import { aReview, aShop, aWidget } from "../support/components/review-fixture";

const test = suite("cache invalidation");

const shop = aShop(false);

const review = aReview(1, {
  rating: 4,
  title: "Sturdy kettle",
  body: "Boils fast.",
  reviewer: {
    encoded_id: "r1",
    slug: "jamie",
    internal_path: "/reviews/profile/jamie",
    name: "Jamie",
    avatar_image_url: null,
    verified_buyer: true,
  },
});

const widget = (reviews: Review[]) =>
  aWidget(reviews, {
    average_rating: 4,
    number_of_reviews: reviews.length,
    number_of_questions: 0,
    rating_histogram_data: { "1": 0, "2": 0, "3": 0, "4": reviews.length, "5": 0 },
  });

/** The profile's page data as the profile screens load it: what it shows is its review count. */
function ProfileProbe() {
  const page = usePageData<PageData & { total_count: number }>({ tags: PROFILE_TAGS });
  return <p>{page.status === "ready" ? `${page.data.total_count} reviews on the profile` : page.status}</p>;
}

function MetricsProbe() {
  const { metrics } = useHomeMetrics();
  return <p>{metrics ? `${metrics.total_verified_reviews} reviews in all` : "loading"}</p>;
}

test.after.each(() => resetDom());

test("deleting a review refreshes the product's reviews and the profile; the marketplace numbers are reused", async () => {
  let deleted = false;
  const fetches = stubFetch((url, init) => {
    if (init.method === "DELETE") {
      deleted = true;
      return { body: {} };
    }
    if (url.startsWith("/api/v1/widgets/product_review")) return { body: widget(deleted ? [] : [review]) };
    if (url.startsWith("/reviews/profile/jamie"))
      return { body: { meta_data: {}, total_count: deleted ? 0 : 1 } };
    if (url.startsWith("/reviews.json")) return { body: { total_verified_reviews: 200000 } };
    return { status: 404, body: { error: "no" } };
  });
  const asked = (prefix: string) => fetches.calls.filter((call) => call.url.startsWith(prefix)).length;
  const cache = createRequestCache();
  const visit = async (ui: ReactNode, path: string, text: string | RegExp) => {
    const view = renderWithStore(ui, { cache, path, signedIn: true });
    await screen.findByText(text);
    view.unmount();
  };
  const product = (
    <ReviewsSection target={{ kind: "product", shop, externalId: "e1" }} onOpenMedia={() => {}} />
  );

  await visit(product, "/reviews/stores/a/products/kettle", "Sturdy kettle");
  await visit(<ProfileProbe />, "/reviews/profile/jamie", "1 reviews on the profile");
  await visit(<MetricsProbe />, "/reviews", "200000 reviews in all");
  await visit(product, "/reviews/stores/a/products/kettle", "Sturdy kettle");
  assert.is(
    asked("/api/v1/widgets/product_review"),
    1,
    "a second visit before the change is served from the cache",
  );

  await reviewAction("delete", "p1");

  await visit(product, "/reviews/stores/a/products/kettle", /No reviews/);
  assert.is(screen.queryByText("Sturdy kettle"), null);
  assert.is(asked("/api/v1/widgets/product_review"), 2, "the product's reviews are asked again");
  await visit(<ProfileProbe />, "/reviews/profile/jamie", "0 reviews on the profile");
  assert.is(asked("/reviews/profile/jamie"), 2, "the profile is asked again");
  await visit(<MetricsProbe />, "/reviews", "200000 reviews in all");
  assert.is(asked("/reviews.json"), 1, "an answer the change does not name is reused");
});

test.run();
