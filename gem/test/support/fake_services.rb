# The marketplace and the render service of an integration test, on FakeServers: the marketplace
# answers each path from `answers` (path with its query => [status, headers, body], or a block
# given the request that returns them; a path not there is a 404), and the render service renders every page with roots that name the page's address.
module ReviewsWidgetTest
  module FakeServices
    MARKETPLACE_TOKEN = "marketplace-token-123".freeze
    # The marketplace's page that carries the visitor's token, and the session cookie it starts.
    TOKEN_PAGE = [200, { "Content-Type" => "text/html", "Set-Cookie" => "_reviews_session=fresh; path=/; HttpOnly" },
                  %(<html><head><meta name="csrf-token" content="#{MARKETPLACE_TOKEN}"></head></html>)].freeze
    GUEST = [200, { "Content-Type" => "application/json" }, '{"reviewer":null,"exchange_rates":{"USD":1}}'].freeze

    def setup
      super
      Rails.cache.clear
      @answers = { "/reviews/how-it-works" => TOKEN_PAGE, "/reviews/me.json?exchange_rates=true" => GUEST }
      @marketplace = FakeServer.new do |request|
        answer = @answers.fetch(request.path, [404, {}, '{"error":"not found"}'])
        answer.respond_to?(:call) ? answer.call(request) : answer
      end
      @render_answer = lambda do |request|
        url = JSON.parse(request.body)["url"]
        [200, { "X-Render" => "rendered" }, { navbar: "<nav>#{url}</nav>", main: "<h1>#{url}</h1>", footer: "<p>footer</p>",
                                              head: '<link rel="preload" as="image" href="/img/1.webp">',
                                              first_screen_json: '{"answers":[]}', missing: [] }.to_json]
      end
      @service = FakeServer.new { |request| @render_answer.call(request) }
      @settings = ReviewsWidget.configuration.dup
      ReviewsWidget.configure do |config|
        config.marketplace_url = @marketplace.url
        config.render_url = @service.url
      end
    end

    def teardown
      ReviewsWidget.instance_variable_set(:@configuration, @settings)
      Thread.current[:reviews_widget_render]&.last&.finish
      Thread.current[:reviews_widget_render] = nil
      # Kept-alive connections closed first: the server's thread for each would wait for its next request.
      ReviewsWidget::MarketplaceConnections.close_all
      @marketplace.stop
      @service.stop
      super
    end

    def json_answer(object, status = 200) = [status, { "Content-Type" => "application/json" }, object.to_json]

    # What the widget's pages add to the marketplace's meta_data in app_meta (test_helper's settings).
    def added_meta = { "locale" => "en", "locales" => %w[en de] }

    # What the render service was asked to render, as it read it.
    def rendered_pages = @service.seen.map { |request| JSON.parse(request.body) }

    # Rails' token, as the widget reads it from a page's csrf_meta_tags (a page the marketplace answers).
    def rails_token(page = "/reviews/stores/copper")
      html_page page
      response.body[/<meta name="csrf-token" content="([^"]+)"/, 1]
    end

    def html_page(path, headers = {})
      get path, headers: { "Accept" => "text/html,application/xhtml+xml" }.merge(headers)
    end
  end
end
