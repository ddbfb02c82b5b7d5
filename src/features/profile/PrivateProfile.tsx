import { type ReactNode, Suspense, useEffect, useState } from "react";
import type { PrivateProfileResponse, ProfileTab, RecommendationsData } from "../../api/contract/profile";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { Loading } from "../../ui/Loading";
import { DisputeConfirmation } from "./DisputeConfirmation";
import { DisputesTab, OrdersTab, prefetchTab, RewardsTab } from "./lazy-tabs";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileTabs } from "./ProfileTabs";
import { DEFAULT_PROFILE_QUERY, serializeProfileQuery } from "./profile-query";
import { QuestionsPanel } from "./QuestionsPanel";
import { Recommendations } from "./Recommendations";
import { ReviewsTab } from "./ReviewsTab";
import { SubscribePrompt, shouldAskToSubscribe } from "./SubscribePrompt";
import { useProfileQuery } from "./use-profile-query";
import { useReviewActions } from "./use-review-actions";
import "./profile.css";

/** 'Questions (2 new)': the count beside the tab's label, or none when nothing is new. */
const newAnswersBadge = (count: number) =>
  count > 0 ? t("{count, plural, one {# new} other {# new}}", { count }) : null;

/** The owner's profile: header, the five tabs, recommendations and the subscribe prompt. */
export function PrivateProfile({ data }: { data: PrivateProfileResponse }) {
  const country = useAtomValue(countryAtom);
  const { pathname, query, go } = useProfileQuery();
  const [visited, setVisited] = useState<Set<ProfileTab>>(() => new Set([query.tab]));
  if (!visited.has(query.tab)) setVisited(new Set([...visited, query.tab]));
  const [recommendations, setRecommendations] = useState<RecommendationsData>(
    data.extra_data.recommendations_data,
  );
  const [totalReviews, setTotalReviews] = useState(data.extra_data.reviews_data.total_reviews_count);
  // Once the Questions tab has shown the new answers, the label no longer counts them.
  const [newAnswers, setNewAnswers] = useState(data.extra_data.questions_data.new_answers_count);
  // Asked once shown: whether this device was asked already is not known when the host renders it.
  const [asking, setAsking] = useState(false);
  const subscribed = data.basic_data.subscribed_rs;
  useEffect(() => setAsking(shouldAskToSubscribe(subscribed)), [subscribed]);
  const actions = useReviewActions((answer) => {
    setRecommendations(answer.recommendations);
    setTotalReviews(answer.totalReviews);
  });

  const reviewsQuery = serializeProfileQuery({ ...query, tab: DEFAULT_PROFILE_QUERY.tab, page: 1 });
  const tabUrl = (tab: ProfileTab) => `${pathname}?${new URLSearchParams({ tab })}`;
  const extra = data.extra_data;
  const panels: Partial<Record<ProfileTab, ReactNode>> = {};
  if (visited.has("reviews"))
    panels.reviews = (
      <ReviewsTab
        listUrl={reviewsQuery ? `${pathname}?${reviewsQuery}` : pathname}
        query={query}
        onQueryChange={go}
        actions={actions}
        country={country}
      />
    );
  // The tabs whose code loads when first opened (lazy-tabs.ts) wait for it in their own panel.
  const loading = (panel: ReactNode) => <Suspense fallback={<Loading />}>{panel}</Suspense>;
  if (visited.has("rewards"))
    panels.rewards = loading(
      <RewardsTab listUrl={tabUrl("rewards")} summary={extra.rewards_data} country={country} />,
    );
  if (visited.has("orders"))
    panels.orders = loading(<OrdersTab listUrl={tabUrl("orders")} country={country} />);
  if (visited.has("disputes"))
    panels.disputes = loading(<DisputesTab listUrl={tabUrl("disputes")} country={country} />);
  if (visited.has("questions"))
    panels.questions = (
      <QuestionsPanel
        listUrl={tabUrl("questions")}
        shown={query.tab === "questions"}
        newAnswers={newAnswers}
        onSeen={() => setNewAnswers(0)}
        country={country}
      />
    );

  return (
    <div className="rv-profile">
      <ProfileHeader
        basics={data.basic_data}
        counts={[
          { label: t("Reviews"), value: totalReviews },
          { label: t("Rewards"), value: extra.rewards_data.total_count },
          { label: t("Orders"), value: extra.orders_data.total_count },
          { label: t("Disputes"), value: extra.disputes_data.total_count },
          { label: t("Questions"), value: extra.questions_data.total_count },
        ]}
        followings={extra.followings_data}
        viewerCountry={country}
      />
      {asking && <SubscribePrompt onClosed={() => setAsking(false)} />}
      <DisputeConfirmation />
      <ProfileTabs
        active={query.tab}
        onSelect={(tab) => go({ tab })}
        panels={panels}
        badges={{ questions: newAnswersBadge(newAnswers) }}
        prefetch={prefetchTab}
      />
      <Recommendations data={recommendations} title={t("Recommended for you")} />
    </div>
  );
}
