// The questions sit under the reviews, far down a product's or a store's page: their code and their
// first page load when the reader comes near them, or follows the summary's 'N questions' link to
// #questions, rather than with the page.

import { Suspense } from "react";
import { lazyPart } from "../../ui/lazy-part";
import { useNearViewport } from "../../ui/use-near-viewport";
import type { QuestionsProps } from "./Questions";

const Questions = lazyPart("questions", () => import("./Questions"));

/** The questions of a product, or of every product of a store, once the reader comes near them. */
export function QuestionsSection(props: QuestionsProps) {
  const [place, near] = useNearViewport<HTMLDivElement>();
  return (
    <div id="questions" ref={place}>
      {near && (
        <Suspense fallback={null}>
          <Questions {...props} />
        </Suspense>
      )}
    </div>
  );
}
