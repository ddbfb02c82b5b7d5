import { Suspense, useState } from "react";
import type { MediaItem, Review } from "../../api/contract/review";
import { RESTORE_DAYS } from "../../lib/deleted-reviews";
import { t } from "../../lib/i18n/translate";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { MediaGallery } from "../../widgets/reviews/lazy";
import { LoadMore } from "./LoadMore";
import { OwnReview } from "./OwnReview";
import type { ProfileQuery } from "./profile-query";
import { ReviewFilters } from "./ReviewFilters";
import { useProfileList } from "./use-profile-list";
import type { ReviewActionsState } from "./use-review-actions";

interface Props {
  /** The list's address without its page: the profile path with the reviews query. */
  listUrl: string;
  query: ProfileQuery;
  onQueryChange: (change: Partial<ProfileQuery>) => void;
  actions: ReviewActionsState;
  country: string;
}

/** The gallery pages through the reviewed product's (or store's) media after the review's own. */
export function galleryFor(review: Review, items: MediaItem[], start: number): GalleryRequest {
  const owner = review.product
    ? { kind: "products" as const, id: review.product.encoded_id }
    : { kind: "shops" as const, id: review.shop.encoded_id };
  return { owner, items, start };
}

/** My reviews: search, sort, rating and type, then the list with its actions and "load more". */
export function ReviewsTab({ listUrl, query, onQueryChange, actions, country }: Props) {
  const list = useProfileList<Review>(listUrl, (data) => data.reviews);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const deleted = query.type === "deleted";
  return (
    <section aria-labelledby="my-reviews-heading" className="rv-profile-section">
      <h2 id="my-reviews-heading">{t("My reviews")}</h2>
      <ReviewFilters query={query} onChange={onQueryChange} />
      {deleted && (
        <p className="rv-profile-section__note">
          {t(
            "Deleted reviews can be restored for {days, plural, one {# day} other {# days}} after you delete them.",
            { days: RESTORE_DAYS },
          )}
        </p>
      )}
      <p className="rv-profile-section__count" aria-live="polite">
        {list.loading
          ? t("Loading reviews…")
          : t("{count, plural, one {# review} other {# reviews}}", { count: list.total })}
      </p>
      {list.items.length > 0 && (
        <ul className="rv-own-reviews" aria-busy={list.loading}>
          {list.items.map((review) => (
            <OwnReview
              key={review.public_id}
              review={review}
              actions={actions}
              country={country}
              onOpenMedia={(r, items, index) => setGallery(galleryFor(r, items, index))}
            />
          ))}
        </ul>
      )}
      {!list.loading && !list.error && list.items.length === 0 && (
        <p className="rv-profile-section__empty">
          {deleted && !query.search && query.rating === null
            ? t("You have deleted no reviews in the last {days, plural, one {# day} other {# days}}.", {
                days: RESTORE_DAYS,
              })
            : t("No reviews match. Try another search or filter.")}
        </p>
      )}
      <LoadMore
        list={list}
        failed={t("We couldn’t load your reviews just now.")}
        more={t("Load more reviews")}
      />
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </section>
  );
}
