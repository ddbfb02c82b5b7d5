// Structured data for search engines (schema.org JSON-LD). Shared by the reference host, which
// writes it into the served HTML, and the bundle, which keeps it after client-side navigation.

export interface StructuredReview {
  rating: number;
  title: string;
  body: string;
  author: string;
  /** ISO date-time. */
  created_at: string;
}

export interface StructuredProduct {
  title: string;
  description: string;
  image_url: string | null;
  /** Absolute address of the product page. */
  url: string;
  external_id: string;
  price: number;
  currency: string;
  average_rating: number;
  reviews_count: number;
  shop_name: string;
  reviews: StructuredReview[];
}

export interface StructuredShop {
  name: string;
  url: string;
  external_url: string;
  logo_url: string | null;
  average_rating: number;
  reviews_count: number;
  reviews: StructuredReview[];
}

type JsonLd = Record<string, unknown>;

/** Reviews in a product's or a shop's structured data: the first few, as on the page. */
export const STRUCTURED_REVIEWS = 5;

const aggregateRating = (average: number, count: number): JsonLd => ({
  "@type": "AggregateRating",
  ratingValue: Math.round(average * 100) / 100,
  reviewCount: count,
  bestRating: 5,
  worstRating: 1,
});

const review = (r: StructuredReview): JsonLd => ({
  "@type": "Review",
  name: r.title,
  reviewBody: r.body,
  datePublished: r.created_at.slice(0, 10),
  author: { "@type": "Person", name: r.author },
  reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
});

/** Only when the product has reviews or a price above 0; otherwise null. */
export function productStructuredData(product: StructuredProduct): JsonLd | null {
  const hasReviews = product.reviews_count > 0;
  const hasPrice = product.price > 0;
  if (!hasReviews && !hasPrice) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    sku: product.external_id,
    url: product.url,
    ...(product.image_url ? { image: product.image_url } : {}),
    brand: { "@type": "Brand", name: product.shop_name },
    ...(hasPrice
      ? {
          offers: {
            "@type": "Offer",
            price: product.price.toFixed(2),
            priceCurrency: product.currency,
            url: product.url,
            seller: { "@type": "Organization", name: product.shop_name },
          },
        }
      : {}),
    ...(hasReviews
      ? {
          aggregateRating: aggregateRating(product.average_rating, product.reviews_count),
          review: product.reviews.map(review),
        }
      : {}),
  };
}

/** Only when the shop has reviews; otherwise null. */
export function shopStructuredData(shop: StructuredShop): JsonLd | null {
  if (shop.reviews_count <= 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: shop.name,
    url: shop.url,
    sameAs: [shop.external_url],
    ...(shop.logo_url ? { logo: shop.logo_url } : {}),
    aggregateRating: aggregateRating(shop.average_rating, shop.reviews_count),
    review: shop.reviews.map(review),
  };
}

/** A BreadcrumbList of the product's categories, top level first, then the product. */
export function breadcrumbStructuredData(items: { name: string; url: string }[]): JsonLd | null {
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
