// A Rails 7.2 shop made as a new integrator makes one, from nothing, in Debian trixie's Rails (Ruby
// 3.3, Rack 3, Propshaft: support/rails/trixie-root.ts): `rails new` (offline, from Debian's gems,
// its Gemfile trimmed to what Debian has), Turbo from npm as a shop with a bundler loads it
// (jsbundling-rails' esbuild build into app/assets/builds), two pages of the shop made by Rails' own
// controller generator, then docs/rails.md's three steps: the gem by path in the Gemfile, `rails
// generate reviews_widget:install`, and the initializer's values. No line of Ruby is written here
// but those values and the shop's own pages' views that call the gem's helpers (its product grid's
// badges, its product page's reviews, as the gem's README shows them); the shop's header is HTML
// put where the generator's layout marks it. Its assets are precompiled, as a deploy does.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { onTeardown } from "../../teardown";
import { insideRoot, TRIXIE_ROOT } from "../rails/trixie-root";

const run = promisify(execFile);

/** The gem, used by path as docs/rails.md's first step says (this repository is at its own path inside the root). */
const GEM = path.resolve("gem");

/** The npm package a Rails 7 shop's Turbo Drive comes from (turbo-rails vendors the same build). */
const TURBO = "@hotwired/turbo";

/**
 * What `rails new` leaves out: what the shop does not use (a database, mailers, Action Cable, tests)
 * and what needs gems Debian does not ship (--minimal: bootsnap, brakeman, rubocop, debug,
 * importmap-rails, turbo-rails); its assets go by Propshaft (trixie has no sprockets-rails).
 */
const RAILS_NEW = [
  "new",
  "shop",
  "--minimal",
  "--skip-bundle",
  "--skip-active-record",
  "--asset-pipeline=propshaft",
  "--skip-git",
  "--skip-keeps",
  "--skip-test",
  "--quiet",
];

/** The gems of `rails new`'s Gemfile that Debian trixie has; the others go. */
const KEPT_GEMS = /^\s*gem ['"](?!(rails|puma|propshaft)['"]).*\n/gm;

/** The shop's script, as jsbundling-rails' installer writes its tag (after the stylesheet's). */
const SCRIPT_TAG = `<%= javascript_include_tag "application", "data-turbo-track": "reload", type: "module" %>`;

/** The shop's header, on its own pages and on the widget's, as plain HTML. */
const SHOP_HEADER = `<header class="shop-header"><nav aria-label="Shop">
      <a href="/shop/index">Shop</a> <a href="/shop/about">About us</a> <a href="/reviews">Reviews</a>
    </nav></header>`;

const SHOP_STYLES = `body { margin: 0; font-family: Georgia, serif; background: #fbf8f3; }
.shop-header { padding: 12px 20px; background: #3d2b1f; }
.shop-header a { color: #fbf8f3; margin-inline-end: 16px; }
.page { max-width: 1100px; margin: 0 auto; padding: 0 20px 40px; }
.breadcrumbs { margin-block: 16px; }
.product { display: grid; grid-template-columns: 1fr 1fr; gap: 24px 40px; align-items: start; }
.product__picture { width: 100%; height: auto; border-radius: 6px; }
.product h1 { margin: 0 0 8px; }
.product__rating { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
.product__price { font-size: 22px; font-weight: bold; }
.buy { display: grid; grid-template-columns: 1fr 1fr; gap: 12px 16px; }
.buy label { display: grid; gap: 4px; font-weight: bold; }
.buy select, .buy input { min-height: 44px; padding: 0 10px; font: inherit; border: 1px solid #8c7a68; border-radius: 6px; background: #fff; }
.buy__row { grid-column: 1 / -1; display: flex; gap: 16px; align-items: end; }
.buy__row input { width: 80px; }
.buy button { flex: 1; min-height: 44px; border: 0; border-radius: 6px; background: #8a4b2a; color: #fff; font: inherit; font-weight: bold; }
.product__description { margin-block: 32px; line-height: 1.6; }
.specs { display: grid; grid-template-columns: max-content 1fr; gap: 6px 24px; }
.specs dt { font-weight: bold; }
.specs dd { margin: 0; }
.product__reviews { border-top: 1px solid #e8dccd; }
@media (max-width: 767px) { .product { grid-template-columns: 1fr; } }
`;

export interface InitializerValues {
  /** The shop's origin, as visitors reach it. */
  shopOrigin: string;
  marketplaceUrl: string;
  /** The marketplace as visitors' browsers reach it. */
  marketplacePublicUrl: string;
  renderUrl: string;
  /** Seconds. */
  renderTimeout: number;
  locales: string[];
  /** The shop's store on the marketplace (config.shop_domain, shop_platform, shop_api_token). */
  store: { domain: string; platform: string; token: string };
}

/** The shop's grid: its first 48 products, by the ids the marketplace's example shop knows them by. */
export const GRID_IDS = Array.from({ length: 48 }, (_, index) => String(8_000_000_001 + index));

/** The element of its product page's reviews, which the link by the title leads down to. */
export const PRODUCT_REVIEWS_ID = "product-reviews";

/** Its product grid, a badge under each card from one call of the render service (the gem's README). */
const GRID_VIEW = `<% content_for :head, reviews_widget_badge_tags %>
<% ids = (8_000_000_001..8_000_000_048).map(&:to_s) %>
<% reviews_widget_badges(ids) %>
<h1>Our products</h1>
<ul class="product-grid">
<% ids.each do |id| %>
  <li><h2><%= link_to "Product #{id}", "/shop/product?id=#{id}" %></h2> <%= reviews_widget_badge(id) %></li>
<% end %>
</ul>
`;

/**
 * Its product page, laid out as shops lay theirs: the picture, the title with the product's badge
 * (and a link down to the reviews), price, options, quantity and "Add to cart", the description,
 * then the product's reviews, below a phone's first screen.
 */
const PRODUCT_VIEW = `<% content_for :head, reviews_widget_product_reviews_tags %>
<% content_for :head, reviews_widget_product_structured_data(params[:id]) %>
<% content_for :head, reviews_widget_badge_tags %>
<% reviews_widget_badges([params[:id]]) %>
<main class="page">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="/shop/products">All products</a></nav>
<div class="product">
  <img class="product__picture" src="/images/product.svg" alt="Product <%= params[:id] %>" width="600" height="600">
  <div class="product__buy">
    <h1>Product <%= params[:id] %></h1>
    <div class="product__rating"><%= reviews_widget_badge(params[:id]) %> <a href="#${PRODUCT_REVIEWS_ID}">Read the reviews</a></div>
    <p class="product__price">$24.00</p>
    <form class="buy" action="/shop/product" method="get">
      <input type="hidden" name="id" value="<%= params[:id] %>">
      <label>Size <select name="size"><option>Small</option><option>Large</option></select></label>
      <label>Finish <select name="finish"><option>Copper</option><option>Oak</option></select></label>
      <div class="buy__row">
        <label>Quantity <input type="number" name="quantity" value="1" min="1" max="10"></label>
        <button type="submit" name="added" value="1">Add to cart</button>
      </div>
    </form>
  </div>
</div>
<section class="product__description" aria-labelledby="description">
  <h2 id="description">Description</h2>
  <p>Hand-finished in our workshop from solid copper and oiled oak, made to be used every day and handed down.</p>
  <p>Each piece is shaped, tinned and polished by hand, so no two are quite alike: small marks of the hammer are part of its character, not flaws.</p>
  <ul><li>Every part replaceable for ten years</li><li>Packed without plastic, in recycled card</li><li>Two-year guarantee, repairs included</li></ul>
  <h3>Specifications</h3>
  <dl class="specs"><dt>Size</dt><dd>Small 1 l, large 1.8 l</dd><dt>Weight</dt><dd>1.2 kg</dd><dt>Materials</dt><dd>Copper, tin, oiled oak</dd><dt>Care</dt><dd>Hand wash, dry at once</dd></dl>
  <h3>Delivery and returns</h3>
  <p>Ordered by 2 pm, sent the same day. Not right for you? Send it back within 30 days, on us.</p>
</section>
<div id="${PRODUCT_REVIEWS_ID}" class="product__reviews"><%= reviews_widget_product_reviews(params[:id]) %></div>
</main>
`;

/** The product's picture: the shop's own file. */
const PRODUCT_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#efe2d2"/><ellipse cx="300" cy="470" rx="190" ry="28" fill="#d9c3a8"/><path d="M170 250h260l-20 210H190z" fill="#b56a3c"/><path d="M150 235h300v30H150z" fill="#8a4b2a"/><path d="M430 290c60 0 60 100 0 100" fill="none" stroke="#8a4b2a" stroke-width="22"/></svg>`;

/**
 * The shop's own look, which its widget takes (config.theme, config.font): copper on its paper, in
 * its Georgia. One accent: its strong and soft shades follow from it.
 */
export const SHOP_THEME = {
  accent: "#8a4b2a",
  "surface-page": "#fbf8f3",
  line: "#e8dccd",
  radius: "6px",
};

/** The shop's own cookies: its Rails session (`rails new shop` names it) and a cart of its own. */
export const SHOP_COOKIES = ["_shop_session", "shop_cart"];

/** A fresh shop with the widget installed, in a folder inside the root removed when the test file ends; its root (seen from outside it). */
export async function newRailsShop(values: InitializerValues): Promise<string> {
  const parent = mkdtempSync(path.join(TRIXIE_ROOT, "tmp", "rails-shop-"));
  onTeardown(() => rmSync(parent, { recursive: true, force: true }));
  const root = path.join(parent, "shop");
  const inRoot = (cwd: string, command: string, ...args: string[]) =>
    run(...insideRoot(command, args), { cwd });
  const inShop = (...args: string[]) => inRoot(root, args[0] as string, ...args.slice(1));
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), "utf8")));

  await inRoot(parent, "rails", ...RAILS_NEW);
  edit("Gemfile", (text) => text.replace(KEPT_GEMS, ""));
  await inShop("bundle", "install", "--local", "--quiet");
  await inShop(
    "bin/rails",
    "generate",
    "controller",
    "shop",
    "index",
    "about",
    "products",
    "product",
    "--quiet",
  );
  writeFileSync(path.join(root, "app/views/shop/index.html.erb"), "<h1>Copper &amp; Oak</h1>\n");
  writeFileSync(path.join(root, "app/views/shop/about.html.erb"), "<h1>About us</h1>\n");
  writeFileSync(path.join(root, "app/views/shop/products.html.erb"), GRID_VIEW);
  writeFileSync(path.join(root, "app/views/shop/product.html.erb"), PRODUCT_VIEW);
  await bundleTurbo(root);
  edit("app/views/layouts/application.html.erb", (text) =>
    text
      .replace("<body>", `<body>\n    ${SHOP_HEADER}`)
      // Its pages' language, which the badges and reviews speak.
      .replace("<html>", '<html lang="<%= I18n.locale %>">')
      .replace(/^(\s*)(<%= stylesheet_link_tag .*\n)/m, `$1$2$1${SCRIPT_TAG}\n`),
  );
  // Served over plain HTTP on loopback here, where a production shop sits behind TLS.
  edit("config/environments/production.rb", (text) =>
    text.replace(/^(\s*config\.force_ssl = )true$/m, "$1false"),
  );
  writeFileSync(path.join(root, "app/assets/stylesheets/application.css"), SHOP_STYLES);
  mkdirSync(path.join(root, "public/images"));
  writeFileSync(path.join(root, "public/images/product.svg"), PRODUCT_PICTURE);

  // docs/rails.md's three steps.
  edit("Gemfile", (text) => `${text}gem "reviews_widget", path: ${JSON.stringify(GEM)}\n`);
  await inShop("bin/rails", "generate", "reviews_widget:install");
  await inShop("bundle", "install", "--local", "--quiet");
  edit("config/initializers/reviews_widget.rb", (text) =>
    setValues(text, {
      shop_origin: JSON.stringify(values.shopOrigin),
      marketplace_url: JSON.stringify(values.marketplaceUrl),
      marketplace_public_url: JSON.stringify(values.marketplacePublicUrl),
      render_url: JSON.stringify(values.renderUrl),
      render_timeout: String(values.renderTimeout),
      locales: `%w[${values.locales.join(" ")}]`,
      theme: `{ ${Object.entries(SHOP_THEME)
        .map(([name, value]) => `${JSON.stringify(name)} => ${JSON.stringify(value)}`)
        .join(", ")} }`,
      font: JSON.stringify("inherit"),
      shop_domain: JSON.stringify(values.store.domain),
      shop_platform: JSON.stringify(values.store.platform),
      shop_api_token: JSON.stringify(values.store.token),
    }),
  );
  edit("app/views/layouts/reviews_widget.html.erb", (text) =>
    text.replace(/^(.*The shop's header.*\n)/m, `$1    ${SHOP_HEADER}\n`),
  );
  await inShop("env", "RAILS_ENV=production", "SECRET_KEY_BASE_DUMMY=1", "bin/rails", "assets:precompile");
  return root;
}

/**
 * Turbo as a shop with a bundler has it: in its package.json, imported by app/javascript/application.js,
 * built by esbuild into app/assets/builds/ (jsbundling-rails' `esbuild app/javascript/*.* --bundle
 * --outdir=app/assets/builds`), where Propshaft serves it.
 */
async function bundleTurbo(root: string) {
  const { version } = JSON.parse(readFileSync(`node_modules/${TURBO}/package.json`, "utf8")) as {
    version: string;
  };
  writeFileSync(
    path.join(root, "package.json"),
    `${JSON.stringify({ name: "shop", private: true, dependencies: { [TURBO]: version } }, null, 2)}\n`,
  );
  mkdirSync(path.join(root, "app/javascript"), { recursive: true });
  writeFileSync(path.join(root, "app/javascript/application.js"), `import "${TURBO}";\n`);
  await build({
    entryPoints: [path.join(root, "app/javascript/application.js")],
    bundle: true,
    format: "esm",
    outdir: path.join(root, "app/assets/builds"),
    nodePaths: [path.resolve("node_modules")],
    logLevel: "error",
  });
}

/** The initializer with `config.<name> = <value>` for each of `values`: every one must be there. */
function setValues(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((changed, [name, value]) => {
    const line = new RegExp(`^(\\s*config\\.${name} = ).*$`, "m");
    if (!line.test(changed)) throw new Error(`the generated initializer has no config.${name}`);
    return changed.replace(line, `$1${value}`);
  }, text);
}
