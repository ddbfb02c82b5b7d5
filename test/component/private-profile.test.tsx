// The private profile's route rules where the host cannot produce them on purpose: an answer
// without basic_data sends to sign in (and back); a 401 too.
import { act, waitFor } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import PrivateProfileScreen from "../../src/features/profile/PrivateProfileScreen";
import { renderWithStore, resetDom, stubFetch } from "../support/components/render";

const test = suite("private profile route rules");

const PATH = "/reviews/users/jamie";
let replaced: string[] = [];
const realReplace = location.replace.bind(location);

test.before.each(() => {
  replaced = [];
  Object.defineProperty(location, "replace", {
    configurable: true,
    value: (href: string) => replaced.push(href),
  });
});
test.after.each(() => {
  Object.defineProperty(location, "replace", { configurable: true, value: realReplace });
  resetDom();
});

for (const [name, answer] of [
  ["an answer without basic_data", { status: 200, body: { meta_data: { title: "x" }, extra_data: {} } }],
  ["a 401", { status: 401, body: { error: "Sign in to continue." } }],
] as const) {
  test(`${name} sends to sign in, coming back to the profile`, async () => {
    history.replaceState(null, "", `${PATH}?tab=orders`);
    stubFetch(() => answer);
    await act(async () => {
      renderWithStore(<PrivateProfileScreen />, { path: `${PATH}?tab=orders`, signedIn: true });
    });
    await waitFor(() =>
      assert.equal(replaced, [`/login?return_to=${encodeURIComponent(`${PATH}?tab=orders`)}`]),
    );
  });
}

test.run();
