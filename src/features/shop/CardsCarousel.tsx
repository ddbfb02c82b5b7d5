// The recommendation cards carousel (shown when the shop's settings turn it on): a row that scrolls,
// with buttons, by touch or by keyboard; every card is a review with its product.
import { useRef } from "react";
import { Link } from "wouter";
import type { FeaturedCard } from "../../api/types/shop";
import { Stars } from "../../ui/Stars";

export default function CardsCarousel({ cards }: { cards: FeaturedCard[] }) {
  const row = useRef<HTMLOListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <section className="rv-cards" aria-labelledby="cards-heading" aria-roledescription="carousel">
      <div className="rv-cards__heading">
        <h2 id="cards-heading">Shoppers recommend</h2>
        <div>
          <button
            type="button"
            className="rv-cards__step"
            onClick={() => scroll(-1)}
            aria-label="Previous cards"
          >
            ‹
          </button>
          <button type="button" className="rv-cards__step" onClick={() => scroll(1)} aria-label="Next cards">
            ›
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol className="rv-cards__row" ref={row} tabIndex={0} aria-label="Recommendation cards">
        {cards.map((card, index) => (
          <li
            key={card.review_uuid}
            className="rv-card"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${cards.length}`}
          >
            <Stars rating={card.rating} size="sm" />
            <h3 className="rv-card__title">{card.title}</h3>
            <p className="rv-card__body">{card.body}</p>
            <p className="rv-card__by">— {card.reviewer_name}</p>
            {card.product && (
              <p className="rv-card__product">
                <Link href={card.product.internal_path}>{card.product.title}</Link>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
