require "net/http"
require "reviews_widget/marketplace_connections"
require "reviews_widget/marketplace_cookies"
require "reviews_widget/shop_origin"
require "reviews_widget/streamed_answer"

module ReviewsWidget
  # The marketplace's pictures and videos (Facts::MEDIA_PATHS, which its answers name as paths of
  # the page's origin): a Rack endpoint, past the shop's controllers (the files need none
  # of their filters), as Active Storage serves its files.
  # - A page's picture (asked with the page as its Referer) is redirected to the media origin
  #   (config.media_url, by default the marketplace's own): Puma answers at once, never holding a
  #   thread while the file is sent, and the browser keeps the redirect for a day (a reviewer's
  #   upload, which the marketplace may show its owner alone, not at all).
  # - Without a media origin (config.media_url = false), or asked without a Referer (the widget's
  #   retry of a picture that failed: a reviewer's own photo before it is published, which needs
  #   their marketplace session), the file is passed on as it arrives, with the visitor's
  #   marketplace cookies: a Range is a 206 with its part, an If-None-Match a 304, and the
  #   marketplace's caching (`public, max-age=31536000, immutable`) stays as it is.
  class MediaFiles
    ASKED = %w[Range If-Range If-None-Match If-Modified-Since Accept User-Agent].freeze
    ANSWERED = %w[Content-Type Content-Length Content-Range Accept-Ranges Cache-Control ETag Last-Modified Expires
                  Vary].freeze
    # A connection not free within the open timeout (ConnectionPool::TimeoutError) is one not opened in time.
    UNREACHABLE = [SystemCallError, IOError, SocketError, Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout,
                   ConnectionPool::TimeoutError].freeze
    # How long a browser keeps a redirect to a file whose address never changes.
    REDIRECT_KEPT = "public, max-age=86400".freeze

    def call(env)
      request = Rack::Request.new(env)
      config = ReviewsWidget.configuration
      origin = config.media_origin
      return redirect(request, origin) if origin && request.referer

      answer = StreamedAnswer.new(MarketplaceConnections.for(config), asked(request, config))
      [answer.status, answered(answer.response), answer]
    rescue *UNREACHABLE => e
      Rails.logger&.warn("Reviews widget: #{request.path} from the marketplace failed: #{e.class} (#{e.message})")
      [502, headers("Content-Type" => "text/plain", "Cache-Control" => "no-store"), ["The marketplace did not answer."]]
    end

    private

    def redirect(request, origin)
      kept = request.path.match?(Facts::OWN_PHOTOS_PATHS) ? "no-cache" : REDIRECT_KEPT
      [302, headers("Location" => "#{origin}#{request.fullpath}", "Cache-Control" => kept), []]
    end

    def asked(request, config)
      headers = ASKED.to_h { |name| [name, request.get_header("HTTP_#{name.upcase.tr('-', '_')}")] }.compact
      # Pictures and videos are compressed already: the bytes (and a Range's offsets) as they are.
      headers["Accept-Encoding"] = "identity"
      cookies = MarketplaceCookies.new(config).request_header(request.get_header("HTTP_COOKIE"))
      headers["Cookie"] = cookies unless cookies.empty?
      origin = ShopOrigin.new(config)
      headers["Host"] = origin.authority if origin.present?
      Net::HTTPGenericRequest.new(request.request_method, false, request.request_method != "HEAD", request.fullpath, headers)
    end

    def answered(response) = headers(ANSWERED.to_h { |name| [name, response[name]] }.compact)

    # Headers as the Rack under Rails takes them (Rack 3: lower-case names).
    def headers(pairs)
      (defined?(Rack::Headers) ? Rack::Headers.new : Rack::Utils::HeaderHash.new).merge!(pairs)
    end
  end
end
