// A review as the host serialises it, for component tests: review n with its own ids, names and
// text; `overrides` sets what a test is about. One place to add a field the review gains.
import type { Review } from "../../src/api/contract/review";

export const aReview = (n: number, overrides: Partial<Review> = {}): Review => ({
  uuid: `u${n}`,
  public_id: `p${n}`,
  rating: 2,
  title: `Title ${n}`,
  body: `Body ${n}`,
  created_at: "2026-03-04T10:00:00Z",
  edited_at: null,
  published: true,
  deleted: false,
  source: "invite",
  verified_buyer: true,
  country: "GB",
  reviewer: {
    encoded_id: `r${n}`,
    slug: `r${n}`,
    internal_path: `/reviews/profile/r${n}`,
    name: `Reviewer ${n}`,
    avatar_image_url: null,
    verified_buyer: true,
  },
  shop: { encoded_id: "s1", name: "A Shop", slug: "a", internal_path: "/reviews/stores/a" },
  product: null,
  video_external_ids: [],
  media_platform_hosted_video_infos: [],
  pictures_urls: [],
  reply: null,
  helpful_count: 0,
  voted_helpful: false,
  hidden_by_marketplace: null,
  ...overrides,
});
