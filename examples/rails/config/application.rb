# Only Debian's packages (ruby-rails, puma, ruby-turbolinks): no Bundler, no database.
require "rails"
require "action_controller/railtie"
require "action_view/railtie"
require "turbolinks"

module ExampleShop
  class Application < Rails::Application
    config.load_defaults 6.1
    config.root = File.expand_path("..", __dir__)
    config.eager_load = true
    config.cache_classes = true
    config.consider_all_requests_local = false
    config.secret_key_base = ENV.fetch("SECRET_KEY_BASE") { "example-shop-" + "0" * 64 }
    config.session_store :cookie_store, key: "_example_shop_session"
    config.public_file_server.enabled = true
    config.public_file_server.headers = { "Cache-Control" => "public, max-age=31536000" }
    config.hosts.clear
    config.i18n.available_locales = %i[en de]
    config.i18n.default_locale = :en
    config.log_level = :info
    config.logger = ActiveSupport::TaggedLogging.new(ActiveSupport::Logger.new($stdout))
    # The widget's JSON API is the marketplace's (here the reference host, which stands in for the
    # API a Rails host implements itself); the render service is the bundle's (npm run render-server).
    config.x.reviews_api_url = ENV.fetch("REVIEWS_API_URL", "http://127.0.0.1:3000")
  end
end
