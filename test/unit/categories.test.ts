// Categories: indexing, roots by parent_id, sorting; the banner; the mega-menu panel.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Category } from "../../src/api/contract/category";
import {
  BANNER_LIMIT,
  bannerCategories,
  indexCategories,
  lineageOf,
  megaMenuPanel,
  nextActiveSecond,
  rootOf,
  sortCategories,
  topLevelCategories,
} from "../../src/lib/categories";

const test = suite("categories");

let nextId = 1;
function category(partial: Partial<Category> & { name: string }): Category {
  const id = partial.id ?? nextId++;
  return {
    id,
    handle: partial.name.toLowerCase().replaceAll(/\W+/g, "-"),
    path: `/reviews/categories/${id}`,
    level: 1,
    parent_id: null,
    children: [],
    is_deepest: false,
    external_title: partial.name,
    external_description: "",
    items: 0,
    image_url: null,
    retina_image_url: null,
    bar_flat_view: false,
    bar_order: null,
    page_order: 1,
    ...partial,
  };
}

// A small tree: Electronics > (Audio > Headphones, Earbuds; Phones > Cases); Toys (flat) > Games, Dolls.
const tree = [
  category({ id: 1, name: "Electronics", children: [10, 11], bar_order: 2, page_order: 2 }),
  category({ id: 10, name: "Audio", parent_id: 1, level: 2, children: [100, 101], page_order: 1 }),
  category({
    id: 11,
    name: "Phones",
    parent_id: 1,
    level: 2,
    children: [110],
    page_order: 2,
    image_url: "/p.svg",
  }),
  category({ id: 100, name: "Headphones", parent_id: 10, level: 3, page_order: 1 }),
  category({ id: 101, name: "Earbuds", parent_id: 10, level: 3, page_order: 2, image_url: "/e.svg" }),
  category({ id: 110, name: "Cases", parent_id: 11, level: 3, page_order: 1 }),
  category({ id: 2, name: "toys", children: [20, 21], bar_order: 1, bar_flat_view: true, page_order: 1 }),
  category({ id: 20, name: "Games", parent_id: 2, level: 2, page_order: 2 }),
  category({ id: 21, name: "Dolls", parent_id: 2, level: 2, page_order: 1, image_url: "/d.svg" }),
];
const index = indexCategories(tree);
const get = (id: number) => index.get(id) as Category;

test("indexed by id; the root is found by walking parent_id", () => {
  assert.is(index.size, tree.length);
  assert.is(rootOf(100, index)?.name, "Electronics");
  assert.is(rootOf(1, index)?.name, "Electronics");
  assert.is(rootOf(999, index), null);
  assert.equal(
    lineageOf(101, index).map((c) => c.name),
    ["Electronics", "Audio", "Earbuds"],
  );
});

test("a cycle or a missing parent in bad data does not hang", () => {
  const cyclic = indexCategories([
    category({ id: 500, name: "A", parent_id: 501 }),
    category({ id: 501, name: "B", parent_id: 500 }),
    category({ id: 502, name: "C", parent_id: 999 }),
  ]);
  assert.ok(rootOf(500, cyclic));
  assert.is(lineageOf(500, cyclic).length, 2);
  assert.is(rootOf(502, cyclic)?.name, "C");
});

test("sorted case-insensitively by name, or by bar_order / page_order with missing ones last", () => {
  const list = [
    category({ name: "beta", bar_order: null, page_order: 3 }),
    category({ name: "Alpha", bar_order: 2, page_order: 2 }),
    category({ name: "alpha two", bar_order: 1, page_order: 1 }),
    category({ name: "Gamma", bar_order: null, page_order: 4 }),
  ];
  assert.equal(
    sortCategories(list, "name").map((c) => c.name),
    ["Alpha", "alpha two", "beta", "Gamma"],
  );
  assert.equal(
    sortCategories(list, "bar_order").map((c) => c.name),
    ["alpha two", "Alpha", "beta", "Gamma"],
  );
  assert.equal(
    sortCategories(list, "page_order").map((c) => c.name),
    ["alpha two", "Alpha", "beta", "Gamma"],
  );
});

test("sorting is a permutation in order (property)", () => {
  const arbitrary = fc.array(
    fc.record({
      name: fc.string({ maxLength: 6 }),
      bar_order: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      page_order: fc.integer({ min: 0, max: 20 }),
    }),
    { maxLength: 30 },
  );
  fc.assert(
    fc.property(arbitrary, fc.constantFrom("name", "bar_order", "page_order" as const), (rows, order) => {
      const list = rows.map((row) => category(row));
      const sorted = sortCategories(list, order);
      assert.equal([...sorted].map((c) => c.id).sort(), list.map((c) => c.id).sort());
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1] as Category, sorted[i] as Category];
        if (order === "name")
          assert.ok(a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) <= 0);
        else assert.ok((a[order] ?? Infinity) <= (b[order] ?? Infinity));
      }
    }),
  );
});

test("banner: top-level categories with a bar_order, by it, at most 6", () => {
  const many = Array.from({ length: 9 }, (_, i) => category({ name: `Top ${i}`, bar_order: 9 - i }));
  const banner = bannerCategories([...many, category({ name: "Hidden", bar_order: null }), ...tree]);
  assert.is(banner.length, BANNER_LIMIT);
  assert.equal(
    banner.slice(0, 3).map((c) => c.name),
    ["Top 8", "toys", "Electronics"],
    "ties by name",
  );
  assert.ok(banner.every((c) => c.parent_id === null && c.bar_order !== null));
  assert.equal(bannerCategories([]), []);
  assert.equal(
    topLevelCategories(tree).map((c) => c.name),
    ["toys", "Electronics"],
  );
});

test("mega-menu: the second level defaults to the first child; its children fill the columns", () => {
  const panel = megaMenuPanel(get(1), index, null);
  assert.not.ok(panel.flat);
  assert.equal(
    panel.seconds.map((c) => c.name),
    ["Audio", "Phones"],
  );
  assert.is(panel.activeSecond?.name, "Audio");
  assert.equal(
    panel.columns.map((c) => c.name),
    ["Headphones", "Earbuds"],
  );
  assert.is(panel.image?.name, "Earbuds", "the first listed category that has an image");
  const phones = megaMenuPanel(get(1), index, 11);
  assert.is(phones.activeSecond?.name, "Phones");
  assert.is(phones.image, null, "Cases has no image");
  assert.is(megaMenuPanel(get(1), index, 20).activeSecond?.name, "Audio", "a second level of another top");
});

test("bar_flat_view: no left column; the second level in the columns, by page_order", () => {
  const panel = megaMenuPanel(get(2), index, 20);
  assert.ok(panel.flat);
  assert.equal(panel.seconds, []);
  assert.is(panel.activeSecond, null);
  assert.equal(
    panel.columns.map((c) => c.name),
    ["Dolls", "Games"],
  );
  assert.is(panel.image?.name, "Dolls");
});

test("hovering a second-level category sets it only when it has children", () => {
  assert.is(nextActiveSecond(null, get(11)), 11);
  assert.is(nextActiveSecond(10, get(11)), 11);
  assert.is(nextActiveSecond(10, get(20)), 10, "Games has no children");
  assert.is(nextActiveSecond(null, get(20)), null);
});

test.run();
