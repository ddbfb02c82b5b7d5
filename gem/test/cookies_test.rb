require "test_helper"
require "support/fake_services"

# The marketplace's cookies, by name, both ways: the shop's own (its session, its cart) never reach
# the marketplace or the render service, and the marketplace sets none of the shop's.
class CookiesTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  HEART = "/reviews/profile/follows/heart".freeze
  # A visitor of the shop signed in to both: the shop's session and cart, the marketplace's session
  # and a device cookie of its sign-in.
  VISITOR = "_shop_session=SHOP-SECRET; shop_cart=3; _reviews_session=abc; _reviews_device_k1=d1".freeze
  MARKETPLACE_ONLY = "_reviews_session=abc; _reviews_device_k1=d1".freeze

  def setup
    super
    @answers["/reviews/stores/copper?format=json"] = json_answer("meta_data" => { "title" => "Copper" })
    @answers["/api/v1/widgets/product_review?page=1"] = json_answer("reviews" => [])
    @answers[HEART] = json_answer("status" => "ok")
  end

  def test_the_shops_cookies_reach_neither_the_marketplace_nor_the_render_service
    html_page "/reviews/stores/copper", "Cookie" => VISITOR
    token = response.body[/<meta name="csrf-token" content="([^"]+)"/, 1]
    session = set_cookie_lines.join("\n")[/^_test_shop_session=[^;]+/] || "" # the page's CSRF token, in Rails' session
    get "/api/v1/widgets/product_review?page=1", headers: { "Accept" => "application/json", "Cookie" => VISITOR }
    post HEART, params: "{}", headers: { "Content-Type" => "application/json", "X-CSRF-Token" => token,
                                         "Cookie" => "#{VISITOR}; #{session}" }
    assert_response :ok
    asked = @marketplace.seen
    assert_equal ["/reviews/me.json?exchange_rates=true", "/reviews/stores/copper?format=json",
                  "/api/v1/widgets/product_review?page=1", "/reviews/how-it-works", HEART].sort, asked.map(&:path).sort
    asked.each do |request|
      cookies = request.headers["cookie"].to_s
      refute_match(/_shop_session|shop_cart|SHOP-SECRET|_test_shop_session/, cookies, "#{request.path}: the shop's cookies")
      names = cookies.split("; ").map { |pair| pair.split("=").first } - ["reviews_render"] # the token page's, asked unrendered
      assert_equal %w[_reviews_session _reviews_device_k1], names, "#{request.path}: the marketplace's own"
    end
    assert_equal({ "cookie" => MARKETPLACE_ONLY, "accept-language" => "" }, rendered_pages.first["headers"])
  end

  def test_a_set_cookie_of_the_shops_is_dropped_and_said_once_and_the_marketplaces_is_the_widgets_paths
    @answers["/api/v1/widgets/product_review?page=1"] = [
      200, { "Content-Type" => "application/json",
             "Set-Cookie" => ["_shop_session=ATTACKER-CHOSEN; Path=/", "shop_cart=0; Path=/shop",
                              "_reviews_session=new; Domain=example.com; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
                              "_reviews_device_k1=d2; Path=/login; HttpOnly", "reviews_locale=de; Path=/shop"] },
      "{}"
    ]
    log = logged do
      2.times { get "/api/v1/widgets/product_review?page=1", headers: { "Accept" => "application/json" } }
    end
    set = set_cookie_lines
    refute_match(/ATTACKER|shop_cart|reviews_locale/, set.join("\n"))
    assert_equal(ReviewsWidget::MarketplaceCookies::PATHS.map do |path|
      "_reviews_session=new; Path=#{path}; Max-Age=60; HttpOnly; SameSite=Lax; Secure"
    end + ["_reviews_device_k1=d2; Path=/login; HttpOnly; Secure"], set, "no Domain: this shop's host's, on the widget's paths")
    assert_equal 1, log.scan("the marketplace's Set-Cookie _shop_session was dropped: it is not one of " \
                             "config.marketplace_cookies").size, log
    assert_equal 1, log.scan("Set-Cookie reviews_locale was dropped: its Path is none of the widget's").size, log
  end

  def test_a_pages_answers_set_the_marketplaces_cookies_alone
    @answers["/reviews/me.json?exchange_rates=true"] = [
      200, { "Content-Type" => "application/json",
             "Set-Cookie" => ["_reviews_visitor=v1; Path=/; HttpOnly", "shop_wishlist=ATTACKER-CHOSEN; Path=/"] },
      '{"reviewer":null}'
    ]
    html_page "/reviews/stores/copper"
    set = set_cookie_lines
    assert_includes set, "_reviews_visitor=v1; Path=/reviews; HttpOnly; Secure"
    refute_match "ATTACKER", set.join("\n")
  end

  def test_several_set_cookie_values_are_lines_under_rack_2_and_an_array_under_rack_3
    lines = ["a=1; Path=/reviews", "a=1; Path=/login"]
    assert_equal "a=1; Path=/reviews\na=1; Path=/login", ReviewsWidget::MarketplaceCookies.header_value(lines, "2.2.22")
    assert_equal lines, ReviewsWidget::MarketplaceCookies.header_value(lines, "3.0.0")
  end

  def test_the_default_names_are_every_cookie_the_reference_host_and_the_bundle_set
    named = Dir[File.join(REPOSITORY, "{fixtures/host,src}/**/*.ts")].flat_map do |file|
      File.read(file).scan(/export const \w+_COOKIE(?:_PREFIX)? = "([^"]+)"/).flatten
    end
    refute_empty named
    cookies = ReviewsWidget::MarketplaceCookies.new(ReviewsWidget::Configuration.new)
    named.each { |name| assert cookies.own?("#{name}x") || cookies.own?(name), name }
    refute cookies.own?("_shop_session")
  end
end
