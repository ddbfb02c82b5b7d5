// The <hidden> part of a translated text (tr's hidden: …): what a screen reader says after the
// visible words, which the screen does not show, e.g. "Follow" + " Lucky Gear".
import type { ReactNode } from "react";

export const heardOnly = (text: ReactNode) => (
  <span key="hidden" className="rv-visually-hidden">
    {text}
  </span>
);
