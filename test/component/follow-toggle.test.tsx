// The follow toggle and its shared state: one request at a time per followee so rapid presses end
// in the last press's state, a refused heart reverts with a message, followee ids loaded once per
// class and shared, a failed load only logged, a guest sent to sign in and back.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { configureClient } from "../../src/api/client";
import { followErrorsAtom, followingAtom } from "../../src/state/follows";
import { createStore } from "../../src/state/jotai";
import { FollowToggle } from "../../src/widgets/follow/FollowToggle";
import { FollowController } from "../../src/widgets/follow/follow-controller";
import { renderWithStore, stubFetch } from "../support/components/render";

const test = suite("follow toggle");
const realFetch = globalThis.fetch;
const realWarn = console.warn;

test.before.each(() => configureClient({ csrfToken: "test-token" }));
/** Hearts a test left unanswered: answered after it, so no request stays counted as pending. */
let unanswered: Held[] = [];

test.after.each(async () => {
  await act(async () => {
    for (const heart of unanswered) heart.answer(204);
  });
  unanswered = [];
  cleanup();
  globalThis.fetch = realFetch;
  console.warn = realWarn;
});

interface Held {
  body: { is_hearting: boolean; shop_enc_id?: string };
  answer: (status: number) => void;
}

/** A fetch whose hearts wait until the test answers them; counts how many are under way at once. */
function holdHearts() {
  const held: Held[] = [];
  let underWay = 0;
  let most = 0;
  globalThis.fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve) => {
      underWay++;
      most = Math.max(most, underWay);
      let answered = false;
      const heart: Held = {
        body: JSON.parse(String(init.body)),
        answer: (status) => {
          if (answered) return;
          answered = true;
          underWay--;
          resolve(new Response(status === 204 ? null : '{"error":"no"}', { status }));
        },
      };
      held.push(heart);
      unanswered.push(heart);
    })) as typeof fetch;
  return { held, most: () => most };
}

const shop = { kind: "Shop", id: "s1", name: "Pine Gear" } as const;

test("rapid presses: one heart at a time, and the host and the screen end in the last press's state", async () => {
  const hearts = holdHearts();
  const store = createStore();
  const controller = new FollowController(store);
  const shown = () => store.get(followingAtom)["Shop:s1"] === true;

  controller.toggle(shop); // follow
  controller.toggle(shop); // unfollow, while the first is under way
  assert.is(shown(), false, "the screen follows every press at once");
  assert.is(hearts.held.length, 1);
  await act(async () => hearts.held[0]?.answer(204));
  await waitFor(() => assert.is(hearts.held.length, 2));
  assert.equal(hearts.held[1]?.body, { is_hearting: false, shop_enc_id: "s1" });
  controller.toggle(shop); // follow again, while the unfollow is under way
  await act(async () => hearts.held[1]?.answer(204));
  await waitFor(() => assert.is(hearts.held.length, 3));
  assert.equal(hearts.held[2]?.body, { is_hearting: true, shop_enc_id: "s1" });
  await act(async () => hearts.held[2]?.answer(204));
  assert.is(shown(), true);
  assert.is(hearts.most(), 1, "never two hearts of one followee at once");
});

test("presses while a heart is under way wait for it: never two hearts of one followee at once", async () => {
  const hearts = holdHearts();
  const store = createStore();
  const controller = new FollowController(store);
  controller.toggle(shop); // follow
  await act(async () => hearts.held[0]?.answer(204));
  controller.toggle(shop); // unfollow: under way
  controller.toggle(shop); // follow
  controller.toggle(shop); // unfollow again: the one under way already asks for that
  assert.is(hearts.held.length, 2);
  await act(async () => hearts.held[1]?.answer(204));
  assert.is(hearts.held.length, 2, "the host already holds the last press's state");
  assert.is(store.get(followingAtom)["Shop:s1"], false);
  assert.is(hearts.most(), 1);
});

test("a heart the host refuses (status 400 or more) reverts, with a short message", async () => {
  const hearts = holdHearts();
  console.warn = () => {};
  const store = createStore();
  const controller = new FollowController(store);
  controller.toggle(shop);
  assert.is(store.get(followingAtom)["Shop:s1"], true);
  await act(async () => hearts.held[0]?.answer(500));
  await waitFor(() => assert.is(store.get(followingAtom)["Shop:s1"], false));
  assert.is(store.get(followErrorsAtom)["Shop:s1"], "Couldn’t follow Pine Gear. Please try again.");
  controller.toggle(shop); // pressing again clears the message
  assert.is(store.get(followErrorsAtom)["Shop:s1"], undefined);
});

test("followee ids load once per class and every toggle of the page shows them", async () => {
  const fetchStub = stubFetch((url) =>
    url.includes("/reviews/profile/follows") ? { body: { existing_followee_ids: ["s2"] } } : { status: 204 },
  );
  renderWithStore(
    <>
      <FollowToggle kind="Shop" id="s1" name="Pine Gear" />
      <FollowToggle kind="Shop" id="s2" name="Lucky Gear" />
    </>,
    { signedIn: true },
  );
  await screen.findByRole("button", { name: "Following Lucky Gear", pressed: true });
  screen.getByRole("button", { name: "Follow Pine Gear", pressed: false });
  const loads = fetchStub.calls.filter((c) => c.url.includes("/reviews/profile/follows?"));
  assert.equal(
    loads.map((c) => c.url),
    ["/reviews/profile/follows?by=Shop"],
  );

  fireEvent.click(screen.getByRole("button", { name: "Follow Pine Gear" }));
  await screen.findByRole("button", { name: "Following Pine Gear", pressed: true });
  await waitFor(() => assert.ok(fetchStub.calls.some((c) => c.method === "POST")));
  const heart = fetchStub.calls.find((c) => c.method === "POST");
  assert.is(heart?.url, "/reviews/profile/follows/heart");
  assert.equal(heart?.body, { is_hearting: true, shop_enc_id: "s1" });
  assert.is(heart?.headers["x-csrf-token"], "test-token");
});

test("a failed load is only logged; the toggle still works", async () => {
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args[0]);
  const fetchStub = stubFetch((url) =>
    url.includes("/reviews/profile/follows?") ? { status: 500, body: { error: "down" } } : { status: 204 },
  );
  renderWithStore(<FollowToggle kind="Product" id="p1" name="Blue Mug" />, { signedIn: true });
  await waitFor(() => assert.is(warnings.length, 1));
  assert.match(String(warnings[0]), "Could not load the followed products");
  fireEvent.click(screen.getByRole("button", { name: "Follow Blue Mug" }));
  await screen.findByRole("button", { name: "Following Blue Mug", pressed: true });
  await waitFor(() => assert.ok(fetchStub.calls.some((c) => c.method === "POST")));
});

test("a guest's Follow is a link to sign in with the page to come back to", async () => {
  const fetchStub = stubFetch(() => ({ status: 204 }));
  const { location } = renderWithStore(<FollowToggle kind="Reviewer" id="r1" name="Ana" />, {
    path: "/reviews/people?page=2",
  });
  const link = screen.getByRole("link", { name: "Follow Ana" });
  assert.is(link.getAttribute("href"), "/login?return_to=%2Freviews%2Fpeople%3Fpage%3D2");
  fireEvent.click(link);
  assert.is(location.history?.at(-1), "/login?return_to=%2Freviews%2Fpeople%3Fpage%3D2");
  assert.is(fetchStub.calls.length, 0, "a guest loads no follows and sends no heart");
});

test.run();
