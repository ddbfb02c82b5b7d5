require "test_helper"
require "support/fake_services"

# The shop's origin is the one it sets: a Host or X-Forwarded-Host of another site changes nothing
# in a page or a redirect, and a redirect of the marketplace's goes to a path of this shop or nowhere.
class ShopOriginTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  STORE = "/reviews/stores/copper?format=json".freeze
  EVIL = { "Host" => "evil.example", "X-Forwarded-Host" => "evil.example", "X-Forwarded-Proto" => "https" }.freeze

  # The store's meta_data as a marketplace writes it: for the Host it was asked with, over its scheme.
  def store_meta(host)
    { "title" => "Copper", "canonical" => "http://#{host}/reviews/stores/copper",
      "structured_data" => [{ "@type" => "Organization", "url" => "http://#{host}/reviews/stores/copper",
                              "logo" => "https://cdn.example.net/copper.png" }] }
  end

  def setup
    super
    @answers[STORE] = ->(request) { json_answer("meta_data" => store_meta(request.headers["host"])) }
  end

  def test_a_host_and_x_forwarded_host_of_another_site_change_nothing_in_the_page
    # But what is new each page: the CSRF token and the style nonce.
    this_page = ->(html) { html.gsub(/"(csrf-token|csp-nonce)" content="[^"]+"/, "") }
    html_page "/reviews/stores/copper"
    expected = this_page.call(response.body)
    html_page "/reviews/stores/copper", EVIL
    assert_response :ok
    refute_match "evil.example", response.body
    assert_equal expected, this_page.call(response.body)
    assert_match %(<link rel="canonical" href="#{SHOP_ORIGIN}/reviews/stores/copper">), response.body
    assert_match %(<link rel="alternate" hreflang="de" href="#{SHOP_ORIGIN}/reviews/stores/copper?locale=de">), response.body
    assert_match %("url":"#{SHOP_ORIGIN}/reviews/stores/copper"), response.body, "JSON-LD"
    meta = rendered_pages.last["meta"]
    assert_equal "#{SHOP_ORIGIN}/reviews/stores/copper", meta["canonical"], "app_meta, as the render service got it"
    assert_equal "https://cdn.example.net/copper.png", meta["structured_data"].first["logo"], "another site's address kept"
    assert_equal ["shop.example.com"], @marketplace.seen.map { |request| request.headers["host"] }.uniq
  end

  def test_a_redirect_of_the_marketplaces_goes_to_a_path_of_this_shop_with_its_status_whatever_the_host
    @answers["/reviews/sunny-oak?format=json"] = [301, { "Location" => "/reviews/stores/sunny-oak?format=json" }, ""]
    html_page "/reviews/sunny-oak", EVIL
    assert_response :moved_permanently
    assert_equal "/reviews/stores/sunny-oak", response.headers["Location"]
    @answers["/reviews/users/ada?format=json"] = json_answer({ "error" => "sign in" }, 401)
    html_page "/reviews/users/ada", EVIL
    assert_equal "/login?return_to=%2Freviews%2Fusers%2Fada", response.headers["Location"]
    @answers["/login"] = [303, { "Location" => "http://shop.example.com/reviews?x=1#top" }, ""]
    token = rails_token
    post "/login", params: { email: "a@example.com", authenticity_token: token }, headers: EVIL
    assert_equal [303, "/reviews?x=1#top"], [response.status, response.headers["Location"]], "the shop's own address made relative"
  end

  def test_a_location_to_another_site_is_refused_with_a_502_and_said
    # (The fake marketplace's server writes a Location absolute, as the first of these arrives.)
    ["http://evil.example/reviews", "javascript:alert(1)"].each do |location|
      @answers[STORE] = [302, { "Location" => location }, ""]
      log = logged { html_page "/reviews/stores/copper" }
      assert_response :bad_gateway, location
      assert_nil response.headers["Location"], location
      assert_match "the marketplace redirected /reviews/stores/copper to #{location.inspect}, which is no path of this shop", log
      @answers["/api/v1/widgets/product_review"] = [302, { "Location" => location }, ""]
      get "/api/v1/widgets/product_review", headers: { "Accept" => "application/json" }
      assert_response :bad_gateway, location
      assert_nil response.headers["Location"], location
    end
  end

  def test_a_location_is_a_path_of_this_shop_or_nothing
    origin = ReviewsWidget::ShopOrigin.new
    marketplace = ReviewsWidget.configuration.marketplace_url
    { "/reviews/x?page=2" => "/reviews/x?page=2", "#{marketplace}/reviews/x" => "/reviews/x",
      "http://shop.example.com/reviews" => "/reviews", "https://shop.example.com" => "/",
      "//evil.example/reviews" => nil, "///evil.example" => nil, "/\\evil.example" => nil, "https:evil.example" => nil,
      "https://evil.example/reviews" => nil, "/\t/evil.example" => nil, " //evil.example" => nil, "http://shop.example.com.evil.example/" => nil,
      "http://shop.example.com@evil.example/" => nil, "javascript:alert(1)" => nil, "reviews/x" => nil, "" => nil }
      .each { |location, path| path ? assert_equal(path, origin.path_of(location), location) : assert_nil(origin.path_of(location), location) }
  end

  # Where a sign-in returns: the marketplace keeps a path of the site it was asked from (its
  # safeReturnTo, unit/return-to, runs these same cases) and redirects there; passed on here as a
  # path of this shop, a shop's own page survives, another site never.
  RETURN_PATHS = JSON.parse(File.read(File.join(REPOSITORY, "test/support/shapes/return-paths.json")))

  def test_a_sign_in_returns_to_a_path_of_this_shop_its_own_pages_too_and_never_to_another_site
    origin = ReviewsWidget::ShopOrigin.new
    assert_equal RETURN_PATHS.fetch("origin"), origin.to_s
    RETURN_PATHS.fetch("shop_paths").each { |path| assert_equal path, origin.path_of(path), path }
    RETURN_PATHS.fetch("other_sites").each { |value| assert_nil origin.path_of(value), value.inspect }
    shop_page = "/shop/product?id=1#review-x1"
    @answers["/login"] = [303, { "Location" => shop_page }, ""]
    post "/login", params: { email: "a@example.com", authenticity_token: rails_token }
    assert_equal [303, shop_page], [response.status, response.headers["Location"]]
  end

  def test_the_origin_is_the_configured_one_else_rails_own_settings
    app = Struct.new(:routes, :config)
    routes = Struct.new(:default_url_options)
    hosts = ->(list) { Struct.new(:hosts).new(list) }
    origin = ->(shop_origin, url_options, config_hosts) do
      config = ReviewsWidget::Configuration.new.tap { |c| c.shop_origin = shop_origin }
      ReviewsWidget::ShopOrigin.new(config, app.new(routes.new(url_options), hosts.call(config_hosts)))
    end
    assert_equal "https://shop.example", origin.call("https://shop.example/", {}, []).to_s
    assert_equal "https://shop.example:8443", origin.call(nil, { host: "shop.example", protocol: "https", port: 8443 }, []).to_s
    assert_equal "http://localhost:3000", origin.call(nil, {}, []).to_s, "in development and test: a new app's Puma"
    Rails.env.stub(:test?, false) do
      assert_equal "https://shop.example", origin.call(nil, {}, [/.*\.example/, ".shop.example", "shop.example"]).to_s
      refute origin.call(nil, {}, []).present?, "production without config.hosts or config.shop_origin"
    end
  end
end
