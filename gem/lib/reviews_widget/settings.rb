require "reviews_widget/facts"

module ReviewsWidget
  # The marketplace's cookies (the reference host's, docs/host-api.md): its session, its visitor
  # id, its device cookies of a sign-in (a family: a trailing *), and those the widget sets itself
  # (its language, the cookie notice's acceptance, a developer's browser render).
  MARKETPLACE_COOKIES = Facts::COOKIES.map { |key, name| key == "device_prefix" ? "#{name}*" : name }.freeze

  # One setting of config/initializers/reviews_widget.rb: its name, its default, whether each shop
  # chooses it (the generator's initializer names it), and what it does.
  Setting = Struct.new(:name, :default, :chosen, :what, keyword_init: true)

  # Every setting, once. Configuration's accessors and defaults come from here, and so do the
  # README's table and the generator's initializer (`npm run docs`, build/gem-settings.rb; the
  # gem's SettingsDocsTest fails when either is stale). The initializer names only what each shop
  # chooses (where it and its services are, its languages, its look, its store): every other
  # setting keeps this default, so a default a later version changes (a cookie the marketplace
  # adds) reaches every shop, whenever it ran the generator. Each default works beside the widget's
  # `npm start` (the marketplace) and `npm run render-server` (the render service) on one machine.
  SETTINGS = [
    Setting.new(name: :shop_origin, default: nil, chosen: true,
                what: "this shop's origin as visitors reach it: the canonical address, hreflang, `app_meta`, " \
                      "JSON-LD and the `Host` the marketplace is asked with name it, never the `Host` or " \
                      "`X-Forwarded-Host` of a request; `nil`: Rails' own settings (routes' " \
                      "`default_url_options`; in production the first name of `config.hosts`, and without one the " \
                      "boot stops and says so; in development and test `http://localhost:<PORT, else 3000>`)"),
    Setting.new(name: :marketplace_url, default: "http://127.0.0.1:3000", chosen: true,
                what: "the marketplace whose API the widget asks: its origin"),
    Setting.new(name: :marketplace_public_url, default: nil, chosen: true,
                what: "the marketplace's origin as visitors' browsers reach it (its pictures, its policy pages); " \
                      "`nil`: `marketplace_url`"),
    Setting.new(name: :marketplace_cookies, default: MARKETPLACE_COOKIES, chosen: false,
                what: "the marketplace's cookies by name (a trailing `*`: a prefix), the reference host's and the " \
                      "widget's: only these go to the marketplace and the render service, only these come back " \
                      "from its `Set-Cookie`"),
    Setting.new(name: :media_url, default: nil, chosen: false,
                what: "where visitors' browsers load the marketplace's pictures and videos (its origin or a " \
                      "CDN's), which the widget's policy names: a page's picture asked here is redirected there; " \
                      "`nil`: `marketplace_public_url`; `false`: streamed through this application"),
    Setting.new(name: :marketplace_timeout, default: 15, chosen: false,
                what: "seconds a forwarded request may take to be sent, and each part of its answer to come"),
    Setting.new(name: :marketplace_open_timeout, default: 1, chosen: false,
                what: "seconds to connect to the marketplace"),
    Setting.new(name: :render_url, default: "http://127.0.0.1:3900", chosen: true,
                what: "the render service's origin (`POST /render`, `GET /health`)"),
    Setting.new(name: :render_token, default: nil, chosen: true,
                what: "the service's `RENDER_TOKEN`, sent as `X-Render-Token`"),
    Setting.new(name: :render_timeout, default: 0.25, chosen: true,
                what: "seconds a page waits for its render; past it, empty roots, which the browser renders"),
    Setting.new(name: :render_open_timeout, default: 0.1, chosen: false,
                what: "seconds to connect to the service (a local service accepts at once, or is down)"),
    Setting.new(name: :locales, default: nil, chosen: true,
                what: "the languages the widget's pages offer (#{Facts::LANGUAGES.join(' ')}); `nil`: those of " \
                      "`I18n.available_locales` it speaks, else English"),
    Setting.new(name: :bundle_folder, default: "reviews-bundle", chosen: false,
                what: "the bundle's folder under `public/`"),
    Setting.new(name: :bundle_host, default: nil, chosen: false,
                what: "the origin that serves that folder (a CDN); `nil`: Rails' `config.asset_host`, if any"),
    Setting.new(name: :layout, default: "reviews_widget", chosen: false,
                what: "the widget's pages' layout (`app/views/layouts/reviews_widget.html.erb`)"),
    Setting.new(name: :parent_controller, default: "ApplicationController", chosen: false,
                what: "what the widget's controllers inherit from: the shop's filters and CSRF check apply"),
    Setting.new(name: :content_security_policy, default: true, chosen: false,
                what: "the widget's pages send a strict policy: the application's own with what the widget needs " \
                      "added (the press queue's hash, the bundle's origin; never `'unsafe-inline'`: the widget's " \
                      "HTML carries no style attribute), or the widget's when the application has none; `false`: " \
                      "the application's as it is"),
    Setting.new(name: :theme, default: {}, chosen: true,
                what: "the widget's look in the shop's colours: theme properties by name (`\"accent\"`, " \
                      "`\"surface-page\"`, `\"radius\"`…; docs/theme.md lists them), each a colour or, for " \
                      "`radius` and `space`, a length; the widget drops any other value and names it in the " \
                      "console. Served as a stylesheet of the shop's own origin " \
                      "(`/reviews-widget/theme-<digest>.css`, below), which the helpers link in the head of every " \
                      "page with the widget, so its colours paint from the first paint under a `style-src 'self'`"),
    Setting.new(name: :color_scheme, default: nil, chosen: true,
                what: "`\"light\"`, `\"dark\"`, or `\"auto\"` (the visitor's `prefers-color-scheme`); `nil`: " \
                      "light"),
    Setting.new(name: :font, default: nil, chosen: true,
                what: "`\"inherit\"`: the widget takes the shop's font family; `\"own\"`: its own; `nil`: its own " \
                      "on the widget's pages, and on the shop's own pages (badges, a product's reviews) the " \
                      "shop's font family and background, which `\"own\"` gives back to the widget's own font and " \
                      "panels"),
    Setting.new(name: :footer, default: true, chosen: true,
                what: "the widget draws its own footer (its pages about the marketplace, the policy pages, social " \
                      "links); `false`, where the shop's layout has a footer: `<main>` is marked " \
                      "`data-rv-footer=\"none\"` and the widget's footer left out (its cookie notice stays)"),
    Setting.new(name: :shop_domain, default: nil, chosen: true,
                what: "the shop's store on the marketplace, as the widget's calls name it: its domain there " \
                      "(`shop_platform` and `shop_api_token` with it: all three, or none, and no badges then); " \
                      "the rating badges of the shop's own pages and the reviews on its product page are that " \
                      "store's products', by the shop's own product ids"),
    Setting.new(name: :shop_platform, default: nil, chosen: true,
                what: "the store's platform on the marketplace (`\"shopify\"`)"),
    Setting.new(name: :shop_api_token, default: nil, chosen: true,
                what: "the store's public API token on the marketplace"),
    Setting.new(name: :badge_when_none, default: "text", chosen: true,
                what: "what the badge of a product without reviews shows: `\"text\"` (No reviews yet) or " \
                      "`\"none\"` (nothing; its room is kept, so the page does not move)"),
  ].freeze
end
