import type { ImagePair } from "../api/contract/common";
import { t } from "../lib/i18n/translate";
import { Image } from "./Image";
import "./ui.css";

interface Props {
  /** The reviewer's name; its first letter stands in for a missing or broken image. */
  name: string;
  image: ImagePair | null | undefined;
  /** Default false: shows the verified-buyer check badge. */
  verified?: boolean;
  /** Diameter in CSS pixels, one of the stylesheet's (ui.css: rv-avatar--36…); default 36. */
  size?: 36 | 48 | 72;
}

/** An avatar: the image, or else the first letter of the name; a check badge for verified buyers. */
export function Avatar({ name, image, verified = false, size = 36 }: Props) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? "";
  return (
    <span className={`rv-avatar rv-avatar--${size}`}>
      <span className="rv-avatar__letter" aria-hidden="true">
        {letter}
      </span>
      {image && (
        <Image
          className="rv-avatar__image"
          src={image.url}
          retinaSrc={image.retina_url}
          alt=""
          width={size}
          height={size}
          eager
        />
      )}
      {verified && (
        <span className="rv-avatar__badge" title={t("Verified buyer")}>
          <span className="rv-visually-hidden">{t("Verified buyer")}</span>
        </span>
      )}
    </span>
  );
}
