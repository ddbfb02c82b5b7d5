import type { ReactNode } from "react";
import type { FollowingsCounts, PublicProfileBasics } from "../../api/contract/profile";
import { countryName } from "../../lib/country-names";
import { formatDate } from "../../lib/date-format";
import { formatNumber } from "../../lib/i18n/message-format";
import { activeLanguage, t } from "../../lib/i18n/translate";
import { Avatar } from "../../ui/Avatar";

export interface ProfileCount {
  label: string;
  value: number;
}

interface Props {
  basics: PublicProfileBasics;
  /** Reviews, rewards, orders, disputes: whichever the audience may see. */
  counts: ProfileCount[];
  followings: FollowingsCounts;
  /** The viewer's country, for the date format. */
  viewerCountry: string;
  /** Default none: controls beside the name, such as the follow toggle. */
  actions?: ReactNode;
}

/** Avatar (image, else the first letter), name, verified badge, country, member since and counts. */
export function ProfileHeader({ basics, counts, followings, viewerCountry, actions }: Props) {
  return (
    <header className="rv-profile-header">
      <Avatar name={basics.name} image={basics.avatar_image_url} verified={basics.verified_buyer} size={72} />
      <div className="rv-profile-header__text">
        <h1 className="rv-profile-header__name" dir="auto">
          {basics.name}
        </h1>
        {actions}
        <p className="rv-profile-header__meta" suppressHydrationWarning>
          {basics.verified_buyer && (
            <span className="rv-profile-header__verified">{t("Verified buyer")} · </span>
          )}
          {countryName(basics.country)}
          {basics.joined_at &&
            ` · ${t("Member since {date}", { date: formatDate(basics.joined_at, viewerCountry) })}`}
        </p>
        <dl className="rv-profile-counts">
          {counts.map((count) => (
            <div key={count.label}>
              <dt>{count.label}</dt>
              <dd>{formatNumber(count.value, activeLanguage())}</dd>
            </div>
          ))}
        </dl>
        <p className="rv-profile-header__following">
          {t(
            "Following {shops, plural, one {# store} other {# stores}}, {products, plural, one {# product} other {# products}} and {reviewers, plural, one {# reviewer} other {# reviewers}}",
            {
              shops: followings.shops_count,
              products: followings.products_count,
              reviewers: followings.reviewers_count,
            },
          )}
        </p>
      </div>
    </header>
  );
}
