module ReviewsWidget
  # What a widget's page links to outside this application, in its app_meta: the origin its
  # pictures and videos load from (media_origin, and the image host's flags under it), so they
  # cost this application no request at all; and, when the widget draws its footer, where each of
  # its policy pages is: the shop's own page when the shop has that route, else the marketplace's.
  class MarketplaceLinks
    # The marketplace's image host, under its media origin.
    IMAGE_HOST = "/image-host/".freeze

    def initialize(config = ReviewsWidget.configuration, routes = Rails.application.routes)
      @config = config
      @routes = routes
    end

    def meta
      media = @config.media_origin
      links = {}
      links.merge!("media_origin" => media, "image_host" => "#{media}#{IMAGE_HOST}") if media
      links["policy_links"] = policy_links if @config.footer
      links
    end

    private

    # The footer's policy pages (the bundle's manifest names their paths), each where it exists.
    def policy_links
      Array(ReviewsWidget::Manifest.read["policy_pages"]).to_h do |path|
        [path, shop_route?(path) ? path : "#{@config.public_marketplace_url}#{path}"]
      end
    end

    def shop_route?(path)
      @routes.recognize_path(path, method: :get)
      true
    rescue ActionController::RoutingError
      false
    end
  end
end
