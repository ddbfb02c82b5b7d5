// Following, hearting, feed and people (§7).
import { api } from "./client";
import type {
  FeedParams,
  FeedResponse,
  FolloweeClass,
  FolloweesResponse,
  FollowingResponse,
  HeartRequest,
  PeopleParams,
  PeopleResponse,
} from "./types/social";

export const getFollowing = () => api.get<FollowingResponse>("/reviews/following.json");

export const getPeople = (params: PeopleParams) =>
  api.get<PeopleResponse>("/reviews/people.json", { query: params });

export const getFeedEvents = (params: FeedParams) =>
  api.get<FeedResponse>("/reviews/feed_events.json", { query: params });

export const getFolloweeIds = (by: FolloweeClass) =>
  api.get<FolloweesResponse>("/reviews/profile/follows", { query: { by } });

/** §4: callers update the heart at once and revert when this rejects (status ≥ 400). */
export const heart = (body: HeartRequest) => api.post<null>("/reviews/profile/follows/heart", body);
