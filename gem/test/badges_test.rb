require "test_helper"
require "support/fake_services"

# A grid of the shop's own with rating badges: each badge in the HTML from one call of the render
# service for the whole grid (the shop's store, its look, the page's language), the badges' own
# script and stylesheet with the shop's settings; with the service slow or down the badges' elements
# come empty, for the script to fill, and the log says why.
class BadgesTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  SHOP = { shop_domain: "copper.example", shop_platform: "shopify", shop_api_token: "token-1" }.freeze
  IDS = %w[101 102 103].freeze
  # A badge as the service renders it, its text escaped by it.
  BADGE = ->(id) { %(<a class="rv-root rv-badge" href="/reviews/stores/copper/products/#{id}">4.5 &lt;5&gt;</a>) }

  def setup
    super
    @render_answer = lambda do |request|
      asked = JSON.parse(request.body)
      [200, { "X-Render" => "rendered" }, { badges: asked["external_ids"].to_h { |id| [id, BADGE.(id)] } }.to_json]
    end
  end

  def grid(ids = IDS, **settings)
    with_settings(**SHOP, theme: { "accent" => "#8a4b2a" }, **settings) { get "/grid", params: { ids: ids.join(",") } }
    assert_response :ok
    response.body
  end

  def badge_elements(body) = body.scan(%r{<div data-reviews-badge="([^"]*)"(?: data-reviews-empty="none")?>(.*?)</div>}m)

  def test_a_grid_gets_each_badge_in_its_html_from_one_call_naming_the_shop_its_look_and_language
    grid
    calls = @service.seen
    assert_equal 1, calls.size, "one call for the whole grid"
    assert_equal %w[POST /badges], [calls.first.method, calls.first.path]
    assert_equal({ "shop" => { "shop_domain" => "copper.example", "platform" => "shopify", "api_token" => "token-1",
                               "theme" => { "accent" => "#8a4b2a" } },
                   "external_ids" => IDS, "locale" => "en", "when_none" => "text" }, JSON.parse(calls.first.body))
    assert_equal [*IDS.map { |id| [id, BADGE.(id)] }, ["not-in-the-call", ""]], badge_elements(body)
    assert_includes body, '<link rel="stylesheet" href="/reviews-bundle/assets/badges-TEST.css">'
    assert_includes body, '<script type="module" src="/reviews-bundle/assets/badges-TEST.js" fetchpriority="low"></script>'
    refute_includes body, "main-TEST.js", "never the widget's app"
    settings = body[%r{<script type="application/json" id="reviews_shop">(.*?)</script>}m, 1]
    assert_equal JSON.parse(calls.first.body)["shop"], JSON.parse(settings)
  end

  def test_the_shops_strict_style_policy_is_kept_and_gains_only_the_bundles_origin_when_it_is_another
    grid
    assert_equal "default-src 'self'; style-src 'self'", response.headers["Content-Security-Policy"]
    grid(bundle_host: "https://cdn.example")
    assert_equal "default-src 'self'; style-src 'self' https://cdn.example; script-src 'self' https://cdn.example",
                 response.headers["Content-Security-Policy"]
  end

  def test_a_grid_larger_than_a_call_takes_a_call_per_hundred_and_an_id_twice_is_asked_once
    ids = (1..150).map(&:to_s)
    badge_elements(grid(ids + ["7"]))
    asked = @service.seen.map { |call| JSON.parse(call.body)["external_ids"] }
    assert_equal [ids.first(100), ids.last(50)], asked
  end

  def test_nothing_for_a_product_without_reviews_is_the_shops_choice_and_its_elements_say_so
    body = grid(badge_when_none: "none")
    assert_equal "none", JSON.parse(@service.seen.first.body)["when_none"]
    assert_equal IDS.size + 1, body.scan('data-reviews-empty="none"').size, "the script fills them the same way"
  end

  def test_the_shops_settings_are_escaped_in_their_script_element
    body = grid(shop_api_token: "</script><script>alert(1)</script>")
    refute_includes body, "<script>alert(1)"
    assert_includes body, "\\u003c/script\\u003e"
  end

  def test_a_service_that_is_down_leaves_the_badges_empty_for_the_script_and_the_log_says_why
    port = TCPServer.open("127.0.0.1", 0) { |server| server.addr[1] }
    body = nil
    events = events_of("badges.reviews_widget") do
      log = logged { body = grid(render_url: "http://127.0.0.1:#{port}") }
      assert_match(/Reviews widget: 3 rating badges go empty, which the page's script fills; the render service is unreachable/, log)
    end
    assert_equal [%i[fallback unreachable]], events.map { |event| event.payload.values_at(:outcome, :cause) }
    assert_equal [*IDS.map { |id| [id, ""] }, ["not-in-the-call", ""]], badge_elements(body)
  end

  def test_a_service_slower_than_the_bound_leaves_them_empty_and_the_page_does_not_wait
    answered = Queue.new
    @render_answer = ->(_request) { answered.pop && [200, { "X-Render" => "rendered" }, '{"badges":{}}'] }
    body = grid(render_timeout: 0.2)
    answered << true
    assert_equal ["", "", "", ""], badge_elements(body).map(&:last)
  end

  def test_the_services_fallback_leaves_them_empty
    @render_answer = ->(_request) { [200, { "X-Render" => "fallback" }, '{"badges":{}}'] }
    assert_equal ["", "", "", ""], badge_elements(grid).map(&:last)
  end
end
