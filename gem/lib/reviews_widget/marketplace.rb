require "net/http"
require "json"
require "reviews_widget/marketplace_connections"
require "reviews_widget/facts"
require "reviews_widget/marketplace_cookies"
require "reviews_widget/shop_origin"

module ReviewsWidget
  # The marketplace's API (config.marketplace_url) asked as the visitor, with what the shop names
  # and nothing else: the marketplace's own cookies (config.marketplace_cookies) both ways, so the
  # visitor's session there, signed in or not, is the marketplace's, and the shop's stay here; the
  # shop's configured Host (ShopOrigin), so the addresses it answers (canonical, hreflang, JSON-LD)
  # name the shop, whatever Host the request came with.
  class Marketplace
    # A redirect of the marketplace's to somewhere that is no path of this shop.
    class RefusedLocation < StandardError; end

    Answer = Struct.new(:status, :headers, :body) do
      def ok? = status == 200

      def redirect? = [301, 302, 303, 307, 308].include?(status)

      def json
        JSON.parse(body)
      rescue JSON::ParserError
        nil
      end
    end

    # What is passed on of the visitor's request (Cookie apart, by name), and of the marketplace's answer.
    REQUEST_HEADERS = (%w[Accept Accept-Language Content-Type User-Agent] + Facts::HEADERS.values).freeze
    ANSWER_HEADERS = %w[Content-Type Cache-Control Retry-After Allow Vary Content-Disposition].freeze
    CSRF_META = /<meta name="csrf-token" content="([^"]+)"/.freeze
    # A page of the marketplace's that carries the visitor's token (asked unrendered: the cookie).
    TOKEN_PAGE = "/reviews/how-it-works".freeze

    def initialize(request, config = ReviewsWidget.configuration)
      @request = request
      @config = config
      @cookies = MarketplaceCookies.new(config)
      @origin = ShopOrigin.new(config)
      @cookies_set = []
    end

    # A GET of `path` (with its query) as the visitor, asked for JSON in the page's language (given
    # by the caller: I18n.locale is the thread's own, and a GET may run on a thread of its own).
    def get_json(path, locale)
      call(Net::HTTP::Get.new(path, headers.merge("Accept" => "application/json", Facts::HEADERS.fetch("locale") => locale.to_s)))
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
        forwarded[Facts::HEADERS.fetch("csrf")] = token if @request.headers[Facts::HEADERS.fetch("csrf")]
        body.present? ? forwarded.body = body : forwarded.delete("Content-Type")
      end
      answer = call(forwarded)
      answer.headers["set-cookie"] = @cookies_set + Array(answer.headers["set-cookie"])
      answer
    end

    # The marketplace's answer's headers to send on: its own, its cookies (by name), its redirect
    # as a path of this shop (RefusedLocation when it is not one).
    def answer_headers(answer)
      sent = ANSWER_HEADERS.to_h { |name| [name, answer.headers[name.downcase]] }.compact
      cookies = @cookies.set_cookies(answer.headers["set-cookie"])
      sent["Set-Cookie"] = MarketplaceCookies.header_value(cookies) if cookies.any?
      location = answer.headers["location"]
      sent["Location"] = shop_path(location) if location
      sent
    end

    # A redirect of the marketplace's as a path of this shop.
    def shop_path(location)
      @origin.path_of(location) or
        raise RefusedLocation, "the marketplace redirected #{@request.path} to #{location.inspect}, which is no path of this shop"
    end

    # The visitor's request headers for the marketplace: the named ones, its cookies by name, this shop's Host.
    def headers
      sent = REQUEST_HEADERS.to_h { |name| [name, @request.headers[name]] }.compact
      sent["Cookie"] = @cookies.request_header(@request.headers["Cookie"])
      sent.delete("Cookie") if sent["Cookie"].empty?
      sent["Host"] = @origin.authority if @origin.present?
      sent
    end

    private

    def call(request)
      response = MarketplaceConnections.for(@config).with { |http| http.request(request) }
      headers = {}
      response.each_name do |name|
        headers[name] = name == "set-cookie" ? response.get_fields(name) : response[name]
      end
      Answer.new(response.code.to_i, headers, response.body.to_s)
    end

    # The token of the visitor's marketplace session, as a page of the marketplace carries it; a
    # visitor without a session there gets its cookie with it, passed on to them.
    def marketplace_csrf_token
      cookies = [headers["Cookie"], "#{Facts::COOKIES.fetch('browser_render')}=browser"].compact.join("; ")
      page = call(Net::HTTP::Get.new(TOKEN_PAGE, headers.merge("Accept" => "text/html", "Cookie" => cookies)))
      @cookies_set = Array(page.headers["set-cookie"])
      page.body[CSRF_META, 1].to_s
    end

    # The visitor's marketplace cookies with those the token's page set in their place.
    def cookie_header
      pairs = {}
      # The first of a name, as the marketplace reads it (the browser sends the narrowest path's first).
      headers["Cookie"].to_s.split(/;\s*/).each do |pair|
        name, value = pair.split("=", 2)
        pairs[name] ||= value
      end
      @cookies_set.each do |cookie|
        name, value = cookie.split(";", 2).first.split("=", 2)
        pairs[name] = value if @cookies.own?(name)
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
