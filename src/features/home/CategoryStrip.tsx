// Popular categories of the shopper's country, each a picture and a name linked to its page.
import { Link } from "wouter";
import type { Category } from "../../api/contract/category";
import { t } from "../../lib/i18n/translate";
import { Carousel } from "../../ui/Carousel";
import { Image } from "../../ui/Image";

interface Props {
  categories: Category[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
}

export default function CategoryStrip({ categories, labelledBy }: Props) {
  return (
    <Carousel labelledBy={labelledBy} listClassName="rv-home-categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={category.path} className="rv-home-category">
            <Image
              className="rv-home-category__image"
              src={category.image_url}
              retinaSrc={category.retina_image_url}
              alt=""
              width={160}
              height={120}
            />
            <span className="rv-home-category__name" dir="auto">
              {category.name}
            </span>
            <span className="rv-home-category__count">
              {t("{count, plural, one {# product} other {# products}}", { count: category.items })}
            </span>
          </Link>
        </li>
      ))}
    </Carousel>
  );
}
