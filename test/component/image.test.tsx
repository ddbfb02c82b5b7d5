import { fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createStore } from "../../src/state/jotai";
import { sessionAtom } from "../../src/state/session";
import { Image } from "../../src/ui/Image";
import { renderApp, resetDom } from "../support/render";

const test = suite("image");
test.after.each(resetDom);

test("a 2x srcset, lazy; one retry without a referrer, then the source is cleared and onError called", () => {
  let failures = 0;
  renderApp(<Image src="/a.png" retinaSrc="/a@2x.png" alt="Kettle" onError={() => failures++} />);
  let img = screen.getByRole("img", { name: "Kettle" });
  assert.is(img.getAttribute("srcset"), "/a.png 1x, /a@2x.png 2x");
  assert.is(img.getAttribute("loading"), "lazy");
  assert.is(img.getAttribute("referrerpolicy"), null);

  fireEvent.error(img);
  img = screen.getByRole("img", { name: "Kettle" });
  assert.is(img.getAttribute("referrerpolicy"), "no-referrer");
  assert.is(img.getAttribute("src"), "/a.png");
  assert.is(failures, 0);

  fireEvent.error(img);
  img = screen.getByRole("img", { name: "Kettle" });
  assert.is(img.getAttribute("src"), null);
  assert.is(img.getAttribute("srcset"), null);
  assert.is(failures, 1);
});

test("images of the host page's image host always load without a referrer", () => {
  const store = createStore();
  store.set(sessionAtom, {
    meta: { title: "", description: "", robots: "", canonical: "", image_host: "https://img.example/" },
    signedIn: false,
    csrfToken: "",
  });
  renderApp(<Image src="https://img.example/flags/eur.png" alt="Euro" />, { store });
  assert.is(screen.getByRole("img", { name: "Euro" }).getAttribute("referrerpolicy"), "no-referrer");
});

test.run();
