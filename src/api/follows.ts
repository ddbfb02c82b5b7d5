// Following a shop, product or reviewer: what is followed, and the heart that changes it. Apart
// from the lists of social.ts, so the pages that only show follow toggles do not load those.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { FolloweeClass, FolloweesResponse } from "./contract/social";
import type { HeartRequest } from "./contract/social-requests";

export const getFolloweeIds = (by: FolloweeClass) =>
  api.get<FolloweesResponse>("/reviews/profile/follows" satisfies ApiPath<"GET">, { query: { by } });

/** Callers update the heart at once and revert when this rejects (status 400 or more). */
export const heart = (body: HeartRequest) =>
  api.post<null>("/reviews/profile/follows/heart" satisfies ApiPath<"POST">, body, {
    invalidates: ["follows"],
  });
