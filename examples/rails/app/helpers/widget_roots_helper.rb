# app/helpers/widget_roots_helper.rb: the widget's roots from the render service, or empty roots
# when it is slow, down or refuses (the browser then renders them), each time with a log line.
require "net/http"

module WidgetRootsHelper
  RENDER_URI = URI(ENV.fetch("RENDER_URL", "http://127.0.0.1:3900/render"))
  # A little over the service's RENDER_TIMEOUT_MS (200 ms): the service's own fallback comes first.
  READ_TIMEOUT = Float(ENV.fetch("RENDER_READ_TIMEOUT", "0.25"))
  EMPTY_ROOTS = { "navbar" => "", "main" => "", "footer" => "", "head" => "", "first_screen_json" => "" }.freeze
  GIVE_UP = [Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout, SystemCallError, IOError,
             SocketError, JSON::ParserError].freeze

  # data: answers to the bundle's first GETs the controller has at hand (address => the JSON that
  # GET answers this visitor; the order of a query's parameters does not matter). The service asks
  # the host's API (its RENDER_API_URL) for the others as this visitor, with the headers sent here.
  def render_widget_roots(app_meta, data, signed_in:)
    body = { url: request.fullpath, meta: app_meta, signed_in: signed_in,
             csrf_token: form_authenticity_token,
             cookies_accepted: cookies["reviews_cookies_accepted"] == "1", data: data,
             headers: { "cookie" => request.headers["Cookie"].to_s,
                        "accept-language" => request.headers["Accept-Language"].to_s } }.to_json
    response = render_service.post(RENDER_URI.path, body, "Content-Type" => "application/json",
                                   "X-Render-Token" => ENV.fetch("RENDER_TOKEN", ""))
    unless response.is_a?(Net::HTTPOK)
      Rails.logger.warn("widget render: refused with #{response.code} #{response.body.to_s[0, 200]}; the page goes with empty roots")
      return EMPTY_ROOTS
    end
    roots = JSON.parse(response.body)
    if response["X-Render"] != "rendered"
      Rails.logger.warn("widget render: the service gave #{request.fullpath} up (slow or failed); the page goes with empty roots")
    elsif roots["missing"].present?
      Rails.logger.info("widget render: #{request.fullpath} rendered without #{roots['missing'].join(', ')}")
    end
    EMPTY_ROOTS.merge(roots)
  rescue *GIVE_UP => e
    Rails.logger.warn("widget render: #{e.class} (#{e.message}); the page goes with empty roots")
    forget_render_service
    EMPTY_ROOTS
  end

  private

  # One kept-alive connection per Puma thread; a connection that failed is not used again.
  def render_service
    http = Thread.current[:widget_render_http]
    return http if http&.started?

    http = Net::HTTP.new(RENDER_URI.host, RENDER_URI.port)
    http.open_timeout = 0.1        # a local service accepts at once, or is down
    http.write_timeout = 0.1
    http.read_timeout = READ_TIMEOUT
    http.keep_alive_timeout = 30   # below the service's 65 s
    http.max_retries = 0           # a page is never held for a second try
    Thread.current[:widget_render_http] = http.start
  end

  def forget_render_service
    Thread.current[:widget_render_http]&.finish
  rescue IOError
    nil
  ensure
    Thread.current[:widget_render_http] = nil
  end
end
