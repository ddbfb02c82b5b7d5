import type { ReviewAuthor } from "../../api/contract/review";
import { Image } from "../../ui/Image";

/** The avatar image, or else the first letter of the name. */
export function ReviewerAvatar({ reviewer }: { reviewer: ReviewAuthor }) {
  const image = reviewer.avatar_image_url;
  if (image) {
    return (
      <Image
        className="rv-avatar"
        src={image.url}
        retinaSrc={image.retina_url}
        alt=""
        width={40}
        height={40}
      />
    );
  }
  return (
    <span className="rv-avatar rv-avatar--letter" aria-hidden>
      {[...reviewer.name.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
