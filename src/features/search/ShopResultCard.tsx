import { Link } from "wouter";
import type { ShopResult } from "../../api/contract/search";
import { t } from "../../lib/i18n/translate";
import { Image } from "../../ui/Image";
import { MedalBadge } from "../../ui/MedalBadge";
import { Stars } from "../../ui/Stars";

/** A store in the results: logo, name, country, rating, review count, medals. */
export function ShopResultCard({ shop, countryName }: { shop: ShopResult; countryName: string }) {
  return (
    <article className="rv-shop-result">
      <Image
        className="rv-shop-result__logo"
        src={shop.logo_url}
        alt=""
        width={64}
        height={64}
        fallback="store"
      />
      <h2>
        <Link href={shop.internal_path} dir="auto">
          {shop.name}
        </Link>
      </h2>
      <p suppressHydrationWarning>
        <Stars rating={shop.average_rating} size="sm" />{" "}
        {t("{count, plural, one {# review} other {# reviews}} · {country}", {
          count: shop.reviews_count,
          country: countryName,
        })}
      </p>
      <p className="rv-shop-result__medals">
        {shop.shop_medals.map((medal) => (
          <MedalBadge key={medal.kind} kind={medal.kind} score={medal.score} />
        ))}
      </p>
    </article>
  );
}
