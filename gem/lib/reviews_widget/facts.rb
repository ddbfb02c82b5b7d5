require "json"
require "uri"

module ReviewsWidget
  # What the widget and this gem must name alike (its paths, its pages and the address of each
  # page's data, its headers, cookies and languages, app_meta's keys, the render's fallback), read
  # from facts.json beside this file. `npm run docs` writes that file from the widget's TypeScript
  # (build/gem-facts.ts), and the widget's tests fail when it is stale: nothing here is kept by hand.
  module Facts
    FILE = File.join(__dir__, "facts.json")
    ALL = JSON.parse(File.read(FILE)).freeze

    LANGUAGES = ALL.fetch("languages").freeze
    LANGUAGE_PARAMETER = ALL.fetch("language_parameter")
    HEADERS = ALL.fetch("headers").freeze
    COOKIES = ALL.fetch("cookies").freeze
    ME = ALL.fetch("me")
    HOME = ALL.fetch("home")
    APP_META_KEYS = ALL.fetch("app_meta_keys").freeze
    RENDER_FALLBACK = ALL.fetch("render_fallback").freeze
    ACCOUNT_PATHS = ALL.fetch("account_paths").freeze
    # Seconds the ratings, and what is drawn from them (badges, a product's reviews), may be kept.
    RATINGS_MAX_AGE = ALL.fetch("ratings_max_age")

    # A route's pattern ("/reviews/stores/:shop_slug") as a regexp: a parameter is one non-empty
    # segment; `slash`: a trailing slash is ignored, as the widget's router does.
    def self.pattern_regexp(pattern, slash: false)
      segments = pattern.split("/").reject(&:empty?).map { |part| part.start_with?(":") ? "[^/]+" : Regexp.escape(part) }
      %r{\A/#{segments.join('/')}#{'/?' if slash}\z}
    end

    # A path of the widget's home (/reviews) or below it.
    def self.under_home?(path) = path == HOME || path.start_with?("#{HOME}/")

    PAGES = ALL.fetch("pages").map { |page| page.merge("regexp" => pattern_regexp(page["pattern"], slash: true)).freeze }.freeze
    PAGE_PATHS = Regexp.union(ALL.fetch("page_paths").map { |pattern| pattern_regexp(pattern) })
    FORWARDED_PATHS = Regexp.union(ALL.fetch("forwarded_paths").map { |pattern| pattern_regexp(pattern) })
    # The widget's GETs of data under its home whose path is not a .json one (a page's path may be one).
    HOME_DATA_PATHS = Regexp.union(ALL.fetch("home_data_paths").map { |pattern| pattern_regexp(pattern) })

    # Where the marketplace's cookies go with the visitor's requests (and come back for): the
    # widget's home, the folders of its pages and calls outside it, the reviewers' own photos.
    COOKIE_PATHS = ALL.fetch("cookie_paths").freeze
    # The marketplace's pictures and videos, which its answers name as paths of the page's origin.
    MEDIA_PATHS = Regexp.union(ALL.fetch("media_folders").map { |folder| %r{\A#{Regexp.escape(folder)}/.+\z} })
    # A reviewer's own photos, among them: the marketplace shows one to its owner first, by their session.
    OWN_PHOTOS_PATHS = %r{\A#{Regexp.escape(ALL.fetch("own_photos_folder"))}/}

    # The widget's route a path shows (its first match, as the widget's router takes it), or nil.
    def self.page_for(path)
      PAGES.find { |page| page["regexp"].match?(path) }
    end

    # The address of a page's data as the widget's screen asks it, the one the render service looks
    # up: its query (but format= and locale=) unless the page's data is asked for the path alone,
    # then format=json and, on a page not in English, its language (a preload carries no header).
    def self.page_data_address(path, query_string, locale)
      fields = page_for(path)&.fetch("page_data") == "path" ? [] : query_fields(query_string)
      fields << %w[format json]
      fields << [LANGUAGE_PARAMETER, locale] unless locale == "en"
      "#{path}?#{URI.encode_www_form(fields)}"
    end

    def self.query_fields(query_string)
      URI.decode_www_form(query_string.to_s).reject { |name, _| ["format", LANGUAGE_PARAMETER].include?(name) }
    rescue ArgumentError # a query that is not one
      []
    end
    private_class_method :query_fields
  end
end
