// The three groups of the following page: a heading with the count, then each entry linked to its
// page, with the toggle to unfollow it.
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { ProductCard } from "../../api/contract/shop";
import type { FollowedShop, ReviewerListItem } from "../../api/contract/social";
import { t, tr } from "../../lib/i18n/translate";
import { Avatar } from "../../ui/Avatar";
import { Image } from "../../ui/Image";
import { FollowToggle } from "../../widgets/follow/FollowToggle";

interface GroupProps {
  id: string;
  /** The group's name and count. */
  title: unknown[];
  count: number;
  children: ReactNode;
}

/** The count in a heading, in its own style. */
const number = (text: ReactNode) => (
  <span key="number" className="rv-following__count">
    {text}
  </span>
);

function Group({ id, title, count, children }: GroupProps) {
  if (count === 0) return null;
  return (
    <section className="rv-following__group" aria-labelledby={id}>
      <h2 id={id}>{title as ReactNode[]}</h2>
      <ul className="rv-following__list">{children}</ul>
    </section>
  );
}

export function FollowedShops({ shops }: { shops: FollowedShop[] }) {
  return (
    <Group
      id="following-shops"
      title={tr("Stores <number>({count})</number>", { count: shops.length, number })}
      count={shops.length}
    >
      {shops.map((shop) => (
        <li key={shop.encoded_shop_id} className="rv-following__entry">
          <Image
            className="rv-following__picture"
            src={shop.logo_url}
            alt=""
            width={48}
            height={48}
            fallback="store"
          />
          <span className="rv-following__text">
            <Link href={shop.internal_path} dir="auto">
              {shop.name}
            </Link>
            <span className="rv-following__meta">
              {t("{count, plural, one {# review} other {# reviews}}", { count: shop.reviews_count })}
            </span>
          </span>
          <FollowToggle kind="Shop" id={shop.encoded_shop_id} name={shop.name} />
        </li>
      ))}
    </Group>
  );
}

export function FollowedProducts({ products }: { products: ProductCard[] }) {
  return (
    <Group
      id="following-products"
      title={tr("Products <number>({count})</number>", { count: products.length, number })}
      count={products.length}
    >
      {products.map((product) => (
        <li key={product.encoded_product_id} className="rv-following__entry">
          <Image
            className="rv-following__picture"
            src={product.image_url}
            retinaSrc={product.retina_image_url}
            alt=""
            width={48}
            height={48}
            fallback="product"
          />
          <span className="rv-following__text">
            <Link href={product.internal_path} dir="auto">
              {product.title}
            </Link>
            <span className="rv-following__meta">{t("by {shop}", { shop: product.shop.name })}</span>
          </span>
          <FollowToggle kind="Product" id={product.encoded_product_id} name={product.title} />
        </li>
      ))}
    </Group>
  );
}

export function FollowedPeople({ people }: { people: ReviewerListItem[] }) {
  return (
    <Group
      id="following-people"
      title={tr("People <number>({count})</number>", { count: people.length, number })}
      count={people.length}
    >
      {people.map((person) => (
        <li key={person.encoded_id} className="rv-following__entry">
          <Avatar
            name={person.name}
            image={person.avatar_image_url}
            verified={person.verified_buyer}
            size={48}
          />
          <span className="rv-following__text">
            <Link href={person.internal_path} dir="auto">
              {person.name}
            </Link>
            <span className="rv-following__meta">
              {t("{count, plural, one {# review} other {# reviews}}", { count: person.reviews_count })}
            </span>
          </span>
          <FollowToggle kind="Reviewer" id={person.encoded_id} name={person.name} />
        </li>
      ))}
    </Group>
  );
}
