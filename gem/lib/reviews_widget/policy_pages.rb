module ReviewsWidget
  # The widget's footer links its policy pages at paths of the shop (the bundle's manifest names
  # them: policy_pages). A shop with a route of its own for one (drawn before
  # reviews_widget_routes) shows its page; any other is redirected to the marketplace's own page
  # (config.marketplace_public_url), so no link of the footer is a 404.
  class PolicyPages
    def self.matches?(request)
      (request.get? || request.head?) && Array(ReviewsWidget::Manifest.read["policy_pages"]).include?(request.path)
    rescue ReviewsWidget::Manifest::Missing
      false
    end

    def call(env)
      request = Rack::Request.new(env)
      location = "#{ReviewsWidget.configuration.public_marketplace_url}#{request.fullpath}"
      [302, (defined?(Rack::Headers) ? Rack::Headers.new : Rack::Utils::HeaderHash.new).merge!("Location" => location), []]
    end
  end
end
