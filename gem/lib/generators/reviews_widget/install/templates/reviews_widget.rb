# config/initializers/reviews_widget.rb: the review widget's settings (the reviews_widget gem's
# README lists them all). Each value below is the default, which works beside the widget's `npm start`
# and `npm run render-server`; a value that cannot work stops the boot with what is wrong.
ReviewsWidget.configure do |config|
  # The marketplace whose JSON API the widget asks: this application forwards it the widget's
  # requests (its API, sign-in and sign-out, pictures) as the visitor, with its own CSRF token.
  config.marketplace_url = "http://127.0.0.1:3000"

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

  # The widget's look (README.md "Theme"): theme properties in the shop's colours, such as
  # { "accent" => "#9a3412", "surface-page" => "#fbf6ef", "radius" => "4px" }; its colour scheme
  # ("light", "dark", or "auto" to follow the visitor's); "inherit" to take the shop's font family.
  config.theme = {}
  config.color_scheme = nil
  config.font = nil
end
