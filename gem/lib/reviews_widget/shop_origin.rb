require "uri"

module ReviewsWidget
  # The shop's origin, as the shop sets it, never as a request names it: Rails takes Host, and the
  # last X-Forwarded-Host, from any visitor (config.hosts, which would refuse another, is empty
  # outside development). The canonical address, hreflang, app_meta and JSON-LD name it; a
  # redirect goes to a path of it.
  class ShopOrigin
    def initialize(config = ReviewsWidget.configuration, app = (Rails.application if defined?(Rails)))
      @config = config
      @app = app
    end

    # config.shop_origin; else Rails' own: routes.default_url_options' host; outside development and
    # test, the first name of config.hosts (https); in development and test, localhost on the port
    # Puma's config/puma.rb takes (PORT, else 3000). nil when none is set.
    def to_s
      @to_s ||= (@config.shop_origin.presence || from_url_options || default)&.to_s&.chomp("/")
    end

    def present? = !to_s.nil?

    def https? = to_s&.start_with?("https:") || false

    # host, with its port when not the scheme's: the Host the marketplace is asked with.
    def authority = present? ? authority_of(URI(to_s)) : nil

    # `meta` with every address of this shop, or of the marketplace, in its canonical and its
    # JSON-LD named at this origin (the marketplace wrote them for the Host it was asked with,
    # over its own scheme).
    def own_addresses(meta)
      return meta unless present?

      meta.merge(meta.slice("canonical", "structured_data").transform_values { |value| rewrite(value) })
    end

    # A Location of the marketplace's as a path of this shop: its own absolute addresses and this
    # shop's made relative, a path kept; nil for anything else (another host, `//other`, another scheme).
    def path_of(location)
      # A browser reads `///other`, `/\other`, and `/<tab>/other`, as another host's address.
      return nil if location.to_s.match?(%r{\A[/\\]{2}|[\\[:cntrl:][:space:]]})

      uri = URI.parse(location.to_s)
      absolute = uri.scheme || uri.host
      return nil if absolute && !(%w[http https].include?(uri.scheme) && known?(uri))

      path = uri.path.to_s.empty? && absolute ? "/" : uri.path.to_s
      return nil unless path.start_with?("/") && !path.start_with?("//")

      [path, uri.query && "?#{uri.query}", uri.fragment && "##{uri.fragment}"].join
    rescue URI::InvalidURIError
      nil
    end

    private

    def rewrite(value)
      case value
      when Hash then value.transform_values { |item| rewrite(item) }
      when Array then value.map { |item| rewrite(item) }
      when %r{\Ahttps?://}i
        uri = URI.parse(value)
        known?(uri) ? "#{to_s}#{path_of(value)}" : value
      else value
      end
    rescue URI::InvalidURIError
      value
    end

    def known?(uri)
      uri.host.present? && [authority, authority_of(@config.marketplace_uri)].include?(authority_of(uri))
    end

    def authority_of(uri)
      uri.port == uri.default_port ? uri.host : "#{uri.host}:#{uri.port}"
    end

    def from_url_options
      options = @app&.routes&.default_url_options || {}
      return unless options[:host]

      protocol = options[:protocol].to_s.delete_suffix("://").presence || "http"
      return options[:host] if options[:host].to_s.match?(%r{\Ahttps?://})

      "#{protocol}://#{options[:host]}#{":#{options[:port]}" if options[:port]}"
    end

    def default
      return "http://localhost:#{ENV.fetch('PORT', '3000')}" if local_environment?

      name = Array(@app&.config&.hosts).find { |host| host.is_a?(String) && host.match?(/\A[\w-]+(\.[\w-]+)*\z/) }
      "https://#{name}" if name
    end

    def local_environment?
      defined?(Rails) && (Rails.env.development? || Rails.env.test?)
    end
  end
end
