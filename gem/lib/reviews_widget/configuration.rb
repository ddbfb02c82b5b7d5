require "uri"
require "reviews_widget/facts"
require "reviews_widget/shop_origin"
require "reviews_widget/theme_sheet"

module ReviewsWidget
  # A setting of config/initializers/reviews_widget.rb that cannot work, said at boot.
  class ConfigurationError < StandardError; end

  # The languages the widget speaks.
  LANGUAGES = Facts::LANGUAGES
  # The marketplace's cookies (the reference host's, docs/host-api.md): its session, its visitor
  # id, its device cookies of a sign-in (a family: a trailing *), and those the widget sets itself
  # (its language, the cookie notice's acceptance, a developer's browser render).
  MARKETPLACE_COOKIES = Facts::COOKIES.map { |key, name| key == "device_prefix" ? "#{name}*" : name }.freeze

  # The settings of config/initializers/reviews_widget.rb. Each default works beside the widget's
  # `npm start` (the marketplace) and `npm run render-server` (the render service) on this machine.
  class Configuration
    # The marketplace whose JSON API the widget asks: its answers, its sign-in and its pictures are
    # forwarded to it as the visitor (ReviewsWidget::Marketplace).
    attr_accessor :marketplace_url
    # Seconds a forwarded request may take to be sent, and its answer to come (an upload, a slow
    # page of the marketplace).
    attr_accessor :marketplace_timeout
    # Seconds to connect to the marketplace.
    attr_accessor :marketplace_open_timeout
    # The marketplace's cookies, by name (a trailing * names a family by its prefix): only these go
    # to the marketplace and the render service with the visitor's requests, and only these come
    # back from its Set-Cookie. The shop's own cookies (its session) never leave it.
    attr_accessor :marketplace_cookies
    # The marketplace's origin as visitors' browsers reach it (its policy pages, its pictures), or
    # nil: marketplace_url.
    attr_accessor :marketplace_public_url
    # The origin visitors' browsers load the marketplace's pictures and videos from (its own, or a
    # CDN in front of it), named in the widget's pages' policy: a picture asked here is redirected
    # there, and Puma never holds a thread while it is sent. nil: marketplace_public_url; false:
    # each passed on through this application (streamed, a thread each while it is sent).
    attr_accessor :media_url
    # This shop's origin ("https://shop.example.com"): the widget's canonical addresses, hreflang,
    # app_meta and JSON-LD name it, and the marketplace is asked with its Host. nil: Rails' own
    # settings (ReviewsWidget::ShopOrigin); never the Host a request names.
    attr_accessor :shop_origin
    # true: the widget draws its own footer (its pages about the marketplace, the policy pages, its
    # social links) under its pages; false: the shop's footer alone (the cookie notice stays).
    attr_accessor :footer
    # The render service (npm run render-server), which renders a page's first screen: its origin.
    attr_accessor :render_url
    # The shared secret the service was started with (its RENDER_TOKEN), or nil.
    attr_accessor :render_token
    # Seconds a page waits for its render: a little over the service's RENDER_TIMEOUT_MS (200 ms),
    # so the service's own fallback comes first. Past it the page goes with empty roots.
    attr_accessor :render_timeout
    # Seconds to connect to the service: a local service accepts at once, or is down.
    attr_accessor :render_open_timeout
    # The bundle's folder under public/ (rails reviews_widget:copy_bundle puts a build there).
    attr_accessor :bundle_folder
    # The origin that serves that folder (a CDN), or nil: then Rails' own config.asset_host, if any.
    attr_accessor :bundle_host
    # The languages the widget's pages offer (a language menu and hreflang when more than one), or
    # nil: those of I18n.available_locales the widget speaks, else English.
    attr_writer :locales
    # The layout of the widget's pages (app/views/layouts/reviews_widget.html.erb, from the generator).
    attr_accessor :layout
    # The controller the widget's controllers inherit from: the shop's filters and CSRF check apply.
    attr_accessor :parent_controller
    # true: the widget's pages send a strict Content-Security-Policy (the application's own policy
    # when it has one, with what the widget needs added); false: the application's policy as it is.
    attr_accessor :content_security_policy
    # The widget's look in the shop's colours (docs/theme.md): theme properties by name, each a
    # colour ("#9a3412", "rgb(…)") or, for radius and space, a length ("4px"); {}: the widget's own.
    attr_accessor :theme
    # "light", "dark", or "auto" (the visitor's prefers-color-scheme); nil: light.
    attr_accessor :color_scheme
    # "inherit": the widget takes the shop's font family; "own": its own; nil: its own on the
    # widget's pages, and on the shop's own pages (badges, a product's reviews) the shop's font
    # family and background, which "own" gives back to the widget's own font and panels.
    attr_accessor :font
    # The shop's store on the marketplace, as the widget's calls name it (its domain, platform and
    # public api token there): the rating badges of its own pages and the reviews on its own
    # product page are that store's products', by the shop's own product ids.
    attr_accessor :shop_domain, :shop_platform, :shop_api_token
    # What a badge of a product without reviews shows: "text" ("No reviews yet") or "none"
    # (nothing; its room is kept, so the page does not move).
    attr_accessor :badge_when_none

    def initialize
      @marketplace_url = "http://127.0.0.1:3000"
      @marketplace_timeout = 15
      @marketplace_open_timeout = 1
      @marketplace_cookies = MARKETPLACE_COOKIES.dup
      @marketplace_public_url = nil
      @media_url = nil
      @shop_origin = nil
      @footer = true
      @render_url = "http://127.0.0.1:3900"
      @render_token = nil
      @render_timeout = 0.25
      @render_open_timeout = 0.1
      @bundle_folder = "reviews-bundle"
      @bundle_host = nil
      @locales = nil
      @layout = "reviews_widget"
      @parent_controller = "ApplicationController"
      @content_security_policy = true
      @theme = {}
      @color_scheme = nil
      @font = nil
      @shop_domain = nil
      @shop_platform = nil
      @shop_api_token = nil
      @badge_when_none = "text"
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
