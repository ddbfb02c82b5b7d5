require "test_helper"
require "support/fake_services"

# reviews_widget_routes take the widget's paths only: its pages (a visit not asking for data), what it
# asks the marketplace for, and nothing else, so the shop's own paths and 404s stay the shop's.
class RoutesTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  HTML = { "Accept" => "text/html,application/xhtml+xml" }.freeze
  JSON_ACCEPT = { "Accept" => "application/json" }.freeze

  # :page when the widget's page answered, :forwarded with the path the marketplace was asked.
  def handled(path, headers)
    before = @marketplace.seen.size
    get path, headers: headers
    return :page if controller.is_a?(ReviewsWidget::PagesController)

    [:forwarded, @marketplace.seen[before..].map(&:path)]
  end

  def test_a_visit_asking_for_html_is_a_page_of_the_widget
    ["/reviews", "/reviews/search?q=kettle", "/reviews/stores/copper/products/pan", "/login"].each do |path|
      assert_equal :page, handled(path, HTML), path
    end
  end

  # A crawler's, a link preview's or curl's visit is the shop's page as a browser's is.
  def test_a_visit_with_any_accept_a_browser_or_crawler_sends_is_a_page_of_the_widget
    [{ "Accept" => "*/*", "User-Agent" => "facebookexternalhit/1.1" }, { "Accept" => "*/*", "User-Agent" => "curl/7.88.1" },
     {}, { "Accept" => "text/html;q=0.9, */*;q=0.8" }, { "Accept" => "application/xhtml+xml" }].each do |headers|
      ["/reviews/stores/copper", "/login", "/logout"].each do |path|
        assert_equal :page, handled(path, headers), "#{path} #{headers}"
      end
    end
  end

  # The marketplace would answer its own HTML, without the shop's header or its policy.
  def test_a_page_asked_as_json_or_a_picture_is_still_the_shops_page
    [JSON_ACCEPT, { "Accept" => "image/webp" }].each do |headers|
      ["/reviews/feed", "/reviews/stores/copper/products/pan", "/reviews/profile/ada", "/login"].each do |path|
        assert_equal :page, handled(path, headers), "#{path} #{headers}"
        assert_equal "text/html", response.media_type
        assert_includes response.body, '<main id="main"', "in the shop's layout"
        assert_match(/script-src/, response.headers["Content-Security-Policy"], "with the widget's policy")
      end
    end
  end

  def test_the_widgets_calls_go_to_the_marketplace_as_they_came
    ["/reviews/me.json?exchange_rates=true", "/reviews/stores/copper?format=json", "/reviews.json",
     "/api/v1/widgets/product_review?page=2", "/products/p1/reviews_with_media?page=1", "/shipping_countries.json",
     "/media/review-pictures/huge/a.webp", "/img/products/p1-400.webp", "/image-host/flags/us.png"].each do |path|
      assert_equal [:forwarded, [path]], handled(path, JSON_ACCEPT), path
    end
    assert_equal [:forwarded, ["/reviews/people.json"]], handled("/reviews/people.json", HTML), "a .json path is data, asked as HTML too"
    assert_equal [:forwarded, ["/reviews/profile/follows"]], handled("/reviews/profile/follows", JSON_ACCEPT),
                 "a path of the widget's data that a reviewer's profile could have"
    assert_equal [:forwarded, ["/reviews/profile/review-photos/7"]],
                 handled("/reviews/profile/review-photos/7", { "Accept" => "image/avif,image/webp,*/*;q=0.8" }),
                 "a reviewer's own photo, asked by an <img>"
  end

  # The manifest's policy_pages (the fixture build's: /terms and /privacy).
  def test_a_policy_page_the_shop_has_no_route_for_is_the_marketplaces
    with_settings(marketplace_public_url: "https://reviews.example.com") do
      get "/terms?locale=de", headers: HTML
      assert_equal [302, "https://reviews.example.com/terms?locale=de"], [response.status, response.headers["Location"]]
    end
    get "/privacy", headers: HTML
    assert_equal [200, "the shop's privacy policy"], [response.status, response.body], "a route of the shop's own comes first"
    assert_empty @marketplace.seen
  end

  def test_every_other_path_is_the_shops_own_and_its_404_too
    get "/shop"
    assert_equal "the shop", response.body
    ["/shop/nope", "/nope", "/reviewsx", "/api", "/contact", "/products/p1"].each do |path|
      assert_raises(ActionController::RoutingError, path) { get path, headers: HTML }
    end
    assert_empty @marketplace.seen
  end
end
