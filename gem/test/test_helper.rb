# The gem's tests, as Rails tests itself (minitest): a small Rails application of the tests' own, in
# a folder of its own with the generator's layout and a build of the bundle in public/, whose
# marketplace and render service are FakeServers. `npm test` runs them when Ruby is here; alone:
# ruby gem/test/run.rb, or one file: ruby -Igem/lib -Igem/test gem/test/pages_test.rb
ENV["RAILS_ENV"] = "test"
require "tmpdir"
require "fileutils"
require "stringio"
require "rails"
require "action_controller/railtie"
require "action_view/railtie"
require "minitest/autorun"
require "reviews_widget"
require_relative "support/fake_server"

GEM_ROOT = File.expand_path("..", __dir__)
REPOSITORY = File.expand_path("..", GEM_ROOT)
FIXTURE_BUILD = File.join(__dir__, "fixtures/build")
LAYOUT_TEMPLATE = File.join(GEM_ROOT, "lib/generators/reviews_widget/install/templates/reviews_widget.html.erb")

# The application: the generator's layout, the fixture build copied where the copy task puts it.
TEST_SHOP_ROOT = Dir.mktmpdir("reviews-widget-test-shop")
Minitest.after_run { FileUtils.rm_rf(TEST_SHOP_ROOT) }
FileUtils.mkdir_p(File.join(TEST_SHOP_ROOT, "app/views/layouts"))
FileUtils.cp(LAYOUT_TEMPLATE, File.join(TEST_SHOP_ROOT, "app/views/layouts/reviews_widget.html.erb"))
File.write(File.join(TEST_SHOP_ROOT, "app/views/layouts/application.html.erb"), "<main><%= yield %></main>")
ReviewsWidget::Build.copy(from: FIXTURE_BUILD, to: File.join(TEST_SHOP_ROOT, "public/reviews-bundle"))
TEST_LOG = StringIO.new

class ApplicationController < ActionController::Base; end

# A page of the shop's own with a grid's rating badges, as the README shows it: the badges' tags,
# one call for the grid's ids (`ids`), each product's badge, and one whose id the call did not name.
class GridController < ApplicationController
  # The shop's own policy on its grid, which refuses style attributes.
  content_security_policy do |policy|
    policy.default_src :self
    policy.style_src :self
  end

  GRID = <<~ERB.freeze
    <%= reviews_widget_badge_tags %>
    <% ids = params[:ids].to_s.split(",") %>
    <% reviews_widget_badges(ids) %>
    <ul><% ids.each do |id| %><li><%= reviews_widget_badge(id) %></li><% end %>
    <li><%= reviews_widget_badge("not-in-the-call") %></li></ul>
  ERB

  def index = render(inline: GRID, layout: "application")
end

# The shop's own product page: its picture and words, then the product's reviews, and its JSON-LD
# (?twice=1: asked twice, as a layout and a view both might).
class ProductPageController < GridController
  PAGE = <<~ERB.freeze
    <%= reviews_widget_product_reviews_tags %>
    <%= reviews_widget_product_structured_data(params[:id]) %>
    <h1>A copper kettle</h1>
    <%= reviews_widget_product_reviews(params[:id]) %>
    <%= reviews_widget_product_structured_data(params[:id]) if params[:twice] %>
  ERB

  def show = render(inline: PAGE, layout: "application")
end

class TestShop < Rails::Application
  config.root = TEST_SHOP_ROOT
  config.eager_load = false
  config.secret_key_base = "test" * 16
  config.hosts.clear
  config.logger = ActiveSupport::Logger.new(TEST_LOG)
  config.log_level = :info
  # Errors raised in the tests (Rails 7.1 names it :none; 6.1, false).
  config.action_dispatch.show_exceptions = Rails.gem_version >= Gem::Version.new("7.1") ? :none : false
  # The gem uses nothing its Rails has deprecated.
  config.active_support.deprecation = :raise
  # The render service's HTML is kept here (ReviewsWidget::RenderCache), emptied before each test.
  config.cache_store = :memory_store
  config.i18n.available_locales = %i[en de]
end

# The shop's origin, as a production shop sets it; its requests come to www.example.com (Rails'
# integration tests' Host), which no address of a page may name.
SHOP_ORIGIN = "https://shop.example.com".freeze

# Bounds a machine many times slower than this one still keeps: a test about the bound sets its own.
ReviewsWidget.configure do |config|
  config.locales = %w[en de]
  config.shop_origin = SHOP_ORIGIN
  config.render_timeout = 30
  config.render_open_timeout = 10
end
TestShop.initialize!
TestShop.routes.draw do
  get "/shop", to: proc { [200, {}, ["the shop"]] }
  get "/privacy", to: proc { [200, {}, ["the shop's privacy policy"]] }
  get "/grid", to: "grid#index"
  get "/catalogue/:id", to: "product_page#show"
  reviews_widget_routes
end

module ReviewsWidgetTest
  # An answer's Set-Cookie lines as the Rack under Rails carries them: Rack 3 (Rails 7.1+) one
  # cookie a value (an array when several: Puma drops a value with a newline), Rack 2 one string
  # of lines.
  module SetCookies
    RACK3 = Gem::Version.new(Rack.release) >= Gem::Version.new("3")

    def set_cookie_lines(answer = response)
      value = answer.headers["Set-Cookie"]
      return value.to_s.split("\n") unless RACK3

      assert_empty Array(value).grep(/\n/), "Set-Cookie as Rack 3 carries it: one cookie a value"
      Array(value)
    end
  end

  # Settings changed for one test, put back after it; and what a test's block published.
  module Settings
    def with_settings(**settings)
      config = ReviewsWidget.configuration
      before = settings.keys.to_h { |name| [name, config.public_send(name)] }
      settings.each { |name, value| config.public_send("#{name}=", value) }
      yield
    ensure
      before.each { |name, value| config.public_send("#{name}=", value) }
    end

    def events_of(name)
      events = []
      subscriber = ActiveSupport::Notifications.subscribe(name) { |*args| events << ActiveSupport::Notifications::Event.new(*args) }
      yield
      events
    ensure
      ActiveSupport::Notifications.unsubscribe(subscriber)
    end

    # The log lines written while the block ran.
    def logged
      from = TEST_LOG.string.length
      yield
      TEST_LOG.string[from..]
    end
  end
end

ActionDispatch::IntegrationTest.include(ReviewsWidgetTest::SetCookies)
