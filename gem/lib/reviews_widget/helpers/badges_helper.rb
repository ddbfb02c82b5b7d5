module ReviewsWidget
  # The rating badges of the shop's own pages (a product grid's cards): the badges' own script and
  # stylesheet (never the widget's app) with the shop's settings they read, and each product's
  # badge, rendered into the HTML from one call of the render service for the whole grid, so the
  # stars are there before any script (a badge the call did not bring comes empty, and the script
  # fills it in the room its element holds). The grid's badges are kept a minute in Rails.cache, and
  # the last good ones stand in for a render that fails (ReviewsWidget::RenderCache).
  #
  #   <% reviews_widget_badges(@products.map(&:id)) %>   <%# one call for the grid %>
  #   <% @products.each do |product| %> … <%= reviews_widget_badge(product.id) %> <% end %>
  module BadgesHelper
    # The page's settings the badges' script reads (src/badges/shop-settings.ts).
    SHOP_SETTINGS_ID = "reviews_shop".freeze
    # The most ids one call names (src/lib/widget-paths.ts RATINGS_IDS_MAX): a larger grid, a call per 100.
    IDS_PER_CALL = 100

    # In the <head> of a page with badges: the badges' stylesheet and script, the shop's theme's
    # stylesheet (when config.theme sets one) and the shop's settings. With the application's
    # Content-Security-Policy, the page's adds what a badge needs. The script is fetched after the
    # page's pictures (fetchpriority low): the badges come drawn, and it only fills those that did
    # not and those added later, in the room their elements hold.
    def reviews_widget_badge_tags
      badges = ReviewsWidget::Manifest.read.fetch("badges")
      cors = ("anonymous" if reviews_widget_bundle_host || Rails.application.config.asset_host.present?)
      reviews_widget_badge_policy
      safe_join([
                  tag.link(rel: "stylesheet", href: reviews_widget_file(badges["css"])),
                  reviews_widget_theme_tag,
                  tag.script(type: "module", src: reviews_widget_file(badges["script"]), crossorigin: cors,
                             fetchpriority: "low"),
                  reviews_widget_shop_settings_tag
                ].compact, "\n")
    end

    # The badges of a grid's products (the shop's own ids), from one call of the render service:
    # each reviews_widget_badge(id) of the page then carries its badge. when_none: "text" ("No
    # reviews yet", the default of config.badge_when_none) or "none" (nothing, its room kept).
    def reviews_widget_badges(ids, when_none: ReviewsWidget.configuration.badge_when_none)
      @reviews_widget_badges ||= {}
      ids.map(&:to_s).uniq.each_slice(IDS_PER_CALL) do |slice|
        body = { shop: reviews_widget_shop_settings, external_ids: slice, locale: reviews_widget_badge_locale,
                 when_none: when_none.to_s }
        # The same for every visitor: the last good copy when the service is slow (ReviewsWidget::RenderCache).
        rendered = ReviewsWidget::RenderCache.new.fetch(:badges, body, good: :present?.to_proc) do
          ReviewsWidget::RenderClient.new.badges(body)
        end
        slice.each { |id| @reviews_widget_badges[id] = [rendered[id], when_none.to_s] }
      end
      nil
    end

    # A product's badge: its element (data-reviews-badge with the shop's product id) holding the
    # badge reviews_widget_badges rendered, else empty, for the badges' script to fill.
    def reviews_widget_badge(id, when_none: nil)
      html, chosen = (@reviews_widget_badges || {})[id.to_s]
      chosen = (when_none || chosen || ReviewsWidget.configuration.badge_when_none).to_s
      # The service's HTML, its texts escaped by it (src/badges/to-html.ts).
      tag.div(html.to_s.html_safe, data: { reviews_badge: id.to_s, reviews_empty: ("none" if chosen == "none") })
    end

    private

    # The shop's settings for the badges' and the product reviews' scripts: once on a page.
    def reviews_widget_shop_settings_tag
      return if @reviews_widget_shop_settings_written

      @reviews_widget_shop_settings_written = true
      tag.script(json_escape(reviews_widget_shop_settings.to_json).html_safe, type: "application/json", id: SHOP_SETTINGS_ID)
    end

    # The store on the marketplace and the shop's look: the page's #reviews_shop, the service's `shop`.
    def reviews_widget_shop_settings
      config = ReviewsWidget.configuration
      { "shop_domain" => config.shop_domain, "platform" => config.shop_platform,
        "api_token" => config.shop_api_token }.merge(config.look)
    end

    # The page's language when the widget speaks it (the shop's own I18n), else English.
    def reviews_widget_badge_locale
      locale = I18n.locale.to_s
      LANGUAGES.include?(locale) ? locale : "en"
    end

    def reviews_widget_badge_policy
      reviews_widget_extend_policy(:apply_badges)
    end

    # The shop's own Content-Security-Policy on this page, with what `apply` (a method of
    # ContentSecurityPolicy: the badges', the product reviews') adds; none when it has none.
    def reviews_widget_extend_policy(apply)
      policy = request.content_security_policy
      return unless policy && ReviewsWidget.configuration.content_security_policy

      extended = policy.clone
      ReviewsWidget::ContentSecurityPolicy.public_send(apply, extended, Rails.application.config.asset_host)
      request.content_security_policy = extended
    end
  end
end
