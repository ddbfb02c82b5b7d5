require "test_helper"
require "open3"

# ReviewsWidget.configure: defaults that work beside npm start and npm run render-server, and a
# setting that cannot work stops the boot with what is wrong.
class ConfigurationTest < Minitest::Test
  def config(**settings)
    ReviewsWidget::Configuration.new.tap { |config| settings.each { |name, value| config.public_send("#{name}=", value) } }
  end

  def problem(**settings)
    assert_raises(ReviewsWidget::ConfigurationError) { config(**settings).validate! }.message
  end

  def test_the_defaults_are_the_projects_own_processes_on_this_machine
    defaults = config.validate!
    assert_equal "http://127.0.0.1:3000", defaults.marketplace_url
    assert_equal "http://127.0.0.1:3900", defaults.render_url
    assert_equal "reviews-bundle", defaults.bundle_folder
    assert_equal 0.25, defaults.render_timeout
  end

  def test_the_languages_default_to_those_of_the_application_the_widget_speaks
    I18n.stub(:available_locales, %i[en de ja]) { assert_equal %w[en de], config.locales }
    I18n.stub(:available_locales, %i[ja]) { assert_equal %w[en], config.locales, "English when it speaks none of them" }
    assert_equal %w[fr ar], config(locales: %i[fr ar]).locales
  end

  def test_each_wrong_setting_is_named_with_its_value_and_what_it_takes
    assert_match 'config.marketplace_url must be an http(s) origin such as http://127.0.0.1:3000, not "127.0.0.1:3000"',
                 problem(marketplace_url: "127.0.0.1:3000")
    assert_match "config.render_url must be an http(s) origin", problem(render_url: "http://127.0.0.1:3900/render")
    assert_match "config.render_url must be an http(s) origin", problem(render_url: "ftp://127.0.0.1")
    assert_match "config.bundle_host must be an http(s) origin or nil", problem(bundle_host: "cdn.example.com/x?y")
    assert_match "config.render_timeout must be a number of seconds above 0, not \"0.25\"", problem(render_timeout: "0.25")
    assert_match "config.marketplace_timeout must be a number of seconds above 0, not 0", problem(marketplace_timeout: 0)
    assert_match "config.locales: the widget does not speak ja, pt (it speaks en de fr es it nl ar)", problem(locales: %w[en ja pt])
    assert_match "config.locales must not be empty", problem(locales: [])
    assert_match "config.bundle_folder must be a folder under public/", problem(bundle_folder: "../secrets")
    assert_match "config.render_token must be a string or nil", problem(render_token: 42)
    assert_match "config.theme must be a Hash of theme property names", problem(theme: { "accent;" => "#fff" })
    assert_match "config.theme must be a Hash of theme property names", problem(theme: "dark")
    assert_match 'config.color_scheme must be "light", "dark", "auto" or nil, not "dusk"', problem(color_scheme: "dusk")
    assert_match 'config.font must be "inherit", "own" or nil, not "Georgia"', problem(font: "Georgia")
    assert_match "config.shop_domain, config.shop_platform and config.shop_api_token name the shop's store on the " \
                 "marketplace together (three strings, or all nil), not [\"shop.example\", nil, nil]",
                 problem(shop_domain: "shop.example")
    assert_match 'config.badge_when_none must be "text" or "none", not "hide"', problem(badge_when_none: "hide")
  end

  def test_the_look_goes_into_app_meta_as_set_and_nothing_when_unset
    assert_equal({}, config.look)
    look = config(theme: { accent: "#8a4b2a", "radius" => "6px" }, color_scheme: "auto", font: "inherit").validate!.look
    assert_equal({ "theme" => { "accent" => "#8a4b2a", "radius" => "6px" }, "color_scheme" => "auto", "font" => "inherit" }, look)
  end

  def test_every_wrong_setting_is_said_at_once
    message = problem(marketplace_url: "x", render_timeout: -1)
    assert_match "config.marketplace_url", message
    assert_match "config.render_timeout", message
  end

  # A production application of its own, booted in a process of its own with `setup` (Ruby) run
  # first: its output, and whether it booted.
  def boot_in_production(setup)
    script = <<~RUBY
      require "rails"; require "action_controller/railtie"; require "reviews_widget"
      class BootShop < Rails::Application
        config.eager_load = false; config.logger = Logger.new(nil); config.secret_key_base = "x" * 64
      end
      #{setup}
      BootShop.initialize!
      puts "booted"
    RUBY
    output, status = Open3.capture2e({ "RAILS_ENV" => "production" }, "ruby", "-I", File.join(GEM_ROOT, "lib"), "-e", script)
    [output, status.success?]
  end

  # A real boot: the error is the boot's, before any page, in one line naming each setting. In
  # production, where config.hosts is empty by default: without config.shop_origin too, the
  # widget's pages would name whatever Host a visitor sends (gem/test/shop_origin_test.rb:
  # config.hosts naming the shop is enough).
  def test_an_application_whose_initializer_sets_a_wrong_value_does_not_boot_and_says_why_in_one_line
    output, booted = boot_in_production('ReviewsWidget.configure { |config| config.render_url = "localhost:3900" }')
    refute booted
    assert_match(/\Areviews_widget: config.initializers.reviews_widget.rb: config.render_url must be an http\(s\) origin/, output)
    assert_match "config.shop_origin must be set (\"https://shop.example.com\"): this environment has neither it nor " \
                 "a name in config.hosts", output
    assert_equal 1, output.lines.size, "one line, no backtrace: #{output}"
  end

  # A build step (rails assets:precompile) loads the application without serving it, and often
  # without the server's environment: the shop's origin is checked where pages are served.
  def test_the_shops_origin_is_checked_where_the_application_serves_not_in_a_rake_task
    # The same application refuses to boot to serve (the test above).
    in_rake_task = 'require "rake"; Rake.application.init("rails", ["assets:precompile"])'
    assert_equal ["booted\n", true], boot_in_production(in_rake_task)
  end

  def test_a_process_serves_unless_it_runs_a_rake_task
    rake = Struct.new(:top_level_tasks)
    assert ReviewsWidget::BootCheck.serving?(nil), "no rake: rails server, puma, a console"
    assert ReviewsWidget::BootCheck.serving?(rake.new([])), "rake loaded, no task run"
    refute ReviewsWidget::BootCheck.serving?(rake.new(["assets:precompile"]))
  end
end
