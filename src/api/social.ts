// Following, hearting, feed and people.
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

export const getFollowing = (signal?: AbortSignal) =>
  api.get<FollowingResponse>("/reviews/following.json", { signal });

export const getPeople = (params: PeopleParams, signal?: AbortSignal) =>
  api.get<PeopleResponse>("/reviews/people.json", { query: params, signal });

export const getFeedEvents = (params: FeedParams, signal?: AbortSignal) =>
  api.get<FeedResponse>("/reviews/feed_events.json", { query: params, signal });

export const getFolloweeIds = (by: FolloweeClass) =>
  api.get<FolloweesResponse>("/reviews/profile/follows", { query: { by } });

/** Callers update the heart at once and revert when this rejects (status 400 or more). */
export const heart = (body: HeartRequest) => api.post<null>("/reviews/profile/follows/heart", body);
