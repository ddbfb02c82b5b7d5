// The recommendation cards carousel (shown when the shop's settings turn it on): a row that scrolls,
// with buttons, by touch or by keyboard; every card is a review with its product.
import { useRef } from "react";
import { Link } from "wouter";
import type { FeaturedCard } from "../../api/contract/shop";
import { prefersReducedMotion } from "../../lib/browser/reduced-motion";
import { isRightToLeft } from "../../lib/i18n/languages";
import { t } from "../../lib/i18n/translate";
import { Stars } from "../../ui/Stars";

export default function CardsCarousel({ cards }: { cards: FeaturedCard[] }) {
  const row = useRef<HTMLOListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    // Next goes toward the row's end: leftwards when it reads right to left.
    const left = (isRightToLeft() ? -direction : direction) * list.clientWidth * 0.9;
    list.scrollBy({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  return (
    <section className="rv-cards" aria-labelledby="cards-heading" aria-roledescription={t("carousel")}>
      <div className="rv-cards__heading">
        <h2 id="cards-heading">{t("Shoppers recommend")}</h2>
        <div>
          <button
            type="button"
            className="rv-cards__step"
            onClick={() => scroll(-1)}
            aria-label={t("Previous cards")}
          >
            ‹
          </button>
          <button
            type="button"
            className="rv-cards__step"
            onClick={() => scroll(1)}
            aria-label={t("Next cards")}
          >
            ›
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol className="rv-cards__row" ref={row} tabIndex={0} aria-label={t("Recommendation cards")}>
        {cards.map((card, index) => (
          <li
            key={card.review_uuid}
            className="rv-card"
            aria-roledescription={t("slide")}
            aria-label={t("{number} of {total}", { number: index + 1, total: cards.length })}
          >
            <Stars rating={card.rating} size="sm" />
            <h3 className="rv-card__title" dir="auto">
              {card.title}
            </h3>
            <p className="rv-card__body" dir="auto">
              {card.body}
            </p>
            <p className="rv-card__by" dir="auto">
              — {card.reviewer_name}
            </p>
            {card.product && (
              <p className="rv-card__product">
                <Link href={card.product.internal_path} dir="auto">
                  {card.product.title}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
