import type { ReactNode } from "react";
import type { ContactInfo, ShopData } from "../../api/contract/shop";
import { countryName as regionName } from "../../lib/country-names";
import { formatNumber } from "../../lib/i18n/message-format";
import { activeLanguage, type Message, msg, t, tr } from "../../lib/i18n/translate";
import { ExplainedMedal } from "../../ui/ExplainedMedal";
import { ExternalLink } from "../../ui/ExternalLink";
import { heardOnly } from "../../ui/heard-only";
import { Image } from "../../ui/Image";
import { FollowToggle } from "../../widgets/follow/FollowToggle";
import { trackStoreClick } from "../../widgets/reviews/lazy";

/** How soon the store replies, by the unit the host counts it in. */
const REPLIES: Record<string, Message> = {
  minutes: msg(
    "{count, plural, one {Usually replies within # minute} other {Usually replies within # minutes}}",
  ),
  hours: msg("{count, plural, one {Usually replies within # hour} other {Usually replies within # hours}}"),
  days: msg("{count, plural, one {Usually replies within # day} other {Usually replies within # days}}"),
};

function responseTime(time: ContactInfo["response_time"]): string | null {
  const message = time && REPLIES[time.unit];
  return message ? t(message, { count: time.number }) : null;
}

/** The shop: name, country, medals, metrics, contact information and the way to its store. */
export function ShopOverview({ shop }: { shop: ShopData }) {
  const metrics = shop.shop_metrics;
  const contact = shop.contact_info;
  const replies = responseTime(contact.response_time);
  const track = () => trackStoreClick(shop.encoded_id, null);
  const language = activeLanguage();
  const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: "percent" });
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
          <h1 dir="auto">{shop.name}</h1>
          <p className="rv-shop-overview__country" suppressHydrationWarning>
            {regionName(shop.country)}
          </p>
          <FollowToggle kind="Shop" id={shop.encoded_id} name={shop.name} />
        </div>
      </div>
      <ul className="rv-shop-overview__medals" aria-label={t("Medals")}>
        {shop.shop_medals.map((medal) => (
          <li key={medal.kind}>
            <ExplainedMedal kind={medal.kind} score={medal.score} />
          </li>
        ))}
      </ul>
      <dl className="rv-shop-overview__metrics">
        <div>
          <dt>{t("Rating")}</dt>
          <dd>
            {/* A glyph, not the Stars widget: the first paint stays small; the reviews show the stars. */}
            <span className="rv-shop-overview__star" aria-hidden="true">
              ★{" "}
            </span>
            {
              tr("{rating}<hidden> out of 5</hidden>", {
                rating: rating.format(metrics.average_rating),
                hidden: heardOnly,
              }) as ReactNode[]
            }
          </dd>
        </div>
        <div>
          <dt>{t("Reviews")}</dt>
          <dd>{formatNumber(metrics.reviews_count, language)}</dd>
        </div>
        <div>
          <dt>{t("Verified buyers")}</dt>
          <dd>{percent.format(metrics.verified_reviews_share)}</dd>
        </div>
        <div>
          <dt>{t("Products")}</dt>
          <dd>{formatNumber(metrics.products_count, language)}</dd>
        </div>
      </dl>
      <div className="rv-shop-overview__contact">
        {replies && <p>{replies}</p>}
        {contact.email && (
          <p>
            {
              tr("Email: <a>{email}</a>", {
                email: contact.email,
                a: (text: ReactNode) => (
                  <a key="a" href={`mailto:${contact.email}`}>
                    {text}
                  </a>
                ),
              }) as ReactNode[]
            }
          </p>
        )}
        {contact.phone && <p>{t("Phone: {phone}", { phone: contact.phone })}</p>}
        <p>
          <ExternalLink href={shop.external_url} className="rv-button" onClick={track} onAuxClick={track}>
            {
              tr("Visit store<hidden> (opens {shop} in a new tab)</hidden>", {
                shop: shop.name,
                hidden: heardOnly,
              }) as ReactNode[]
            }
          </ExternalLink>
        </p>
      </div>
    </header>
  );
}
