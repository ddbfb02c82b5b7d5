require "net/http"
require "json"

module ReviewsWidget
  # The marketplace's API (config.marketplace_url) asked as the visitor: their cookies go both ways,
  # so their session, signed in or not, is the marketplace's; the page's own Host goes with every
  # request, so the addresses the marketplace answers (canonical, hreflang, JSON-LD) name the shop.
  class Marketplace
    Answer = Struct.new(:status, :headers, :body) do
      def ok? = status == 200

      def json
        JSON.parse(body)
      rescue JSON::ParserError
        nil
      end
    end

    # What is passed on of the visitor's request, and of the marketplace's answer.
    REQUEST_HEADERS = %w[Cookie Accept Accept-Language Content-Type X-CSRF-Token X-Redesign
                         X-Reviews-Locale User-Agent].freeze
    ANSWER_HEADERS = %w[content-type cache-control retry-after allow vary content-disposition].freeze
    CSRF_META = /<meta name="csrf-token" content="([^"]+)"/.freeze
    # A page of the marketplace's that carries the visitor's token (asked unrendered: the cookie).
    TOKEN_PAGE = "/reviews/how-it-works".freeze

    def initialize(request, config = ReviewsWidget.configuration)
      @request = request
      @config = config
      @cookies_set = []
    end

    # A GET of `path` (with its query) as the visitor, asked for JSON in the page's language (given
    # by the caller: I18n.locale is the thread's own, and a GET may run on a thread of its own).
    def get_json(path, locale)
      call(Net::HTTP::Get.new(path, headers.merge("Accept" => "application/json", "X-Reviews-Locale" => locale.to_s)))
    end

    # The visitor's request passed on as it came, but for its CSRF token: Rails has checked its own,
    # and the marketplace gets the one of the visitor's marketplace session (it checks its own).
    def forward
      write = !(@request.get? || @request.head?)
      token = marketplace_csrf_token if write
      body = form_with_token(token) || @request.raw_post if write
      # A write without a body goes without one, and without a type (Net::HTTP would give it a form's).
      forwarded = Net::HTTPGenericRequest.new(@request.request_method, body.present?, !@request.head?,
                                              @request.fullpath, headers)
      if write
        forwarded["Cookie"] = cookie_header
        forwarded["X-CSRF-Token"] = token if @request.headers["X-CSRF-Token"]
        body.present? ? forwarded.body = body : forwarded.delete("Content-Type")
      end
      answer = call(forwarded)
      answer.headers["set-cookie"] = @cookies_set + Array(answer.headers["set-cookie"])
      answer
    end

    # The marketplace's answer's headers to send on: its own and its cookies, its redirects made
    # relative to this host.
    def self.answer_headers(answer)
      sent = answer.headers.slice(*ANSWER_HEADERS)
      cookies = Array(answer.headers["set-cookie"])
      sent["Set-Cookie"] = cookies.join("\n") if cookies.any?
      location = answer.headers["location"]
      sent["Location"] = location.sub(%r{\Ahttps?://[^/]+}, "") if location
      sent
    end

    private

    def headers
      sent = REQUEST_HEADERS.to_h { |name| [name, @request.headers[name]] }.compact
      sent["Host"] = @request.host_with_port
      sent
    end

    def call(request)
      base = @config.marketplace_uri
      response = Net::HTTP.start(base.host, base.port, use_ssl: base.scheme == "https", open_timeout: 1,
                                                       read_timeout: @config.marketplace_timeout) do |http|
        http.request(request)
      end
      headers = {}
      response.each_name do |name|
        headers[name] = name == "set-cookie" ? response.get_fields(name) : response[name]
      end
      Answer.new(response.code.to_i, headers, response.body.to_s)
    end

    # The token of the visitor's marketplace session, as a page of the marketplace carries it; a
    # visitor without a session there gets its cookie with it, passed on to them.
    def marketplace_csrf_token
      cookies = [@request.headers["Cookie"], "reviews_render=browser"].compact.join("; ")
      page = call(Net::HTTP::Get.new(TOKEN_PAGE, headers.merge("Accept" => "text/html", "Cookie" => cookies)))
      @cookies_set = Array(page.headers["set-cookie"])
      page.body[CSRF_META, 1].to_s
    end

    # The visitor's cookies with those the token's page set in their place.
    def cookie_header
      pairs = @request.headers["Cookie"].to_s.split(/;\s*/).to_h { |pair| pair.split("=", 2) }
      @cookies_set.each do |cookie|
        name, value = cookie.split(";", 2).first.split("=", 2)
        pairs[name] = value
      end
      pairs.map { |name, value| "#{name}=#{value}" }.join("; ")
    end

    # A form's body with the marketplace's token in place of Rails' (the sign-in and sign-out forms).
    def form_with_token(token)
      return unless @request.content_mime_type&.symbol == :url_encoded_form

      fields = URI.decode_www_form(@request.raw_post)
      fields.map! { |name, value| [name, name == "authenticity_token" ? token : value] }
      URI.encode_www_form(fields)
    end
  end
end
