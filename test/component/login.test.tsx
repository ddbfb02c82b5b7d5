import { screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import LoginScreen from "../../src/features/auth/LoginScreen";
import { createStore } from "../../src/state/jotai";
import { sessionAtom } from "../../src/state/session";
import { renderApp, resetDom } from "../support/components/render";

const test = suite("login screen");
test.after.each(resetDom);

test("a failed sign-in shows why and keeps the email typed; the form carries the CSRF token", () => {
  const store = createStore();
  store.set(sessionAtom, {
    meta: {
      title: "",
      description: "",
      robots: "",
      canonical: "",
      flash: { error: "Wrong password." },
      form: { email: "a@b.c" },
    },
    signedIn: false,
    csrfToken: "tok",
  });
  const { container } = renderApp(<LoginScreen />, { store, path: "/login?return_to=/reviews/following" });
  assert.is(screen.getByRole("alert").textContent, "Wrong password.");
  assert.is((screen.getByLabelText("Email") as HTMLInputElement).value, "a@b.c");
  assert.is((screen.getByLabelText("Password") as HTMLInputElement).value, "");
  const hidden = Object.fromEntries(
    [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]),
  );
  assert.equal(hidden, { authenticity_token: "tok", return_to: "/reviews/following" });
  assert.ok(screen.getByRole("button", { name: "Sign in" }));
});

test("a return_to that leaves the site is never put into the form", () => {
  const store = createStore();
  store.set(sessionAtom, {
    meta: { title: "", description: "", robots: "", canonical: "" },
    signedIn: false,
    csrfToken: "tok",
  });
  const { container } = renderApp(<LoginScreen />, { store, path: "/login?return_to=%2F%09%2Fevil.example" });
  const field = container.querySelector<HTMLInputElement>('input[name="return_to"]');
  assert.is(field?.value, "/reviews");
});

test.run();
