require "test_helper"

# The render call: every render and every fallback is a render.reviews_widget event with its cause
# and a log line, and a page always gets roots it can send.
class RenderClientTest < Minitest::Test
  include ReviewsWidgetTest::Settings

  ROOTS = { "navbar" => "<nav>n</nav>", "main" => "<h1>m</h1>", "footer" => "<p>f</p>", "head" => "",
            "first_screen_json" => "{\"answers\":[]}", "missing" => ["/reviews/carousels.json?q=product"] }.freeze
  PAGE = { url: "/reviews", meta: { "title" => "Reviews" }, signed_in: false, csrf_token: "t", data: {}, headers: {} }.freeze

  # The kept connection closed first: the server's thread for it would wait for its next request.
  def teardown
    Thread.current[:reviews_widget_render]&.last&.finish
    Thread.current[:reviews_widget_render] = nil
    @service&.stop
  end

  def service(&answer)
    @service = FakeServer.new(&answer)
  end

  # Renders PAGE against the service: the roots, the one event, and the log lines.
  def render_page(**settings)
    roots = nil
    log = nil
    events = events_of("render.reviews_widget") do
      with_settings(render_url: @service&.url || settings.delete(:render_url), **settings) do
        log = logged { roots = ReviewsWidget::RenderClient.new.render(PAGE) }
      end
    end
    assert_equal 1, events.size, "one event per page"
    [roots, events.first.payload, log]
  end

  def test_a_render_gives_the_service_roots_and_says_what_the_page_went_without
    service { [200, { "X-Render" => "rendered", "Content-Type" => "application/json" }, ROOTS.to_json] }
    roots, payload, log = render_page
    assert roots.rendered?
    assert_equal "<h1>m</h1>", roots.main
    assert_equal({ url: "/reviews", outcome: :rendered, missing: ["/reviews/carousels.json?q=product"] }, payload)
    assert_match %r{Reviews widget: rendered /reviews in [\d.]+ms without /reviews/carousels.json\?q=product}, log
    request = @service.seen.first
    assert_equal ["POST", "/render"], [request.method, request.path]
    assert_equal PAGE.to_json, request.body
  end

  def test_the_services_own_fallback_is_a_fallback_given_up
    service { [200, { "X-Render" => "fallback" }, ROOTS.merge("first_screen_json" => "").to_json] }
    roots, payload, log = render_page
    refute roots.rendered?
    assert_equal "", roots.main
    assert_equal %i[fallback gave_up], payload.values_at(:outcome, :cause)
    assert_match "Reviews widget: /reviews goes with empty roots, which the browser renders; the render service gave it up", log
  end

  def test_a_refusal_is_a_fallback_with_the_services_status_and_reason
    service { |request| request.headers["x-render-token"] == "right" ? [200, {}, "{}"] : [401, {}, '{"error":"missing or wrong X-Render-Token"}'] }
    roots, payload, log = render_page(render_token: "wrong")
    assert_equal "", roots.navbar
    assert_equal :refused, payload[:cause]
    assert_match "the render service refused it: 401 {\"error\":\"missing or wrong X-Render-Token\"}", log
    assert_equal "wrong", @service.seen.first.headers["x-render-token"], "the token goes with the render"
  end

  def test_a_service_that_is_down_is_a_fallback_unreachable
    port = TCPServer.open("127.0.0.1", 0) { |server| server.addr[1] } # free, and nobody listens there
    roots, payload, log = render_page(render_url: "http://127.0.0.1:#{port}")
    refute roots.rendered?
    assert_equal :unreachable, payload[:cause]
    assert_match(/the render service is unreachable: Errno::ECONNREFUSED/, log)
  end

  def test_a_service_slower_than_the_bound_is_a_fallback_timeout_and_the_page_does_not_wait_for_it
    answered = Queue.new
    service { answered.pop && [200, { "X-Render" => "rendered" }, ROOTS.to_json] }
    roots, payload, log = render_page(render_timeout: 0.2)
    answered << true
    refute roots.rendered?
    assert_equal :timeout, payload[:cause]
    assert_operator payload.fetch(:detail), :start_with?, "Net::ReadTimeout"
    assert_match "did not answer within config.render_timeout", log
  end

  def test_an_answer_that_is_not_json_is_a_fallback_malformed
    service { [200, { "X-Render" => "rendered" }, "<html>a proxy's error page</html>"] }
    roots, payload, = render_page
    refute roots.rendered?
    assert_equal :malformed, payload[:cause]
  end

  def test_a_thread_keeps_its_connection_between_pages_and_drops_a_failed_one
    service { [200, { "X-Render" => "rendered" }, ROOTS.to_json] }
    2.times { render_page }
    assert_equal 1, @service.connections, "the second page reused the first page's connection"
    Thread.current[:reviews_widget_render].last.finish # as a connection the service closed
    render_page
    assert_equal 2, @service.connections
  end
end
