require "uri"
require "reviews_widget/facts"
require "reviews_widget/settings"
require "reviews_widget/shop_origin"
require "reviews_widget/theme_sheet"

module ReviewsWidget
  # A setting of config/initializers/reviews_widget.rb that cannot work, said at boot.
  class ConfigurationError < StandardError; end

  # The languages the widget speaks.
  LANGUAGES = Facts::LANGUAGES

  # The settings of config/initializers/reviews_widget.rb (ReviewsWidget::SETTINGS: each one's
  # default and what it does).
  class Configuration
    SETTINGS.each { |setting| setting.name == :locales ? attr_writer(:locales) : attr_accessor(setting.name) }

    def initialize
      # A copy of each default: a shop's initializer may change a list or a hash in place.
      SETTINGS.each { |setting| instance_variable_set(:"@#{setting.name}", setting.default.dup) }
    end

    # What the look adds to every page's app_meta (only what is set).
    def look
      { "theme" => theme.presence&.transform_keys(&:to_s), "color_scheme" => color_scheme, "font" => font }.compact
    end

    def locales
      chosen = @locales || (defined?(I18n) ? I18n.available_locales.map(&:to_s) & LANGUAGES : [])
      chosen.empty? ? ["en"] : chosen.map(&:to_s)
    end

    def marketplace_uri = URI(marketplace_url)

    # Where visitors' browsers find the marketplace.
    def public_marketplace_url = (marketplace_public_url.presence || marketplace_url).to_s.chomp("/")

    # Where visitors' browsers load its pictures and videos from, or nil: through this application.
    def media_origin
      return nil if media_url == false

      (media_url.presence || public_marketplace_url).to_s.chomp("/")
    end

    def render_uri = URI(render_url)

    # Every setting that cannot work, in one error: a wrong value stops the boot, not a page.
    # `app`: the Rails application, whose settings give the shop's origin when config.shop_origin
    # does not.
    def validate!(app = nil)
      problems = url_problems + number_problems + other_problems
      problems << origin_problem(app) if app && !ShopOrigin.new(self, app).present?
      return self if problems.empty?

      raise ConfigurationError, "config/initializers/reviews_widget.rb: #{problems.join('; ')}"
    end

    private

    ORIGINS = { marketplace_url: "http://127.0.0.1:3000", render_url: "http://127.0.0.1:3900" }.freeze

    def url_problems
      problems = ORIGINS.filter_map do |name, example|
        value = public_send(name)
        "config.#{name} must be an http(s) origin such as #{example}, not #{value.inspect}" unless origin?(value)
      end
      { bundle_host: "", marketplace_public_url: "", shop_origin: "", media_url: " or false" }.each do |name, also|
        value = public_send(name)
        next if value.nil? || (value == false && !also.empty?) || origin?(value)

        problems << "config.#{name} must be an http(s) origin#{also} or nil, not #{value.inspect}"
      end
      problems
    end

    def origin_problem(app)
      "config.shop_origin must be set (\"https://shop.example.com\"): this environment has neither it nor a name " \
        "in config.hosts, so the widget's canonical addresses would name whatever Host a visitor sends " \
        "(#{app.config.hosts.empty? ? 'config.hosts is empty' : "config.hosts names no one host: #{app.config.hosts.inspect}"})"
    end

    def number_problems
      %i[marketplace_timeout marketplace_open_timeout render_timeout render_open_timeout].filter_map do |name|
        value = public_send(name)
        "config.#{name} must be a number of seconds above 0, not #{value.inspect}" unless value.is_a?(Numeric) && value.positive?
      end
    end

    def other_problems
      problems = []
      unknown = Array(@locales).map(&:to_s) - LANGUAGES
      problems << "config.locales: the widget does not speak #{unknown.join(', ')} (it speaks #{LANGUAGES.join(' ')})" if unknown.any?
      problems << "config.locales must not be empty" if !@locales.nil? && Array(@locales).empty?
      unless bundle_folder.is_a?(String) && bundle_folder.match?(%r{\A[\w-]+(/[\w-]+)*\z})
        problems << "config.bundle_folder must be a folder under public/ such as \"reviews-bundle\", not #{bundle_folder.inspect}"
      end
      problems << "config.render_token must be a string or nil" unless render_token.nil? || render_token.is_a?(String)
      unless marketplace_cookies.is_a?(Array) && marketplace_cookies.all? { |name| name.to_s.match?(/\A[\w.-]+\*?\z/) }
        problems << "config.marketplace_cookies must be an Array of cookie names (a trailing * for a prefix), " \
                    "not #{marketplace_cookies.inspect}"
      end
      problems << "config.footer must be true or false, not #{footer.inspect}" unless [true, false].include?(footer)
      problems + look_problems + shop_problems
    end

    # The widget checks each value again and drops what is not a colour or a length; here a wrong
    # kind of setting stops the boot.
    def look_problems
      problems = []
      unless theme.is_a?(Hash) && theme.all? { |name, value| name.to_s.match?(ThemeSheet::NAME) && value.is_a?(String) }
        problems << "config.theme must be a Hash of theme property names (\"accent\", \"surface-page\") to strings, not #{theme.inspect}"
      end
      unless [nil, "light", "dark", "auto"].include?(color_scheme)
        problems << "config.color_scheme must be \"light\", \"dark\", \"auto\" or nil, not #{color_scheme.inspect}"
      end
      problems << "config.font must be \"inherit\", \"own\" or nil, not #{font.inspect}" unless [nil, "inherit", "own"].include?(font)
      problems
    end

    # The shop's store on the marketplace: all three names or none (no badges then).
    def shop_problems
      problems = []
      names = { shop_domain: shop_domain, shop_platform: shop_platform, shop_api_token: shop_api_token }
      given = names.reject { |_, value| value.nil? }
      unless given.empty? || (given.size == 3 && given.values.all? { |value| value.is_a?(String) && !value.empty? })
        problems << "config.shop_domain, config.shop_platform and config.shop_api_token name the shop's store on the " \
                    "marketplace together (three strings, or all nil), not #{names.values.inspect}"
      end
      unless %w[text none].include?(badge_when_none.to_s)
        problems << "config.badge_when_none must be \"text\" or \"none\", not #{badge_when_none.inspect}"
      end
      problems
    end

    # http(s), a host, no path but "/", no query: the address other paths are added to.
    def origin?(value)
      uri = URI(value.to_s)
      %w[http https].include?(uri.scheme) && uri.host.present? && ["", "/"].include?(uri.path) && uri.query.nil?
    rescue URI::InvalidURIError
      false
    end
  end
end
