require "net/http"
require "json"
require "reviews_widget/facts"

module ReviewsWidget
  # What the render service answers for a page (docs/host-api.md, "The render service's route"): HTML for
  # the two roots, the footer and the head, and the first screen's JSON, already escaped for its
  # script element; for a product's reviews, the product's JSON-LD (structured_data, a Hash or nil).
  # All empty when the page goes without a render: the browser renders the roots.
  Roots = Struct.new(:navbar, :main, :footer, :head, :first_screen_json, :missing, :structured_data, keyword_init: true) do
    def rendered? = !first_screen_json.to_s.empty?
  end

  # POST /render to the render service over one kept-alive connection per thread (a Puma thread
  # renders its pages one after another), bound by config.render_timeout. Every call is an
  # ActiveSupport::Notifications event, render.reviews_widget, whose payload says how it ended
  # (outcome: :rendered or :fallback) and, for a fallback, why (cause: :refused, :gave_up,
  # :unreachable, :timeout or :malformed, with detail); ReviewsWidget::LogSubscriber logs each.
  # POST /badges, a grid's rating badges in one call, goes the same way (badges.reviews_widget).
  class RenderClient
    EMPTY = Roots.new(**Facts::RENDER_FALLBACK.transform_keys(&:to_sym)).freeze
    TIMEOUTS = [Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout].freeze
    UNREACHABLE = [SystemCallError, IOError, SocketError, EOFError].freeze
    # The service's route of a grid's rating badges (src/api/contract/render.ts BADGES_RENDER_PATH).
    BADGES_PATH = "/badges".freeze

    def initialize(config = ReviewsWidget.configuration)
      @config = config
    end

    # body: the page as docs/host-api.md's POST /render takes it (url, meta, signed_in, csrf_token,
    # cookies_accepted, data, headers).
    def render(body)
      payload = { url: body[:url] }
      ActiveSupport::Notifications.instrument("render.reviews_widget", payload) do
        exchange("/render", body, payload, EMPTY) do |answer|
          payload[:missing] = Array(answer["missing"])
          Roots.new(**EMPTY.to_h, **answer.slice(*Roots.members.map(&:to_s)).transform_keys(&:to_sym))
        end
      end
    end

    # body: the grid as docs/host-api.md's POST /badges takes it (shop, external_ids, locale,
    # when_none). Each id's badge as HTML, or {} on a fallback (the page's badges script fills them).
    def badges(body)
      payload = { ids: body[:external_ids].size }
      ActiveSupport::Notifications.instrument("badges.reviews_widget", payload) do
        exchange(BADGES_PATH, body, payload, {}.freeze) { |answer| answer["badges"].to_h.transform_values(&:to_s) }
      end
    end

    private

    # POSTs `body` to the service's `path`: the block's reading of a rendered answer, else `empty`.
    def exchange(path, body, payload, empty)
      response = post(service_path(path), body.to_json)
      return fallback(payload, :refused, "#{response.code} #{response.body.to_s[0, 200]}", empty) unless response.is_a?(Net::HTTPOK)

      answer = JSON.parse(response.body)
      return fallback(payload, :gave_up, "X-Render: #{response['X-Render']}", empty) if response["X-Render"] != "rendered"

      result = yield answer
      payload[:outcome] = :rendered
      result
    rescue *TIMEOUTS, *UNREACHABLE, JSON::ParserError => e
      forget_connection
      fallback(payload, cause_of(e), "#{e.class} (#{e.message})", empty)
    end

    def fallback(payload, cause, detail, empty)
      payload.merge!(outcome: :fallback, cause: cause, detail: detail)
      empty
    end

    def post(path, json)
      headers = { "Content-Type" => "application/json" }
      headers["X-Render-Token"] = @config.render_token if @config.render_token
      connection.post(path, json, headers)
    end

    def cause_of(error)
      case error
      when *TIMEOUTS then :timeout
      when JSON::ParserError then :malformed
      else :unreachable
      end
    end

    def service_path(path) = "#{@config.render_uri.path.chomp('/')}#{path}"
    # The thread's connection to the service, opened on its first page; a failed one is not reused.
    def connection
      key = [@config.render_url, @config.render_timeout, @config.render_open_timeout]
      kept_key, kept = Thread.current[:reviews_widget_render]
      return kept if kept_key == key && kept&.started?

      forget_connection if kept # settings changed (a test's), or closed
      uri = @config.render_uri
      http = Net::HTTP.new(uri.host, uri.port)
      http.use_ssl = uri.scheme == "https"
      http.open_timeout = @config.render_open_timeout
      http.write_timeout = @config.render_open_timeout
      http.read_timeout = @config.render_timeout
      http.keep_alive_timeout = 30 # below the service's 65 s: it never closes one about to be reused
      http.max_retries = 0         # a page is never held for a second try
      Thread.current[:reviews_widget_render] = [key, http.start]
      http
    end

    def forget_connection
      Thread.current[:reviews_widget_render]&.last&.finish
    rescue IOError
      nil
    ensure
      Thread.current[:reviews_widget_render] = nil
    end
  end
end
