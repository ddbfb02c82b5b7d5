// A Rails 6.1 shop made as a new integrator makes one, from nothing: `rails new` (offline, from
// Debian's gems, its Gemfile trimmed to what Debian has), two pages of the shop made by Rails' own
// controller generator, then docs/rails.md's three steps: the gem by path in the Gemfile, `rails
// generate reviews_widget:install`, and the initializer's values. No line of Ruby is written here
// but those values and the shop's own pages' views that call the gem's helpers (its product grid's
// badges, its product page's reviews, as the gem's README shows them); the shop's header is HTML
// put where the generator's layout marks it.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { onTeardown } from "../../teardown";

const run = promisify(execFile);

/** The gem, used by path as docs/rails.md's first step says. */
const GEM = path.resolve("gem");

/**
 * What `rails new` leaves out: what the shop does not use (a database, mailers, Action Cable, the
 * asset pipeline, webpacker) and what needs gems Debian does not ship (listen, bootsnap, byebug).
 */
const RAILS_NEW = [
  "new",
  "shop",
  "--minimal",
  "--skip-bundle",
  "--skip-active-record",
  "--skip-sprockets",
  "--skip-listen",
  "--skip-git",
  "--skip-keeps",
  "--skip-test",
  "--quiet",
];

/** The shop's header, on its own pages and on the widget's, as plain HTML. */
const SHOP_HEADER = `<header class="shop-header"><nav aria-label="Shop">
      <a href="/shop/index">Shop</a> <a href="/shop/about">About us</a> <a href="/reviews">Reviews</a>
    </nav></header>`;

const SHOP_STYLES = `body { margin: 0; font-family: Georgia, serif; background: #fbf8f3; }
.shop-header { padding: 12px 20px; background: #3d2b1f; }
.shop-header a { color: #fbf8f3; margin-inline-end: 16px; }
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

/** Its product page, the product's reviews under its title, its JSON-LD from the same render. */
const PRODUCT_VIEW = `<% content_for :head, reviews_widget_product_reviews_tags %>
<% content_for :head, reviews_widget_product_structured_data(params[:id]) %>
<h1>Product <%= params[:id] %></h1>
<%= reviews_widget_product_reviews(params[:id]) %>
`;

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

/** A fresh shop with the widget installed, in a folder removed when the test file ends; its root. */
export async function newRailsShop(values: InitializerValues): Promise<string> {
  const parent = mkdtempSync(path.join(tmpdir(), "rails-shop-"));
  onTeardown(() => rmSync(parent, { recursive: true, force: true }));
  const root = path.join(parent, "shop");
  const inShop = (...args: string[]) => run(args[0] as string, args.slice(1), { cwd: root });
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), "utf8")));

  await run("rails", RAILS_NEW, { cwd: parent });
  edit("Gemfile", (text) => text.replace(/^\s*gem ['"](?!rails['"]|puma['"]).*\n/gm, ""));
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
  edit("app/views/layouts/application.html.erb", (text) =>
    text
      .replace("<body>", `<body>\n    ${SHOP_HEADER}`)
      // Its pages' language, which the badges and reviews speak (the generator has its head yield
      // what its views add there).
      .replace("<html>", '<html lang="<%= I18n.locale %>">'),
  );
  // The stylesheet the new app's layout links (without the asset pipeline: from public/).
  mkdirSync(path.join(root, "public/stylesheets"));
  writeFileSync(path.join(root, "public/stylesheets/application.css"), SHOP_STYLES);

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
  return root;
}

/** The initializer with `config.<name> = <value>` for each of `values`: every one must be there. */
function setValues(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((changed, [name, value]) => {
    const line = new RegExp(`^(\\s*config\\.${name} = ).*$`, "m");
    if (!line.test(changed)) throw new Error(`the generated initializer has no config.${name}`);
    return changed.replace(line, `$1${value}`);
  }, text);
}
