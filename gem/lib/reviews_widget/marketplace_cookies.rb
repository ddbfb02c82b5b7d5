require "set"
require "reviews_widget/facts"

module ReviewsWidget
  # The marketplace's own cookies (config.marketplace_cookies), by name, both ways: only they go to
  # the marketplace and the render service with the visitor's requests (the shop's session and any
  # other cookie of the shop's stay here), and only they come back from the marketplace's
  # Set-Cookie, as this shop's cookies sent to the widget's paths alone. A Set-Cookie of any other
  # name (the shop's session, which a marketplace must never set) is dropped and logged once.
  class MarketplaceCookies
    # Where the marketplace's cookies are sent: the paths the widget asks it for that carry the
    # visitor's session (/media: a reviewer's own photos). Not /products or /shops (the widget asks
    # them only for public galleries, and they are the shop's own catalogue's too).
    PATHS = Facts::COOKIE_PATHS
    # What is kept of a Set-Cookie's attributes: Domain goes (the cookie is this host's only), Path
    # and Secure are this shop's (its paths, its scheme).
    KEPT_ATTRIBUTES = %w[expires max-age httponly samesite].freeze

    @logged = Set.new
    @lock = Mutex.new

    # A name dropped is logged once per process: a marketplace that sets it on every answer would
    # otherwise fill the log.
    def self.log_once(key)
      first = @lock.synchronize { @logged.add?(key) }
      yield if first
    end

    def initialize(config = ReviewsWidget.configuration)
      @names = config.marketplace_cookies.map(&:to_s)
      @secure = ShopOrigin.new(config).https?
    end

    # A name of config.marketplace_cookies, or of a family named there by its prefix ("_reviews_device_*").
    def own?(name)
      @names.any? { |own| own.end_with?("*") ? name.start_with?(own.chomp("*")) : name == own }
    end

    # The visitor's Cookie header with the marketplace's cookies only, as they came (values unparsed).
    def request_header(cookie_header)
      cookie_header.to_s.split(/;\s*/).select { |pair| own?(pair.split("=", 2).first.to_s.strip) }.join("; ")
    end

    # The marketplace's Set-Cookie values as this shop sends them on: its own names only, each
    # for the widget's paths (one line per path, or the marketplace's own path when it is one of
    # them: the sign-in's /login), without Domain, Secure when the shop is https.
    def set_cookies(values)
      Array(values).flat_map { |value| value.to_s.split("\n") }.flat_map { |line| rewrite(line) }
    end

    # Several Set-Cookie values as the Rack under Rails takes them: Rack 3 (Rails 7.1+) an array,
    # Rack 2 one string of lines.
    def self.header_value(lines, rack_version = Rack.release)
      Gem::Version.new(rack_version) >= Gem::Version.new("3") ? lines : lines.join("\n")
    end

    private

    def rewrite(line)
      pair, *attributes = line.split(";").map(&:strip)
      name = pair.to_s.split("=", 2).first.to_s
      return dropped(name, "it is not one of config.marketplace_cookies") unless own?(name)

      kept = attributes.select { |attribute| KEPT_ATTRIBUTES.include?(attribute.split("=", 2).first.downcase) }
      kept << "Secure" if @secure
      paths = paths_for(attributes)
      return dropped(name, "its Path is none of the widget's (#{PATHS.join(' ')})") if paths.empty?

      paths.map { |path| [pair, "Path=#{path}", *kept].join("; ") }
    end

    # The marketplace's Path when it lies within one of the widget's paths, else each of the
    # widget's paths within it ("/", the usual, is all of them).
    def paths_for(attributes)
      asked = attributes.find { |attribute| attribute.match?(/\Apath=/i) }&.split("=", 2)&.last.to_s
      asked = "/" if asked.empty?
      return [asked] if PATHS.any? { |path| within?(asked, path) }

      PATHS.select { |path| within?(path, asked) }
    end

    # A cookie of Path `outer` is sent to `path` (RFC 6265's path-match).
    def within?(path, outer)
      path == outer || path.start_with?(outer.end_with?("/") ? outer : "#{outer}/")
    end

    def dropped(name, why)
      self.class.log_once(name) do
        Rails.logger&.warn("Reviews widget: the marketplace's Set-Cookie #{name} was dropped: #{why} " \
                           "(said once)")
      end
      []
    end
  end
end
