require "digest"
require "reviews_widget/facts"

module ReviewsWidget
  # config.theme as a stylesheet of the shop's own origin, which a strict style-src ('self', without
  # 'unsafe-inline') allows where it would ignore a style attribute: the helpers link it in the head
  # of every page with the widget's roots, its badges or a product's reviews, so they paint in the
  # shop's colours from the first paint, before the widget's script sets the same properties through
  # the CSSOM. Its address names a digest of its text, so it is kept for a year and a changed theme
  # is a new address. The text is the widget's (src/lib/theme-sheet.ts), by the same rule:
  # test/support/shapes/theme-sheets.json holds the cases both run (ThemeSheetTest, unit/theme-sheet).
  # What the widget keeps of a theme comes from Facts: its colour and length forms, the properties
  # that are lengths, the shades mixed from a property given alone.
  module ThemeSheet
    FACTS = Facts::ALL.fetch("theme_sheet")
    # A property's name: lowercase words joined by '-' (config.theme's other names stop the boot).
    NAME = /\A[a-z][a-z-]*\z/.freeze
    # JavaScript's \s, in a regular expression of Ruby's, whose own \s is ASCII's alone.
    JS_SPACE = "[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]".freeze
    # Its address: PREFIX, the digest, ".css".
    PREFIX = "/reviews-widget/theme-".freeze
    DIGEST = /\h{16}/.freeze
    # A year, and never asked again while kept: another theme is another address.
    CACHE_CONTROL = "public, max-age=31536000, immutable".freeze

    # A JavaScript literal (/^…$/i, as facts.json writes it) as Ruby's: anchored at the whole string.
    def self.js_regexp(literal)
      source, flags = literal.match(%r{\A/(.*)/([a-z]*)\z}m).captures
      ruby = source.sub(/\A\^/, "\\A").sub(/\$\z/, "\\z").gsub("\\s", JS_SPACE)
      Regexp.new(ruby, flags.include?("i") ? Regexp::IGNORECASE : nil)
    end

    COLOR = js_regexp(FACTS.fetch("color"))
    LENGTH = js_regexp(FACTS.fetch("length"))
    LENGTH_NAMES = FACTS.fetch("length_names").freeze
    MIXED_SHADES = FACTS.fetch("mixed_shades").freeze

    # What the widget keeps of a theme (its readTheme): a name of its form, a string of a colour's
    # form, or a length's for the lengths.
    def self.kept(theme)
      return {} unless theme.is_a?(Hash)

      theme.each_with_object({}) do |(name, value), kept|
        name = name.to_s
        next unless name.match?(NAME) && value.is_a?(String) && value.valid_encoding?

        kept[name] = value if value.match?(LENGTH_NAMES.include?(name) ? LENGTH : COLOR)
      end
    end

    # The stylesheet's text, "" when the theme keeps nothing. No escaping: a value of these forms
    # holds no ';', brace, quote, backslash, '*' or '!'.
    def self.css(theme)
      kept = kept(theme)
      declarations = kept.map { |name, value| "--rv-#{name}:#{value}!important" }
      MIXED_SHADES.each do |from, shades|
        next unless kept.key?(from)

        shades.each { |shade| declarations << "--rv-#{shade}:var(--rv-#{shade}-mixed)" unless kept.key?(shade) }
      end
      declarations.empty? ? "" : ".rv-root{#{declarations.join(';')}}\n"
    end

    # The address of config.theme's stylesheet, nil when it keeps nothing.
    def self.path(theme = ReviewsWidget.configuration.theme)
      text = css(theme)
      "#{PREFIX}#{digest(text)}.css" unless text.empty?
    end

    def self.digest(text) = Digest::SHA256.hexdigest(text)[0, 16]

    # The route of reviews_widget_routes: the stylesheet at its address, 404 at any other (no theme,
    # or a theme since changed).
    class Route
      def call(env)
        text = ThemeSheet.css(ReviewsWidget.configuration.theme)
        digest = env.fetch("action_dispatch.request.path_parameters", {})[:digest]
        return answer(404, "text/plain", "Not Found") if text.empty? || digest != ThemeSheet.digest(text)

        answer(200, "text/css", text, "Cache-Control" => CACHE_CONTROL)
      end

      private

      def answer(status, type, body, more = {})
        headers = (defined?(Rack::Headers) ? Rack::Headers.new : Rack::Utils::HeaderHash.new)
        headers.merge!({ "Content-Type" => "#{type}; charset=utf-8", "X-Content-Type-Options" => "nosniff",
                         "Cache-Control" => "no-cache" }.merge(more))
        [status, headers, [body]]
      end
    end
  end
end
