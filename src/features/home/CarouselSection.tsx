// One home carousel under its heading. Its height is reserved while it loads (no layout shift);
// one below the fold asks for its data only when it comes near the viewport, and until then shows
// its reserved space, still (a spinner would say it is loading, and keep the page drawing frames);
// one whose call failed is left out, and the rest of the page stays.
import { type ReactNode, Suspense } from "react";
import type { CarouselKind, CarouselResponses } from "../../api/contract/home";
import { t } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { useNearViewport } from "../../ui/use-near-viewport";
import { useCarousel } from "./use-carousel";

interface Props<K extends CarouselKind> {
  kind: K;
  title: string;
  /** Default false: wait until the section comes near the viewport. */
  aboveTheFold?: boolean;
  /** The carousel for the answer, named by the heading `headingId`; nothing (falsy) when it is empty. */
  children: (data: CarouselResponses[K], country: string, headingId: string) => ReactNode;
}

export function CarouselSection<K extends CarouselKind>({ kind, title, aboveTheFold, children }: Props<K>) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const asked = aboveTheFold || near;
  const { state, country } = useCarousel(kind, asked);
  if (state.status === "failed") return null;
  const headingId = `home-${kind}-title`;
  const ready = state.status === "ready";
  const content = ready && children(state.data, country, headingId);
  return (
    <section
      ref={ref}
      className={`rv-home-section rv-home-section--${kind}`}
      aria-labelledby={headingId}
      aria-busy={asked && state.status === "loading"}
    >
      <h2 id={headingId}>{title}</h2>
      <div className="rv-home-section__body">
        {!ready ? (
          asked && <Loading />
        ) : content ? (
          <Suspense fallback={<Loading />}>{content}</Suspense>
        ) : (
          <p>{t("Nothing to show here for now.")}</p>
        )}
      </div>
    </section>
  );
}
