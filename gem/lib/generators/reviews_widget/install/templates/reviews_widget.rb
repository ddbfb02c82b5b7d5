# config/initializers/reviews_widget.rb: the review widget's settings (the reviews_widget gem's
# README lists them all). Each value below is the default, which works beside the widget's `npm start`
# and `npm run render-server`; a value that cannot work stops the boot with what is wrong.
ReviewsWidget.configure do |config|
  # This shop's origin, as visitors reach it: the widget's pages name it in their canonical
  # address, hreflang, app_meta and JSON-LD, never the Host a request names. nil: Rails' own
  # settings (routes' default_url_options; in production the first name of config.hosts, else
  # the boot stops and says so; in development http://localhost:3000).
  config.shop_origin = nil

  # The marketplace whose JSON API the widget asks: this application forwards it the widget's
  # requests (its API, sign-in and sign-out) as the visitor, with its own CSRF token; and its
  # address as visitors' browsers reach it, if not that one (its policy pages, its pictures).
  config.marketplace_url = "http://127.0.0.1:3000"
  config.marketplace_public_url = nil

  # The marketplace's cookies, by name (a trailing * names a family): only these go to the
  # marketplace and the render service, and only these come back from it. The shop's own never do.
  config.marketplace_cookies = %w[_reviews_session _reviews_visitor _reviews_device_* reviews_locale
                                  reviews_cookies_accepted reviews_render]

  # Where visitors' browsers load the marketplace's pictures and videos: a page's are redirected
  # there, so Puma never holds a thread while one is sent. nil: the marketplace's public address;
  # a CDN's origin in front of it; false: each passed on through this application.
  config.media_url = nil

  # The render service (npm run render-server) that renders each page's first screen, its
  # RENDER_TOKEN if it has one, and how long a page waits for its render (seconds; past it the
  # page goes with empty roots, which the browser renders).
  config.render_url = "http://127.0.0.1:3900"
  config.render_token = nil
  config.render_timeout = 0.25

  # The languages the widget's pages offer (en de fr es it nl ar); with more than one, a language
  # menu and the page in each language for search engines. nil: those of I18n.available_locales.
  config.locales = nil

  # The bundle's folder under public/ (bin/rails reviews_widget:copy_bundle fills it), and the
  # origin that serves it if not this application (nil: Rails' config.asset_host, if any).
  config.bundle_folder = "reviews-bundle"
  config.bundle_host = nil

  # The widget's look (docs/theme.md): theme properties in the shop's colours, such as
  # { "accent" => "#9a3412" } (its strong and soft shades follow from it) or with
  # "surface-page" => "#fbf6ef", "radius" => "4px"; its colour scheme ("light", "dark", or "auto" to
  # follow the visitor's); "inherit" to take the shop's font family, "own" to keep the widget's own
  # font and panels on the shop's own pages too (nil: those take the shop's font family and
  # background); and whether the widget draws its own footer under its pages (false where the
  # shop's layout has one).
  config.theme = {}
  config.color_scheme = nil
  config.font = nil
  config.footer = true

  # The shop's own pages (docs/shop-pages.md): its store on the marketplace, as the widget's calls
  # name it, for the stars under its product cards (reviews_widget_badges, reviews_widget_badge)
  # and the reviews on its product pages (reviews_widget_product_reviews): all three, or none. What
  # a product without reviews shows under its card: "text" ('No reviews yet') or "none" (nothing,
  # its room kept).
  config.shop_domain = nil
  config.shop_platform = nil
  config.shop_api_token = nil
  config.badge_when_none = "text"
end
