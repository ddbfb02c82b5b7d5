// The questions sit under the reviews, far down a product's or a store's page: their code and their
// first page load when the reader comes near them, or follows the summary's 'N questions' link to
// #questions, rather than with the page. Rendered by the host, they are adopted (their code loaded)
// as the reader nears them (ui/hydrate-near.ts).

import { memo, Suspense } from "react";
import { adoptedNear } from "../../ui/hydrate-near";
import { lazyPart } from "../../ui/lazy-part";
import { useNearViewport } from "../../ui/use-near-viewport";
import type { QuestionsProps } from "./Questions";

const Questions = lazyPart("questions", () => import("./Questions"), adoptedNear("questions"));

/** Its own memo(): no update reaches the boundary while it waits to be adopted. */
const QuestionsBoundary = memo((props: QuestionsProps) => (
  <Suspense fallback={null}>
    <Questions {...props} />
  </Suspense>
));

/** The questions of a product, or of every product of a store, once the reader comes near them. */
export function QuestionsSection(props: QuestionsProps) {
  const [place, near] = useNearViewport<HTMLDivElement>();
  return (
    <div id="questions" ref={place}>
      {near && <QuestionsBoundary {...props} />}
    </div>
  );
}
