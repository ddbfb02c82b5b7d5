import { useState } from "react";
import { useAtomValue } from "../state/jotai";
import { sessionAtom } from "../state/session";

interface Props {
  src: string | null | undefined;
  /** The 2x (retina) variant of the image pair. */
  retinaSrc?: string | null;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** Default false: lazy loading. Set for images above the fold: they load at once, first. */
  eager?: boolean;
  /** Called once the image has failed twice and its source was cleared. */
  onError?: () => void;
  /** Drawn where there is no picture or it failed: a product's bag or a store's front; default nothing but its box. */
  fallback?: "product" | "store";
}

type Attempt = "first" | "without-referrer" | "failed";

/**
 * Images: normal and 2x as srcset, lazy by default. On failure one retry without a referrer,
 * then the source is cleared and onError is called. Images of the host page's image host always
 * load without a referrer. Without a source the picture's box holds its fallback, never an <img>
 * without src (invalid HTML, and a request for nothing).
 */
export function Image({ src, retinaSrc, alt, width, height, className, eager, onError, fallback }: Props) {
  const imageHost = useAtomValue(sessionAtom).meta.image_host;
  const [state, setState] = useState<{ src: typeof src; attempt: Attempt }>({
    src,
    attempt: "first",
  });
  const attempt = state.src === src ? state.attempt : "first"; // a new source starts over
  const fromImageHost = !!src && !!imageHost && src.startsWith(imageHost);
  const failed = !src || attempt === "failed";

  const handleError = () => {
    if (attempt === "first") setState({ src, attempt: "without-referrer" });
    else {
      setState({ src, attempt: "failed" });
      onError?.();
    }
  };

  if (failed)
    return (
      <span
        className={className ? `${className} rv-picture-fallback` : "rv-picture-fallback"}
        data-picture={fallback}
        role="img"
        aria-label={alt || undefined}
        aria-hidden={!alt || undefined}
      />
    );
  return (
    <img
      key={attempt}
      className={className}
      alt={alt}
      width={width}
      height={height}
      src={src}
      srcSet={retinaSrc ? `${src} 1x, ${retinaSrc} 2x` : undefined}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      referrerPolicy={fromImageHost || attempt !== "first" ? "no-referrer" : undefined}
      onError={handleError}
    />
  );
}
