require "test_helper"
require "support/fake_services"

# The reviews on the shop's own product page: the section in the HTML from one call of the render
# service (the shop's page, the product's own id, the shop's store and look, the page's language),
# the answers it read beside it for the script to adopt, the reviews' own script, and the widget's
# stylesheet just before the section; with the service slow, down or falling back on a page never rendered, the element
# comes empty for the script (render_cache_test: a page rendered before keeps its section).
class ProductReviewsTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  SHOP = { shop_domain: "copper.example", shop_platform: "shopify", shop_api_token: "token-1" }.freeze
  # The section as the service renders it, its text escaped by it.
  SECTION = %(<div class="rv-root"><h2>Reviews</h2><p>&lt;b&gt;Lovely&lt;/b&gt;</p></div>).freeze
  FIRST_SCREEN = '{"me":{},"answers":[],"parts":["review-list"],"note":"\\u003c/script\\u003e"}'.freeze

  # The product's JSON-LD as the service computes it, a review's text that would close its script in it.
  STRUCTURED = { "@context" => "https://schema.org", "@type" => "Product", "name" => "Copper kettle",
                 "aggregateRating" => { "@type" => "AggregateRating", "ratingValue" => 4.5, "reviewCount" => 12 },
                 "review" => [{ "@type" => "Review", "reviewBody" => "</script><script>alert(1)</script>" }] }.freeze

  def setup
    super
    @render_answer = lambda do |_request|
      [200, { "X-Render" => "rendered" },
       { navbar: "", main: SECTION, footer: "", head: "", first_screen_json: FIRST_SCREEN, missing: [],
         structured_data: STRUCTURED }.to_json]
    end
  end

  def product_page(id = "8001", query: "sort_by=lowest", **settings)
    with_settings(**SHOP, theme: { "accent" => "#8a4b2a" }, **settings) { get "/catalogue/#{id}?#{query}" }
    assert_response :ok
    response.body
  end

  def element(body) = body[%r{<div data-reviews-product="([^"]*)">(.*?)</div>\n}m, 2]

  def test_the_section_comes_in_the_html_from_one_call_naming_the_page_the_product_the_shop_and_its_look
    body = product_page
    calls = @service.seen
    assert_equal 1, calls.size, "one call"
    assert_equal %w[POST /render], [calls.first.method, calls.first.path]
    asked = JSON.parse(calls.first.body)
    assert_equal "/catalogue/8001?sort_by=lowest", asked["url"], "the shop's page: its query holds the reviews' sort"
    assert_equal({ "external_id" => "8001",
                   "shop" => { "shop_domain" => "copper.example", "platform" => "shopify", "api_token" => "token-1",
                               "theme" => { "accent" => "#8a4b2a" } } }, asked["product_reviews"])
    assert_equal({ "locale" => "en" }, asked["meta"])
    assert_equal false, asked["signed_in"]
    assert_equal SECTION, element(body)
    assert_includes body, %(<script type="application/json" id="app_first_screen">#{FIRST_SCREEN}</script>)
    # The section's own stylesheet just before the section, in the body: what comes before it paints
    # without it; never the whole widget's.
    stylesheet = '<link rel="stylesheet" href="/reviews-bundle/assets/product-reviews-TEST.css">'
    assert_includes body, %(#{stylesheet}\n<div data-reviews-product="8001">)
    assert_equal 1, body.scan(stylesheet).size, "there alone, none in the head"
    refute_includes body, "styles-TEST.css", "never the widget's whole stylesheet"
    assert_includes body, '<script type="module" src="/reviews-bundle/assets/product-reviews-TEST.js"></script>'
    refute_includes body, "main-TEST.js", "never the widget's app"
    settings = body[%r{<script type="application/json" id="reviews_shop">(.*?)</script>}m, 1]
    assert_equal asked["product_reviews"]["shop"], JSON.parse(settings)
  end

  def test_the_shops_own_policy_keeps_its_strict_styles_gains_the_marketplaces_pictures_and_is_left_alone_when_the_shop_says_so
    product_page(media_url: "https://media.example")
    assert_equal "default-src 'self'; style-src 'self'; img-src 'self' https://media.example; " \
                 "media-src 'self' https://media.example", response.headers["Content-Security-Policy"]
    product_page(content_security_policy: false)
    assert_equal "default-src 'self'; style-src 'self'", response.headers["Content-Security-Policy"]
  end

  def structured_data(body) = body.scan(%r{<script type="application/ld\+json">(.*?)</script>}m).flatten

  def test_the_products_json_ld_is_written_once_from_the_answer_the_render_has_its_text_escaped
    body = product_page(query: "twice=1")
    assert_equal 1, @service.seen.size, "no second call"
    written = structured_data(body)
    assert_equal 1, written.size, "once on the page"
    assert_equal STRUCTURED, JSON.parse(written.first)
    refute_includes body, "<script>alert(1)"
    @render_answer = ->(_request) { [200, { "X-Render" => "fallback" }, { main: "", first_screen_json: "" }.to_json] }
    assert_empty structured_data(product_page("8002")), "none without a render"
    with_settings(**SHOP) { get "/grid", params: { ids: "8001,8002" } }
    refute_includes response.body, "ld+json", "never on a grid"
  end

  # The section is a guest's, kept for every visitor (ReviewsWidget::RenderCache): no visitor's cookie,
  # the shop's or the marketplace's, goes with its render.
  def test_the_section_is_a_guests_no_visitors_cookie_goes_to_the_service
    cookies["_shop_session"] = "shop-secret"
    cookies["_reviews_session"] = "marketplace-session"
    product_page
    asked = JSON.parse(@service.seen.first.body)
    assert_nil asked["headers"]
    refute_includes @service.seen.first.body, "secret"
    refute_includes @service.seen.first.body, "marketplace-session"
  end

  def test_a_service_slower_than_the_bound_leaves_the_element_empty_and_the_page_does_not_wait
    answered = Queue.new
    @render_answer = ->(_request) { answered.pop && [200, { "X-Render" => "rendered" }, "{}"] }
    body = nil
    events = events_of("render.reviews_widget") { body = product_page(render_timeout: 0.2) }
    answered << true
    assert_equal "", element(body)
    refute_includes body, "app_first_screen", "nothing to adopt: the script renders the section"
    assert_includes body, "product-reviews-TEST.js"
    assert_equal [%i[fallback timeout]], events.map { |event| event.payload.values_at(:outcome, :cause) }
  end

  def test_a_service_that_is_down_or_falls_back_leaves_the_element_empty
    port = TCPServer.open("127.0.0.1", 0) { |server| server.addr[1] }
    assert_equal "", element(product_page(render_url: "http://127.0.0.1:#{port}"))
    @render_answer = ->(_request) { [200, { "X-Render" => "fallback" }, { main: "", first_screen_json: "" }.to_json] }
    body = product_page
    assert_equal "", element(body)
    refute_includes body, "app_first_screen"
  end
end
