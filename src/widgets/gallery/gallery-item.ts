import type { MediaItem } from "../../api/contract/review";
import { t } from "../../lib/i18n/translate";

/** What the gallery shows: a review's media item, or the product's own picture (no review). */
export interface GalleryItem extends Omit<MediaItem, "review"> {
  review: MediaItem["review"] | null;
}

/** Whose media the gallery pages through (reviews_with_media). */
interface GalleryOwner {
  kind: "products" | "shops";
  id: string;
}

/** How the gallery opens: on a review's media or on the product image. */
export interface GalleryRequest {
  owner: GalleryOwner;
  /** Shown first, before the pages of reviews_with_media: a review's media, or none. */
  items: GalleryItem[];
  /** The product's picture, shown first when the gallery opens on it. */
  productImage?: { title: string; url: string };
  start: number;
}

/** The product's picture as the gallery's first item. */
export function productImageItem(title: string, url: string): GalleryItem {
  return {
    id: "product-image",
    review_uuid: "",
    dataType: "picture",
    source: null,
    videoId: null,
    url,
    thumbnail_url: url,
    review: { rating: 0, title, reviewer_name: "" },
  };
}

export function describeItem(item: GalleryItem): string {
  if (item.id === "product-image") return item.review?.title ?? t("Product picture");
  const picture = item.dataType === "picture";
  if (!item.review) return picture ? t("Photo") : t("Video");
  const values = { name: item.review.reviewer_name, title: item.review.title };
  return picture
    ? t("Photo from {name}’s review “{title}”", values)
    : t("Video from {name}’s review “{title}”", values);
}
