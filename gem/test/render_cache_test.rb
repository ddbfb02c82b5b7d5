require "test_helper"
require "support/fake_services"

# The shop's own pages keep the render service's last good HTML (ReviewsWidget::RenderCache): a
# grid's badges and a product's reviews are fresh for the ratings' lifetime (the service is not
# asked again), a stale copy is served while one request renders it anew, a render that times out
# or falls back after a good one serves the copy, and a page never rendered goes empty and is not
# kept.
class RenderCacheTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings
  include ActiveSupport::Testing::TimeHelpers

  SHOP = { shop_domain: "copper.example", shop_platform: "shopify", shop_api_token: "token-1" }.freeze
  SECTION = %(<div class="rv-root"><h2>Reviews</h2></div>).freeze
  FIRST_SCREEN = '{"me":{},"answers":[],"parts":[]}'.freeze
  BADGE = %(<a class="rv-root rv-badge" href="/reviews/stores/copper/products/p">4.5</a>).freeze
  FRESH = ReviewsWidget::Facts::RATINGS_MAX_AGE

  def setup
    super
    # A queue the test fills to hold the service's answers back, past the page's bound.
    @held = nil
    @render_answer = lambda do |request|
      @held&.pop
      asked = JSON.parse(request.body)
      answer = if asked["external_ids"]
                 { badges: asked["external_ids"].to_h { |id| [id, BADGE] } }
               else
                 { navbar: "", main: SECTION, footer: "", head: "", first_screen_json: FIRST_SCREEN, missing: [] }
               end
      [200, { "X-Render" => "rendered" }, answer.to_json]
    end
  end

  def teardown
    @held&.close
    super
  end

  def product_page(**settings)
    with_settings(**SHOP, **settings) { get "/catalogue/8001?sort_by=lowest" }
    assert_response :ok
    section = response.body[%r{<div data-reviews-product="8001">(.*?)</div>\n}m, 1]
    [section, response.body.include?(%(<script type="application/json" id="app_first_screen">#{FIRST_SCREEN}</script>))]
  end

  def grid(**settings)
    with_settings(**SHOP, **settings) { get "/grid", params: { ids: "101,102" } }
    assert_response :ok
    response.body.scan(%r{<div data-reviews-badge="(?:101|102)">(.*?)</div>}m).flatten
  end

  # The service answers no sooner than the page's bound: the page goes on without it.
  def with_a_slow_service(&)
    @held = Queue.new
    with_settings(render_timeout: 0.2, &)
  end

  def test_a_second_visit_within_the_ratings_lifetime_asks_the_service_nothing
    assert_equal [SECTION, true], product_page
    assert_equal [BADGE, BADGE], grid
    travel(FRESH - 1) do
      assert_equal [SECTION, true], product_page
      assert_equal [BADGE, BADGE], grid
    end
    assert_equal 2, @service.seen.size, "one render of the section, one of the grid"
    with_settings(**SHOP) { get "/catalogue/8001?sort_by=highest" }
    assert_equal 3, @service.seen.size, "another query is another page"
  end

  def test_a_render_that_times_out_or_falls_back_after_a_good_one_serves_its_html
    before = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    product_page && grid
    # How long ago the copies may have been kept, however slow the machine: travel holds the clock
    # there, its seconds whole.
    kept_within = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - before).ceil
    # Past the minute in which a stale copy stands in while a request renders anew.
    travel(2 * FRESH + 1) do
      events = events_of("kept.reviews_widget") do
        with_a_slow_service do
          assert_equal [SECTION, true], product_page
          assert_equal [BADGE, BADGE], grid
        end
      end
      assert_equal %i[product_reviews badges], events.map { |event| event.payload[:kind] }
      ages = 2 * FRESH..2 * FRESH + 1 + kept_within
      assert(events.all? { |event| ages.cover?(event.payload[:age]) }, "the copy's age, seconds: #{events.map { |event| event.payload[:age] }} in #{ages}")
    end
    travel(4 * FRESH) do
      @render_answer = ->(_request) { [200, { "X-Render" => "fallback" }, { main: "", first_screen_json: "", badges: {} }.to_json] }
      assert_equal [SECTION, true], product_page
      assert_equal [BADGE, BADGE], grid
    end
  end

  def test_a_first_render_that_times_out_is_empty_and_is_not_kept
    with_a_slow_service do
      assert_equal ["", false], product_page
      assert_equal ["", ""], grid
    end
    @held.close
    assert_equal [SECTION, true], product_page, "asked again, rendered"
    assert_equal [BADGE, BADGE], grid
  end

  # Past its lifetime, the copy is served to every request but the one that renders it anew.
  def test_a_stale_copy_is_served_while_one_request_renders_it_anew
    cache = ReviewsWidget::RenderCache.new(ActiveSupport::Cache::MemoryStore.new)
    good = :present?.to_proc
    cache.fetch(:badges, ["101"], good: good) { { "101" => "old" } }
    travel(FRESH + 1) do
      rendering = Queue.new
      release = Queue.new
      renderer = Thread.new do
        cache.fetch(:badges, ["101"], good: good) { (rendering << true) && release.pop && { "101" => "new" } }
      end
      rendering.pop
      assert_equal({ "101" => "old" }, cache.fetch(:badges, ["101"], good: good) { flunk "rendered twice at once" })
      release << true
      assert_equal({ "101" => "new" }, renderer.value)
      assert_equal({ "101" => "new" }, cache.fetch(:badges, ["101"], good: good) { flunk "rendered again while fresh" })
    end
  end
end
