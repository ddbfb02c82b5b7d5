// The social lists: what the reviewer follows, people to follow, and the feed. Following itself
// (the heart and the followed ids) is follows.ts.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { FeedResponse, FollowingResponse, PeopleResponse } from "./contract/social";
import type { FeedParams, PeopleParams } from "./contract/social-requests";

export const FOLLOWING_URL = "/reviews/following.json" satisfies ApiPath<"GET">;

export const getFollowing = () => api.get<FollowingResponse>(FOLLOWING_URL);

export const PEOPLE_URL = "/reviews/people.json" satisfies ApiPath<"GET">;

export const getPeople = (params: PeopleParams) => api.get<PeopleResponse>(PEOPLE_URL, { query: params });

export const FEED_EVENTS_URL = "/reviews/feed_events.json" satisfies ApiPath<"GET">;

export const getFeedEvents = (params: FeedParams) =>
  api.get<FeedResponse>(FEED_EVENTS_URL, { query: params });
