import { fireEvent, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createStore } from "../../src/state/jotai";
import { sessionAtom } from "../../src/state/session";
import { Image } from "../../src/ui/Image";
import { renderApp, resetDom } from "../support/components/render";

const test = suite("image");
test.after.each(resetDom);

test("a 2x srcset, lazy; one retry without a referrer, then the picture gives way to its fallback and onError is called", () => {
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
  // Still named for assistive technology, and never an <img> without a source (invalid HTML).
  const fallback = screen.getByRole("img", { name: "Kettle" });
  assert.is(fallback.tagName, "SPAN");
  assert.is(document.querySelector("img"), null);
  assert.is(failures, 1);
});

test("no source: a product's or a store's drawn fallback in the picture's box, never an <img> without src (regression)", () => {
  const { container } = renderApp(
    <>
      <Image className="rv-product-card__image" src={null} alt="" eager fallback="product" />
      <Image className="rv-shop-result__logo" src="" alt="" fallback="store" />
      <Image src={undefined} alt="" />
    </>,
  );
  assert.is(container.querySelector("img"), null);
  const boxes = [...container.querySelectorAll(".rv-picture-fallback")];
  assert.equal(
    boxes.map((box) => [box.className, box.getAttribute("data-picture"), box.getAttribute("aria-hidden")]),
    [
      ["rv-product-card__image rv-picture-fallback", "product", "true"],
      ["rv-shop-result__logo rv-picture-fallback", "store", "true"],
      ["rv-picture-fallback", null, "true"],
    ],
  );
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
