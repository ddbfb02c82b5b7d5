module ReviewsWidget
  # The reviews on the shop's own product page: the marketplace's reviews section of the product
  # (its summary, histogram filter, the list with its sorting, helpful votes, photos, questions),
  # rendered into the HTML by the render service (POST /render with product_reviews) and adopted by
  # the reviews' own script (never the widget's app); its links lead to the marketplace's pages.
  # The section is a guest's, kept a minute in Rails.cache; a render that fails or is slow gets the
  # last good copy, and a page never rendered leaves the element empty, and the script renders it.
  #
  #   <% content_for :head, reviews_widget_product_reviews_tags %>
  #   <%= reviews_widget_product_reviews(@product.id) %>
  #   <%= reviews_widget_product_structured_data(@product.id) %>  <%# its AggregateRating, once %>
  module ProductReviewsHelper
    # The element a shop's page marks with its product's id (src/embed/mount.tsx).
    ATTRIBUTE = "reviews_product".freeze
    # The first screen's script element (src/lib/page-answers.ts FIRST_SCREEN_ID).
    FIRST_SCREEN_ID = "app_first_screen".freeze

    # In the <head> of the product page: the shop's theme's stylesheet (when config.theme sets one;
    # once on a page with badges too), the reviews' script (a few KiB: the rest of the reviews and
    # the page's language's catalogue load as they come near) and the shop's settings
    # (#reviews_shop, once on a page with badges too). With the application's
    # Content-Security-Policy, the page's adds what the reviews need (the bundle's origin, the
    # origin of the marketplace's pictures and videos).
    def reviews_widget_product_reviews_tags
      manifest = ReviewsWidget::Manifest.read
      cors = ("anonymous" if reviews_widget_bundle_host || Rails.application.config.asset_host.present?)
      reviews_widget_product_reviews_policy
      tags = [reviews_widget_theme_tag]
      tags << tag.script(type: "module", src: reviews_widget_file(manifest.dig("product_reviews", "script")), crossorigin: cors)
      tags << reviews_widget_shop_settings_tag
      safe_join(tags.compact, "\n")
    end

    # The product's reviews (the shop's own id of it): the section's stylesheet, then its element,
    # holding the section the render service rendered and the answers it read, else empty for the
    # script. The stylesheet comes in the body, just before the section: a browser paints what comes
    # before it (the shop's picture, title and price) without waiting for it, the section with it.
    def reviews_widget_product_reviews(id)
      roots = reviews_widget_product_reviews_rendered(id.to_s)
      parts = [tag.link(rel: "stylesheet", href: reviews_widget_file(ReviewsWidget::Manifest.read["product_reviews"]["css"]))]
      # React's HTML as the service rendered it: user text in it is already escaped.
      parts << tag.div(roots.main.to_s.html_safe, data: { ATTRIBUTE => id.to_s })
      # Escaped by the service for its script element (as json_escape does).
      parts << tag.script(roots.first_screen_json.html_safe, type: "application/json", id: FIRST_SCREEN_ID) if roots.rendered?
      safe_join(parts, "\n")
    end

    # The product's JSON-LD (a schema.org Product with its AggregateRating and its first reviews, no
    # offer: its price is the shop's to state), from the render reviews_widget_product_reviews has or
    # makes (never a second call). Once on a page: a page's rating is its one product's (a grid's
    # badges write none). Nothing when the product has no reviews or the render failed.
    def reviews_widget_product_structured_data(id)
      return if @reviews_widget_structured_data_written

      data = reviews_widget_product_reviews_rendered(id.to_s).structured_data
      return unless data.is_a?(Hash)

      @reviews_widget_structured_data_written = true
      tag.script(json_escape(data.to_json).html_safe, type: "application/ld+json")
    end

    private

    def reviews_widget_product_reviews_policy
      reviews_widget_extend_policy(:apply_product_reviews)
    end

    # The product's render, once on a page: its section and its structured data read the same.
    def reviews_widget_product_reviews_rendered(id)
      (@reviews_widget_product_reviews ||= {})[id] ||= reviews_widget_product_reviews_render(id)
    end

    # A guest's section, the same for every visitor (the script then asks who is signed in): no
    # visitor's cookie or token goes, and the last good copy stands in when the service is slow
    # (ReviewsWidget::RenderCache).
    def reviews_widget_product_reviews_render(id)
      body = { url: request.fullpath, meta: { "locale" => reviews_widget_badge_locale }, signed_in: false, data: {},
               product_reviews: { external_id: id, shop: reviews_widget_shop_settings } }
      kept = ReviewsWidget::RenderCache.new.fetch(:product_reviews, body, good: ->(roots) { roots[:first_screen_json].present? }) do
        ReviewsWidget::RenderClient.new.render(body).to_h
      end
      ReviewsWidget::Roots.new(**kept.slice(*ReviewsWidget::Roots.members))
    end
  end
end
