import type { ContactInfo, ShopData } from "../../api/types/shop";
import { countryName as regionName } from "../../lib/country-names";
import { ExplainedMedal } from "../../ui/ExplainedMedal";
import { ExternalLink } from "../../ui/ExternalLink";
import { Image } from "../../ui/Image";
import { FollowToggle } from "../../widgets/follow/FollowToggle";
import { trackStoreClick } from "../../widgets/reviews/lazy";

function responseTime(time: ContactInfo["response_time"]): string | null {
  if (!time) return null;
  const unit = time.number === 1 ? time.unit.replace(/s$/, "") : time.unit;
  return `Usually replies within ${time.number} ${unit}`;
}

/** The shop: name, country, medals, metrics, contact information and the way to its store. */
export function ShopOverview({ shop }: { shop: ShopData }) {
  const metrics = shop.shop_metrics;
  const contact = shop.contact_info;
  const replies = responseTime(contact.response_time);
  const track = () => trackStoreClick(shop.encoded_id, null);
  return (
    <header className="rv-shop-overview">
      <div className="rv-shop-overview__title">
        {shop.logo_url && (
          <Image
            className="rv-shop-overview__logo"
            src={shop.logo_url}
            alt=""
            width={72}
            height={72}
            eager
            fallback="store"
          />
        )}
        <div>
          <h1>{shop.name}</h1>
          <p className="rv-shop-overview__country">{regionName(shop.country)}</p>
          <FollowToggle kind="Shop" id={shop.encoded_id} name={shop.name} />
        </div>
      </div>
      <ul className="rv-shop-overview__medals" aria-label="Medals">
        {shop.shop_medals.map((medal) => (
          <li key={medal.kind}>
            <ExplainedMedal kind={medal.kind} score={medal.score} />
          </li>
        ))}
      </ul>
      <dl className="rv-shop-overview__metrics">
        <div>
          <dt>Rating</dt>
          <dd>
            {/* A glyph, not the Stars widget: the first paint stays small; the reviews show the stars. */}
            <span className="rv-shop-overview__star" aria-hidden="true">
              ★{" "}
            </span>
            {metrics.average_rating.toFixed(1)}
            <span className="rv-visually-hidden"> out of 5</span>
          </dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{metrics.reviews_count}</dd>
        </div>
        <div>
          <dt>Verified buyers</dt>
          <dd>{Math.round(metrics.verified_reviews_share * 100)}%</dd>
        </div>
        <div>
          <dt>Products</dt>
          <dd>{metrics.products_count}</dd>
        </div>
      </dl>
      <div className="rv-shop-overview__contact">
        {replies && <p>{replies}</p>}
        {contact.email && (
          <p>
            Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        )}
        {contact.phone && <p>Phone: {contact.phone}</p>}
        <p>
          <ExternalLink href={shop.external_url} className="rv-button" onClick={track} onAuxClick={track}>
            Visit store<span className="rv-visually-hidden"> (opens {shop.name} in a new tab)</span>
          </ExternalLink>
        </p>
      </div>
    </header>
  );
}
