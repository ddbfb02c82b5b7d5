import { Link } from "wouter";
import type { ReviewerListItem } from "../../api/contract/social";
import { countryName } from "../../lib/country-names";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { reviewerAtom } from "../../state/reviewer";
import { Avatar } from "../../ui/Avatar";
import { FollowToggle } from "../../widgets/follow/FollowToggle";

/** A reviewer in the list: avatar, name linked to the public profile, badge, country, reviews. */
export function PersonEntry({ person }: { person: ReviewerListItem }) {
  const me = useAtomValue(reviewerAtom);
  return (
    <li className="rv-people__entry">
      <Avatar name={person.name} image={person.avatar_image_url} verified={person.verified_buyer} size={48} />
      <span className="rv-people__text">
        <Link href={person.internal_path} dir="auto">
          {person.name}
        </Link>
        <span className="rv-people__meta" suppressHydrationWarning>
          {person.verified_buyer && <span className="rv-people__badge">{t("Verified buyer")} · </span>}
          {countryName(person.country)} ·{" "}
          {t("{count, plural, one {# review} other {# reviews}}", { count: person.reviews_count })}
        </span>
      </span>
      {/* No one follows themselves. */}
      {me?.encoded_id !== person.encoded_id && (
        <FollowToggle kind="Reviewer" id={person.encoded_id} name={person.name} />
      )}
    </li>
  );
}
