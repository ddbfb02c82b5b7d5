# config/initializers/reviews_widget.rb: the review widget's settings each shop chooses, at their
# defaults, which work beside the widget's `npm start` and `npm run render-server`. Every other
# setting keeps the gem's default, which a later version may change (the reviews_widget gem's
# README lists them all); a value that cannot work stops the boot with what is wrong.
ReviewsWidget.configure do |config|
  # This shop's origin as visitors reach it: the canonical address, hreflang, app_meta, JSON-LD and
  # the Host the marketplace is asked with name it, never the Host or X-Forwarded-Host of a request;
  # nil: Rails' own settings (routes' default_url_options; in production the first name of
  # config.hosts, and without one the boot stops and says so; in development and test
  # http://localhost:<PORT, else 3000>)
  config.shop_origin = nil

  # The marketplace whose API the widget asks: its origin
  config.marketplace_url = "http://127.0.0.1:3000"

  # The marketplace's origin as visitors' browsers reach it (its pictures, its policy pages); nil:
  # marketplace_url
  config.marketplace_public_url = nil

  # The render service's origin (POST /render, GET /health)
  config.render_url = "http://127.0.0.1:3900"

  # The service's RENDER_TOKEN, sent as X-Render-Token
  config.render_token = nil

  # Seconds a page waits for its render; past it, empty roots, which the browser renders
  config.render_timeout = 0.25

  # The languages the widget's pages offer (en de fr es it nl ar); nil: those of
  # I18n.available_locales it speaks, else English
  config.locales = nil

  # The widget's look in the shop's colours: theme properties by name ("accent", "surface-page",
  # "radius"…; docs/theme.md lists them), each a colour or, for radius and space, a length; the
  # widget drops any other value and names it in the console. Served as a stylesheet of the shop's
  # own origin (/reviews-widget/theme-<digest>.css, below), which the helpers link in the head of
  # every page with the widget, so its colours paint from the first paint under a style-src 'self'
  config.theme = {}

  # "light", "dark", or "auto" (the visitor's prefers-color-scheme); nil: light
  config.color_scheme = nil

  # "inherit": the widget takes the shop's font family; "own": its own; nil: its own on the widget's
  # pages, and on the shop's own pages (badges, a product's reviews) the shop's font family and
  # background, which "own" gives back to the widget's own font and panels
  config.font = nil

  # The widget draws its own footer (its pages about the marketplace, the policy pages, social
  # links); false, where the shop's layout has a footer: <main> is marked data-rv-footer="none" and
  # the widget's footer left out (its cookie notice stays)
  config.footer = true

  # The shop's store on the marketplace, as the widget's calls name it: its domain there
  # (shop_platform and shop_api_token with it: all three, or none, and no badges then); the rating
  # badges of the shop's own pages and the reviews on its product page are that store's products',
  # by the shop's own product ids
  config.shop_domain = nil

  # The store's platform on the marketplace ("shopify")
  config.shop_platform = nil

  # The store's public API token on the marketplace
  config.shop_api_token = nil

  # What the badge of a product without reviews shows: "text" (No reviews yet) or "none" (nothing;
  # its room is kept, so the page does not move)
  config.badge_when_none = "text"
end
