import { Suspense, useState } from "react";
import type { PublicProfileResponse } from "../../api/contract/profile";
import { formatNumber } from "../../lib/i18n/message-format";
import { activeLanguage, t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom, reviewerAtom } from "../../state/reviewer";
import { Pagination } from "../../ui/Pagination";
import { FollowToggle } from "../../widgets/follow/FollowToggle";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { MediaGallery } from "../../widgets/reviews/lazy";
import { ReviewCard } from "../../widgets/reviews/ReviewCard";
import { ProfileHeader } from "./ProfileHeader";
import { Recommendations } from "./Recommendations";
import { ReviewFilters } from "./ReviewFilters";
import { galleryFor } from "./ReviewsTab";
import { useProfileQuery } from "./use-profile-query";
import "./profile.css";

/** The public profile: only what anyone may read, published reviews with their controls. */
export function PublicProfileView({
  data,
  loading = false,
}: {
  data: PublicProfileResponse;
  /** Default false: true while the next page or filter loads (the list shown is the last one). */
  loading?: boolean;
}) {
  const country = useAtomValue(countryAtom);
  const me = useAtomValue(reviewerAtom);
  const { query, hrefFor, go } = useProfileQuery();
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const followings = data.extra_data.followings_data;
  return (
    <div className="rv-profile">
      <ProfileHeader
        basics={data.basic_data}
        counts={[{ label: t("Reviews"), value: data.extra_data.reviews_data.total_reviews_count }]}
        followings={followings}
        viewerCountry={country}
        actions={
          // a reviewer does not follow themselves (the host refuses it)
          me?.encoded_id !== data.basic_data.encoded_id && (
            <FollowToggle kind="Reviewer" id={data.basic_data.encoded_id} name={data.basic_data.name} />
          )
        }
      />
      <div className="rv-profile__columns">
        <section className="rv-profile-section" aria-labelledby="public-reviews-heading" aria-busy={loading}>
          <h2 id="public-reviews-heading">{t("Reviews")}</h2>
          <ReviewFilters query={query} onChange={go} withTypes={false} />
          <p className="rv-profile-section__count" role="status">
            {loading
              ? t("Loading reviews…")
              : t("{count, plural, one {# review} other {# reviews}}", { count: data.total_count })}
          </p>
          <ul className="rv-own-reviews">
            {data.reviews.map((review) => (
              <li key={review.public_id}>
                <ReviewCard
                  review={review}
                  country={country}
                  showProduct
                  showStore
                  onOpenMedia={(items, index) => setGallery(galleryFor(review, items, index))}
                />
              </li>
            ))}
          </ul>
          {data.reviews.length === 0 && <p>{t("No reviews match.")}</p>}
          <Pagination
            currentPage={data.current_page}
            totalPages={data.total_pages}
            hrefFor={(page) => hrefFor({ page })}
            label={t("Review pages")}
          />
        </section>
        <aside className="rv-profile__aside">
          <section className="rv-profile-favourites" aria-labelledby="favourites-heading">
            <h2 id="favourites-heading">{t("Favourites")}</h2>
            <dl className="rv-profile-counts">
              <div>
                <dt>{t("Stores")}</dt>
                <dd>{formatNumber(followings.shops_count, activeLanguage())}</dd>
              </div>
              <div>
                <dt>{t("Products")}</dt>
                <dd>{formatNumber(followings.products_count, activeLanguage())}</dd>
              </div>
              <div>
                <dt>{t("Reviewers")}</dt>
                <dd>{formatNumber(followings.reviewers_count, activeLanguage())}</dd>
              </div>
            </dl>
          </section>
          <Recommendations data={data.extra_data.recommendations_data} title={t("You may also like")} />
        </aside>
      </div>
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}
