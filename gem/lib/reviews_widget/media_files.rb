require "net/http"
require "reviews_widget/connection_pool"
require "reviews_widget/shop_origin"
require "reviews_widget/streamed_answer"

module ReviewsWidget
  # The marketplace's pictures and videos (/media/, /img/, /image-host/) when this application
  # serves them (config.media_url = false, or a page that still names them here): a Rack endpoint,
  # past the shop's controllers and sessions (the files are public), each streamed as it arrives
  # with the marketplace's own status and caching: a Range asked is a 206 with its part, an
  # If-None-Match a 304, and `Cache-Control: public, …, immutable` stays so, so the browser asks
  # again as seldom as the marketplace allows. No cookie goes either way.
  class MediaFiles
    ASKED = %w[Range If-Range If-None-Match If-Modified-Since Accept User-Agent].freeze
    ANSWERED = %w[Content-Type Content-Length Content-Range Accept-Ranges Cache-Control ETag Last-Modified Expires
                  Vary].freeze
    UNREACHABLE = [SystemCallError, IOError, SocketError, Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout].freeze

    def call(env)
      request = Rack::Request.new(env)
      config = ReviewsWidget.configuration
      answer = StreamedAnswer.new(ConnectionPool.for(config), asked(request, config))
      [answer.status, answered(answer.response), answer]
    rescue *UNREACHABLE => e
      Rails.logger&.warn("Reviews widget: #{request.path} from the marketplace failed: #{e.class} (#{e.message})")
      [502, { "Content-Type" => "text/plain", "Cache-Control" => "no-store" }, ["The marketplace did not answer."]]
    end

    private

    def asked(request, config)
      headers = ASKED.to_h { |name| [name, request.get_header("HTTP_#{name.upcase.tr('-', '_')}")] }.compact
      # Pictures and videos are compressed already: the bytes (and a Range's offsets) as they are.
      headers["Accept-Encoding"] = "identity"
      origin = ShopOrigin.new(config)
      headers["Host"] = origin.authority if origin.present?
      Net::HTTPGenericRequest.new(request.request_method, false, request.request_method != "HEAD", request.fullpath, headers)
    end

    def answered(response)
      headers = defined?(Rack::Headers) ? Rack::Headers.new : Rack::Utils::HeaderHash.new
      ANSWERED.each { |name| headers[name] = response[name] if response[name] }
      headers
    end
  end
end
