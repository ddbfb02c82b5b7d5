module ReviewsWidget
  module Generators
    # What the install generator cannot decide for the shop, said at its end with this
    # application's own figures (its Puma threads, its languages).
    class LeftToDo
      def initialize(app_root, config = ReviewsWidget.configuration)
        @app_root = app_root
        @config = config
      end

      def to_s
        <<~TEXT

          The review widget is installed. Left for you to decide:

          1. The shop's header and footer on the widget's pages: app/views/layouts/reviews_widget.html.erb,
             where marked (render what your application layout renders there).
          #{languages.strip}
          3. Puma threads (config/puma.rb: #{puma_threads}). The render service asks the widget's API for every
             address a page's data lacks, all at once (home: five GETs side by side). Start it with
             RENDER_API_URL=#{@config.marketplace_url} (the marketplace this application forwards to) and it
             holds no Puma thread. With RENDER_API_URL at this application instead, each of those GETs holds a
             Puma thread while the page's own thread waits: give Puma 1 + 5 threads per page rendering at once,
             or pages come without their strips.
          4. The render service beside Puma (#{@config.render_url}): RENDER_API_URL=#{@config.marketplace_url} npm run render-server
             in the widget's project (it runs a process per core itself). After each build of the widget:
             bin/rails reviews_widget:copy_bundle, restart the service; bin/rails reviews_widget:check_build
             says whether the bundle and the service are one build.
          5. In development the first page after a boot or a code change may go with empty roots or without
             parts of its render (the service's first render is its slowest; with RENDER_API_URL at this
             application its GETs wait while Rails loads code): the browser renders them, and the log says so.
             A larger config.render_timeout there (and the service's RENDER_TIMEOUT_MS) renders them all.
          6. An asset host or CDN for the bundle: config.bundle_host (or Rails' config.asset_host), serving
             public/#{@config.bundle_folder}/ with Access-Control-Allow-Origin.
          7. #{origin.strip}
          8. The footer: the widget draws its own under its pages (its policy pages link to the shop's routes
             /terms, /privacy... when it has them, else to the marketplace's). Where the shop's layout has a
             footer, config.footer = false.
          9. bundle install, if the Gemfile gained turbolinks.
          10. The shop's own pages: with config.shop_domain, shop_platform and shop_api_token, stars under its
             product cards (reviews_widget_badge_tags, reviews_widget_badges(ids), reviews_widget_badge(id))
             and the product's reviews on its product page (reviews_widget_product_reviews_tags,
             reviews_widget_product_reviews(id), reviews_widget_product_structured_data(id)): the gem's
             README, "The shop's own pages". Their tags go in the <head> with content_for :head, which the
             layout they use writes with <%= yield :head %> (#{head_yield}).
          11. Rails.cache keeps the last good badges and product reviews (a minute fresh; a week in place of a
             render that fails), a key per address: a store every Puma process shares and that bounds its size
             (memcache, Redis with maxmemory; the file store grows until Rails.cache.cleanup); :null_store
             (development's default) keeps nothing.
        TEXT
      end

      private

      def languages
        offered = @config.locales
        available = defined?(I18n) ? I18n.available_locales.map(&:to_s) : []
        if offered.size > 1
          "2. Languages: the widget's pages offer #{offered.join(' ')}, each with its hreflang and a language menu."
        else
          <<~TEXT
            2. Languages: the widget's pages offer only #{offered.join(' ')} (I18n.available_locales: #{available.join(' ')}),
               so no language menu and no hreflang. To offer more, set config.locales = %w[en de ...] in
               config/initializers/reviews_widget.rb (the widget speaks #{LANGUAGES.join(' ')}); the shop's header
               and footer then need those languages' translations too (config/locales/).
          TEXT
        end
      end

      # Whether the shop's application layout writes what its pages add to the <head>.
      def head_yield
        layout = File.join(@app_root, "app/views/layouts/application.html.erb")
        return "your layouts' <head>" unless File.exist?(layout)

        if File.read(layout).match?(InstallGenerator::HEAD_YIELD)
          "app/views/layouts/application.html.erb has it"
        else
          "add it to app/views/layouts/application.html.erb's <head>"
        end
      end

      # The shop's origin: in production Rails takes any Host a visitor sends (config.hosts is empty).
      def origin
        return "The shop's origin: production's config.hosts names it (or set config.shop_origin)." if production_hosts?

        <<~TEXT
          The shop's origin: config/environments/production.rb has no config.hosts, so Rails takes any Host a
             visitor sends. Set config.shop_origin = "https://your-shop.example" (the widget's canonical addresses
             and redirects name it), or config.hosts; without either, production does not boot.
        TEXT
      end

      def production_hosts?
        production = File.join(@app_root, "config/environments/production.rb")
        File.exist?(production) && File.read(production).match?(/^\s*config\.hosts\s*(<<|=|\+=|\.push|\.concat)/)
      end

      # The threads config/puma.rb gives each Puma process (RAILS_MAX_THREADS' default in a new app).
      def puma_threads
        puma = File.join(@app_root, "config/puma.rb")
        text = File.exist?(puma) ? File.read(puma) : ""
        text[/RAILS_MAX_THREADS"\)\s*\{\s*(\d+)/, 1] || text[/^\s*threads\s+\d+\s*,\s*(\d+)/, 1] || "not set"
      end
    end
  end
end
