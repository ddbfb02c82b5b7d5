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
    # up (test/support/shapes/page-data-addresses.json holds both to the same cases): its query, read
    # as the browser reads it, unless the page's data is asked for the path alone; format=json, then,
    # on a page not in English, its language, each in place of any the address names, as
    # URLSearchParams' set puts it (a preload carries no header). An English page keeps its
    # address's own: the page's language was chosen by it.
    def self.page_data_address(path, query_string, locale)
      fields = page_for(path)&.fetch("page_data") == "path" ? [] : form_fields(query_string)
      fields = field_set(fields, "format", "json")
      fields = field_set(fields, LANGUAGE_PARAMETER, locale) unless locale == "en"
      "#{path}?#{URI.encode_www_form(fields)}"
    end

    # URLSearchParams' set: the first field of that name takes the value and the others go; without
    # one, it comes last.
    def self.field_set(fields, name, value)
      first = fields.index { |field, _| field == name }
      return fields + [[name, value]] unless first

      fields.each_with_index.filter_map do |(field, field_value), at|
        next [field, field_value] unless field == name

        [name, value] if at == first
      end
    end

    # A query's fields as the browser's URLSearchParams reads them (the URL standard's form
    # parsing), whatever the address carries: a '+' is a space, a '%' not followed by two hex digits
    # is itself, bytes that are no UTF-8 are U+FFFD, an empty field is none.
    def self.form_fields(query_string)
      query_string.to_s.delete_prefix("?").split("&").reject(&:empty?).map do |field|
        field.split("=", 2).then { |name, value| [form_decoded(name), form_decoded(value.to_s)] }
      end
    end

    def self.form_decoded(text)
      text.tr("+", " ").b.gsub(/%(\h\h)/) { Regexp.last_match(1).hex.chr }.force_encoding(Encoding::UTF_8).scrub("\uFFFD")
    end
    private_class_method :form_fields, :form_decoded, :field_set
  end
end
