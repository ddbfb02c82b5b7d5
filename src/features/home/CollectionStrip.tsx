// Curated collections: each a card with its title, what it gathers and its first products, linked.
import { Link } from "wouter";
import type { Collection } from "../../api/contract/home";
import { Carousel } from "../../ui/Carousel";
import { Image } from "../../ui/Image";
import { Stars } from "../../ui/Stars";

/** A card shows this many of a collection's products. */
const SHOWN = 4;

interface Props {
  collections: Collection[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
}

export default function CollectionStrip({ collections, labelledBy }: Props) {
  return (
    <Carousel labelledBy={labelledBy} listClassName="rv-home-collections">
      {collections.map((collection) => (
        <li key={collection.id}>
          <article className="rv-home-collection">
            <h3 dir="auto">{collection.title}</h3>
            <p className="rv-home-collection__about" dir="auto">
              {collection.description}
            </p>
            <ul className="rv-home-collection__products">
              {collection.products.slice(0, SHOWN).map((product) => (
                <li key={product.encoded_product_id}>
                  <Image
                    className="rv-home-collection__picture"
                    src={product.image_url}
                    retinaSrc={product.retina_image_url}
                    alt=""
                    width={48}
                    height={48}
                    fallback="product"
                  />
                  <span>
                    <Link href={product.internal_path} dir="auto">
                      {product.title}
                    </Link>
                    <Stars rating={product.average_rating} size="sm" />
                  </span>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </Carousel>
  );
}
