require "test_helper"
require "rails/generators/test_case"
require "generators/reviews_widget/install/install_generator"

# rails generate reviews_widget:install, in the files a new Rails 6.1 application has.
class InstallGeneratorTest < Rails::Generators::TestCase
  include ReviewsWidgetTest::Settings
  tests ReviewsWidget::Generators::InstallGenerator
  destination File.join(TEST_SHOP_ROOT, "generated")

  # What `rails new shop --minimal` writes in the files the generator changes.
  NEW_APP = {
    "config/routes.rb" => "Rails.application.routes.draw do\n  get \"shop/index\"\nend\n",
    "Gemfile" => "source 'https://rubygems.org'\ngem 'rails', '~> 6.1.7'\ngem 'puma', '~> 5.0'\n",
    "config/puma.rb" => "max_threads_count = ENV.fetch(\"RAILS_MAX_THREADS\") { 5 }\n",
    "app/views/layouts/application.html.erb" => <<~ERB
      <!DOCTYPE html>
      <html>
        <head>
          <title>Shop</title>
          <%= csrf_meta_tags %>
          <%= stylesheet_link_tag 'application', media: 'all' %>
        </head>
        <body>
          <%= yield %>
        </body>
      </html>
    ERB
  }.freeze

  setup do
    prepare_destination
    NEW_APP.each do |file, text|
      FileUtils.mkdir_p(File.dirname(File.join(destination_root, file)))
      File.write(File.join(destination_root, file), text)
    end
  end

  def generate(*args) = run_generator(["--bundle-from=#{FIXTURE_BUILD}", *args])

  def write(file, text)
    FileUtils.mkdir_p(File.dirname(File.join(destination_root, file)))
    File.write(File.join(destination_root, file), text)
  end

  # The new app's layout with `tag` loading its scripts after its stylesheet.
  def with_shop_script(tag)
    layout = NEW_APP["app/views/layouts/application.html.erb"].sub(/(stylesheet_link_tag.*\n)/, "\\1    #{tag}\n")
    write("app/views/layouts/application.html.erb", layout)
  end

  # What each shop chooses, at its default; every other setting is left to the gem, so a default a
  # later version changes (a cookie name the marketplace adds) reaches a shop that ran this before.
  def test_it_writes_the_initializer_naming_each_setting_a_shop_chooses_at_its_default_and_no_other
    generate
    assert_file "config/initializers/reviews_widget.rb" do |text|
      config = ReviewsWidget::Configuration.new
      { marketplace_url: config.marketplace_url.inspect, render_url: config.render_url.inspect, render_token: "nil",
        render_timeout: config.render_timeout.to_s, locales: "nil", shop_origin: "nil", marketplace_public_url: "nil",
        footer: config.footer.to_s }.each do |name, value|
        assert_match(/^  config\.#{name} = #{Regexp.escape(value)}$/, text)
      end
      named = text.scan(/^  config\.(\w+) = /).flatten.map(&:to_sym)
      assert_equal ReviewsWidget::SETTINGS.select(&:chosen).map(&:name), named
      %i[marketplace_cookies media_url bundle_folder bundle_host].each { |name| refute_includes named, name }
    end
  end

  def test_the_widgets_layout_yields_marks_the_shops_places_and_loads_the_shops_assets_and_turbolinks
    generate
    assert_file "app/views/layouts/reviews_widget.html.erb" do |text|
      assert_match "<%= yield %>", text
      marks = text.scan(/<%# ▼ The shop's (\w+)/).flatten
      assert_equal %w[stylesheets header footer], marks
      shop_assets = <<-ERB
    <%# ▼ The shop's stylesheets and scripts (those of application.html.erb) %>
    <%= stylesheet_link_tag 'application', media: 'all' %>
    <%= javascript_include_tag "/turbolinks.js", "data-turbolinks-track": "reload" %>
    <%= reviews_widget_bundle_tags %>
      ERB
      assert_includes text, shop_assets
      assert_operator text.index("reviews_widget_press_queue"), :<, text.index("stylesheet_link_tag"), "the press queue first"
    end
    assert_file "app/views/layouts/application.html.erb",
                %r{'all' %>\n    <%= javascript_include_tag "/turbolinks.js", "data-turbolinks-track": "reload" %>\n    <%= yield :head %>\n  </head>}
  end

  # The shop's own pages put the badges' and the reviews' tags there (content_for :head).
  def test_the_shops_layout_yields_its_head_once
    output = generate
    assert_file "app/views/layouts/application.html.erb" do |text|
      assert_equal 1, text.scan("<%= yield :head %>").size
      assert_operator text.index("<%= yield :head %>"), :<, text.index("</head>")
    end
    assert_match "<%= yield :head %> (app/views/layouts/application.html.erb has it)", output
    generate
    assert_file "app/views/layouts/application.html.erb" do |text|
      assert_equal 1, text.scan("yield :head").size, "once, however often it runs"
    end
  end

  def test_turbolinks_is_the_projects_csp_safe_build_and_its_rails_side_joins_the_gemfile
    generate
    assert_file "public/turbolinks.js" do |text|
      assert_match "Turbolinks 5.2.0", text
      refute_match(/\beval\(/, text, "no eval: it runs under a strict CSP")
    end
    assert_file "Gemfile", /^gem (["'])turbolinks\1, (["'])~> 5\2$/
  end

  # A shop made with Sprockets' JavaScript (rails new without webpacker) requires the
  # turbolinks-source build, whose modules run with eval: the npm build takes its place, once.
  def test_a_turbolinks_required_through_sprockets_is_replaced_by_the_csp_safe_build_on_both_layouts
    write("app/assets/javascripts/application.js", "//= require rails-ujs\n//= require turbolinks\n//= require_tree .\n")
    with_shop_script("<%= javascript_include_tag 'application', 'data-turbolinks-track': 'reload' %>")
    output = generate
    assert_file("app/assets/javascripts/application.js", "//= require rails-ujs\n//= require_tree .\n")
    assert_match "replace  app/assets/javascripts/application.js's //= require turbolinks", output
    assert_file "public/turbolinks.js"
    assert_file("app/views/layouts/application.html.erb") { |text| assert_equal 1, text.scan("/turbolinks.js").size }
    assert_file "app/views/layouts/reviews_widget.html.erb" do |text|
      assert_match "javascript_include_tag 'application'", text, "the shop's scripts, as its layout loads them"
      assert_equal 1, text.scan("/turbolinks.js").size
    end
  end

  def test_a_turbolinks_of_the_shops_own_npm_build_is_used_as_it_is
    write("app/javascript/packs/application.js", "require(\"@rails/ujs\").start()\nrequire(\"turbolinks\").start()\n")
    with_shop_script("<%= javascript_pack_tag 'application', 'data-turbolinks-track': 'reload' %>")
    generate
    assert_no_file "public/turbolinks.js"
    assert_file("app/views/layouts/application.html.erb") { |text| refute_match "/turbolinks.js", text }
    assert_file("app/views/layouts/reviews_widget.html.erb") do |text|
      assert_match "javascript_pack_tag 'application'", text
      refute_match "/turbolinks.js", text
    end
    assert_file "Gemfile", /^gem (["'])turbolinks\1, (["'])~> 5\2$/
  end

  def test_a_shop_on_turbo_keeps_it_and_gets_no_turbolinks
    write("config/importmap.rb", "pin \"application\", preload: true\npin \"@hotwired/turbo-rails\", to: \"turbo.min.js\"\n")
    with_shop_script("<%= javascript_importmap_tags %>")
    output = generate
    assert_match "the shop loads Turbo, which the widget follows", output
    assert_no_file "public/turbolinks.js"
    assert_file("Gemfile") { |text| refute_match "turbolinks", text }
    assert_file("app/views/layouts/reviews_widget.html.erb") { |text| assert_match "<%= javascript_importmap_tags %>", text }
  end

  def test_without_turbolinks_neither_layout_loads_it
    generate "--skip-turbolinks"
    assert_no_file "public/turbolinks.js"
    assert_file("app/views/layouts/reviews_widget.html.erb") { |text| refute_match "turbolinks", text }
    assert_file("app/views/layouts/application.html.erb") { |text| refute_match "turbolinks", text }
  end

  def test_the_routes_come_after_the_shops_own_and_once
    2.times { generate }
    assert_file "config/routes.rb" do |text|
      assert_match(/get "shop\/index"\n(  #.*\n)*  reviews_widget_routes\nend\n\z/, text)
      assert_equal 1, text.scan("reviews_widget_routes").size
    end
  end

  def test_the_build_is_copied_into_public
    output = generate
    assert_file "public/reviews-bundle/manifest.json", /"build": "0123456789abcdef"/
    assert_file "public/reviews-bundle/assets/main-TEST.js"
    assert_match "copy  the widget's build 0123456789abcdef into public/reviews-bundle/", output
  end

  def test_it_says_what_is_left_with_this_applications_figures
    output = with_settings(locales: nil) { I18n.stub(:available_locales, %i[en]) { generate } }
    assert_match "Puma threads (config/puma.rb: 5)", output
    assert_match "RENDER_API_URL=http://127.0.0.1:3000 (the marketplace this application forwards to) and it\n   holds no Puma thread", output
    assert_match "give Puma 1 + 5 threads per page rendering at once", output
    assert_match "the widget's pages offer only en (I18n.available_locales: en)", output
    assert_match "config.locales = %w[en de ...]", output
    assert_match "app/views/layouts/reviews_widget.html.erb,\n   where marked", output
    assert_match "config/environments/production.rb has no config.hosts, so Rails takes any Host a\n   visitor sends. " \
                 "Set config.shop_origin", output
    write("config/environments/production.rb", "Rails.application.configure do\n  config.hosts << \"shop.example\"\nend\n")
    assert_match "The shop's origin: production's config.hosts names it", generate
  end
end
