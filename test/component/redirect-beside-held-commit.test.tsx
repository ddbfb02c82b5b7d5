// React error #177 ("Cannot commit the same tree as before"), seen on the search page while its
// empty search went to the category index. React holds back the commit of a part that comes less
// than 300 ms after its loading state showed, and completes it from a timer; completing it, it first
// runs the effects another root has left, there the search page's redirect. A new address is what
// both roots read through useSyncExternalStore (wouter's location), which React renders at once: it
// rendered the held-back root again over the tree it was committing, then committed that tree as
// well. Every in-app navigation is now made once React is done (app/location.ts). The scheduler's
// slice length (app/adoption-slices.ts) only changes how often the two meet: the error came with
// its own 5 ms slices as with an adoption's 40 ms ones.
import { waitFor } from "@testing-library/react";
import { lazy, Suspense, useLayoutEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { adoptInLongerSlices, backToShortSlices } from "../../src/app/adoption-slices";
import { appNavigate, useAppLocation } from "../../src/app/location";
import { useSearchRouteRules } from "../../src/features/search/use-search-route-rules";
import { PATHS } from "../../src/lib/routes";
import { normalizeSearchParams } from "../../src/lib/search-params";

const test = suite("a redirect beside a held-back commit");

/** React holds a part's commit back this long after a loading state showed (its FALLBACK_THROTTLE_MS). */
const HELD_MS = 300;

interface Moments {
  /** When the navbar's loading state was committed. */
  fallback?: number;
  /** When the part replacing it was committed. */
  part?: number;
  /** When the page's render that asks for the redirect ended. */
  pageRendered?: number;
}

/** Spins `ms` of wall-clock time: a render long enough that the scheduler yields after its commit. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

function Marker({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}

/** The header's root: the address (wouter's location), and a part whose code comes when the test says. */
function Navbar({ part, moments }: { part: ReturnType<typeof lazy>; moments: Moments }) {
  const [path] = useAppLocation();
  const Part = part;
  return (
    <nav>
      <span>{path}</span>
      <Suspense fallback={<Marker onCommit={() => (moments.fallback ??= performance.now())} />}>
        <Part />
        <Marker onCommit={() => (moments.part ??= performance.now())} />
      </Suspense>
    </nav>
  );
}

/** The search page's root: its route rules for the address `search`, its render `renderMs` long. */
function SearchPage({ search, renderMs, moments }: { search: string; renderMs: number; moments: Moments }) {
  useSearchRouteRules("/reviews/search", search, normalizeSearchParams(search), appNavigate);
  if (renderMs > 0) {
    spin(renderMs);
    moments.pageRendered = performance.now();
  }
  return <main>search</main>;
}

for (const [slices, setSlices] of [
  ["the scheduler's own slices", backToShortSlices],
  ["the longer slices of an adoption", adoptInLongerSlices],
] as const)
  test(`an empty search's redirect while React completes another root's held-back commit, in ${slices}: each root commits once, no error`, async () => {
    setSlices();
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actBefore = act.IS_REACT_ACT_ENVIRONMENT;
    // React's own scheduling, as in a browser: not act()'s.
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener("error", onError);
    const roots: Root[] = [];
    try {
      // Until the timer runs while the page's effects are left (a busy machine may run it before).
      for (let attempt = 1; ; attempt++) {
        history.replaceState(null, "", "/reviews/search?q=kettle");
        const moments: Moments = {};
        let arrive = () => {};
        const part = lazy(
          () =>
            new Promise<{ default: () => null }>((resolve) => {
              arrive = () => resolve({ default: () => null });
            }),
        );
        const own = { onUncaughtError: (error: unknown) => errors.push(String((error as Error).message)) };
        const navbar = createRoot(document.body.appendChild(document.createElement("div")), own);
        const page = createRoot(document.body.appendChild(document.createElement("div")), own);
        roots.push(navbar, page);
        page.render(<SearchPage search="q=kettle" renderMs={0} moments={moments} />);
        navbar.render(<Navbar part={part} moments={moments} />);
        await waitFor(() => assert.ok(moments.fallback !== undefined));
        // The part comes at once: its commit is held back until HELD_MS after the loading state.
        arrive();
        // The search becomes empty in a render that spans the end of that wait: the page commits,
        // and the scheduler yields before running its effects, once the held commit's timer is due.
        const fallback = moments.fallback as number;
        setTimeout(
          () => page.render(<SearchPage search="" renderMs={HELD_MS / 2} moments={moments} />),
          Math.max(0, fallback + HELD_MS - HELD_MS / 3 - performance.now()),
        );
        await waitFor(() =>
          assert.ok(location.pathname === PATHS.categoryIndex && moments.part !== undefined),
        );
        const navbarShows = document.body.querySelector("nav span")?.textContent;
        for (const root of roots.splice(0)) root.unmount();
        document.body.replaceChildren();
        const heldThrough =
          moments.pageRendered !== undefined &&
          moments.part !== undefined &&
          moments.pageRendered < moments.part &&
          moments.pageRendered > fallback + HELD_MS;
        if (!heldThrough && errors.length === 0 && attempt < 10) continue;
        assert.ok(
          heldThrough,
          `the held commit's timer ran while the page's effects were left (${attempt} tries)`,
        );
        assert.equal(errors, [], "no React error");
        assert.is(navbarShows, PATHS.categoryIndex, "the header shows the address redirected to");
        break;
      }
    } finally {
      for (const root of roots) root.unmount();
      window.removeEventListener("error", onError);
      act.IS_REACT_ACT_ENVIRONMENT = actBefore;
      backToShortSlices();
    }
  });

test.run();
