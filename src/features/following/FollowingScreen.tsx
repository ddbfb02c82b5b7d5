// Following (signed in only): the shops, products and people the reviewer follows, in three
// labelled groups, each entry linked with its toggle to unfollow.
import { useLayoutEffect } from "react";
import { Link } from "wouter";
import { FOLLOWING_URL, getFollowing } from "../../api/social";
import { t } from "../../lib/i18n/translate";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { followingAtom, followKey, withFollowed } from "../../state/follows";
import { useStore } from "../../state/jotai";
import { Loading } from "../../ui/Loading";
import { RetryAlert } from "../../ui/RetryAlert";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { usePageData } from "../../widgets/use-page-data";
import { EmptyFollowing } from "./EmptyFollowing";
import { FollowedPeople, FollowedProducts, FollowedShops } from "./FollowedGroups";
import SignInToFollow from "./SignInToFollow";
import "./following.css";
import { PATHS } from "../../lib/routes";

export default function FollowingScreen() {
  const page = usePageData(); // the head, and a guest's 401
  const store = useStore();
  const signedOut = page.status === "error" && page.error.status === 401;
  // Kept 120 s; a follow changed since loads it again on the next visit.
  const { data, error, retry } = useCachedRequest(
    signedOut ? null : FOLLOWING_URL,
    getFollowing,
    LONG_LIFETIME,
    ["follows"],
  );

  // Every entry is followed: its toggle says so from the first paint, before the followee ids arrive.
  useLayoutEffect(() => {
    if (!data) return;
    const keys = [
      ...data.shops.map((s) => followKey("Shop", s.encoded_shop_id)),
      ...data.products.map((p) => followKey("Product", p.encoded_product_id)),
      ...data.reviewers.map((r) => followKey("Reviewer", r.encoded_id)),
    ];
    store.set(followingAtom, (shown) => withFollowed(shown, keys));
  }, [data, store]);

  if (signedOut || error?.status === 401) return <SignInToFollow returnTo={PATHS.following} />;
  if (error) {
    return (
      <RetryAlert
        className="rv-screen-message"
        text={t("Your follows didn’t load.")}
        error={error}
        onRetry={retry}
      />
    );
  }
  if (!data) return <Loading />;
  const empty = data.shops.length + data.products.length + data.reviewers.length === 0;
  return (
    <section className="rv-following">
      <h1>{t("Following")}</h1>
      {empty ? (
        <EmptyFollowing />
      ) : (
        <>
          <FollowedShops shops={data.shops} />
          <FollowedProducts products={data.products} />
          <FollowedPeople people={data.reviewers} />
        </>
      )}
      <p className="rv-following__more">
        <Link href={PATHS.people}>{t("Find people to follow")}</Link>
      </p>
    </section>
  );
}
