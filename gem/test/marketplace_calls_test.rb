require "test_helper"
require "support/fake_services"

# How the shop calls the marketplace: over kept-alive connections bound in every phase, and, for a
# page's two GETs side by side, on threads inside Rails' executor.
class MarketplaceCallsTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  # Whether Rails' executor wrapped each GET of the marketplace's, as it ran.
  module ExecutorSeen
    class << self
      attr_accessor :seen
    end
    self.seen = []

    def get_json(...)
      ExecutorSeen.seen << Rails.application.executor.active?
      super
    end
  end
  ReviewsWidget::Marketplace.prepend(ExecutorSeen)

  def setup
    super
    ExecutorSeen.seen = []
    @answers["/reviews/stores/copper?format=json"] = json_answer("meta_data" => { "title" => "Copper" })
  end

  def test_a_pages_gets_run_inside_rails_executor
    html_page "/reviews/stores/copper"
    assert_response :ok
    assert_equal [true, true], ExecutorSeen.seen
  end

  def test_calls_share_kept_alive_connections
    3.times { html_page "/reviews/stores/copper" }
    assert_equal 6, @marketplace.seen.size
    assert_operator @marketplace.connections, :<=, 2, "a page's two GETs at once, then the same two again"
  end

  def test_a_connection_is_bound_to_connect_send_and_read_within_the_settings
    with_settings(marketplace_open_timeout: 0.5, marketplace_timeout: 7) do
      pool = ReviewsWidget::MarketplaceConnections.for(ReviewsWidget.configuration)
      http = pool.checkout
      assert_equal [0.5, 7, 7], [http.open_timeout, http.read_timeout, http.write_timeout]
      pool.checkin(http, kept: false)
    end
  end

  def test_a_connection_left_by_a_break_goes_back_to_the_pool
    pool = ReviewsWidget::MarketplaceConnections.for(ReviewsWidget.configuration)
    # Asked once through it, so the marketplace has seen its connection before it is counted.
    left = pool.with do |http|
      http.get("/reviews/stores/copper?format=json")
      break http
    end
    # Another thread: a connection still held by this one would not be its to take.
    taken = Thread.new { pool.with { |http| http } }.value
    assert_same left, taken, "the connection the break left is the next one taken"
    assert_predicate taken, :started?, "kept alive"
    assert_equal 1, @marketplace.connections, "one connection opened"
  end
end
