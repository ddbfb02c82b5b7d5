module ReviewsWidget
  # The paths that are the widget's: its pages, and what it asks the marketplace for (its JSON API,
  # sign-in and sign-out, the pictures and videos the marketplace's answers name). Only these: any
  # other path is the shop's, its own 404 included.
  module Paths
    PAGES = %r{\A/(reviews(/.*)?|login)\z}.freeze
    FORWARDED = %r{
      \A/(
        reviews(\.json|/.*)? | login | logout | profile | shipping_countries\.json |
        api/.+ | (products|shops)/[^/]+/reviews_with_media | media/.+ | img/.+ | image-host/.+
      )\z
    }x.freeze
  end

  # A visit to one of the widget's pages (a browser's, or Turbolinks'): a GET asking for HTML,
  # without format=json or a .json path (those ask for the page's data).
  class PageRequest
    def self.matches?(request)
      (request.get? || request.head?) && request.path.match?(Paths::PAGES) && !request.path.end_with?(".json") &&
        request.headers["Accept"].to_s.include?("text/html") && !request.query_string.match?(/(\A|&)format=/)
    end
  end

  # Anything else the widget asks for, forwarded to the marketplace.
  class ForwardedRequest
    def self.matches?(request) = request.path.match?(Paths::FORWARDED)
  end

  # config/routes.rb: `reviews_widget_routes`, after the shop's own routes (which so come first).
  module Routes
    def reviews_widget_routes
      scope module: "reviews_widget", format: false do
        get "*path", to: "pages#show", constraints: PageRequest, as: nil
        get "/logout", to: "pages#sign_out", constraints: ->(request) { request.format.html? }, as: nil
        match "*path", to: "api#forward", via: :all, constraints: ForwardedRequest, as: nil
      end
    end
  end
end
