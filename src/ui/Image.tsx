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
}

type Attempt = "first" | "without-referrer" | "failed";

/**
 * Images: normal and 2x as srcset, lazy by default. On failure one retry without a referrer,
 * then the source is cleared and onError is called. Images of the host page's image host always
 * load without a referrer.
 */
export function Image({ src, retinaSrc, alt, width, height, className, eager, onError }: Props) {
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

  return (
    <img
      key={attempt}
      className={className}
      alt={alt}
      width={width}
      height={height}
      src={failed ? undefined : src}
      srcSet={failed || !retinaSrc ? undefined : `${src} 1x, ${retinaSrc} 2x`}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      referrerPolicy={fromImageHost || attempt !== "first" ? "no-referrer" : undefined}
      onError={failed ? undefined : handleError}
    />
  );
}
