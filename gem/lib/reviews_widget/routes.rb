require "reviews_widget/facts"
require "reviews_widget/media_files"
require "reviews_widget/policy_pages"
require "reviews_widget/theme_sheet"

module ReviewsWidget
  # The paths that are the widget's: its pages, and what it asks the marketplace for (its JSON API,
  # sign-in and sign-out, the pictures and videos the marketplace's answers name), and the shop's
  # theme's stylesheet (ThemeSheet::PREFIX). Only these: any other path is the shop's, its own 404
  # included. Its pages and calls are the widget's own
  # (Facts): its home (/reviews) and what lies below it, and the few paths outside it.
  module Paths
    def self.page?(path) = Facts.under_home?(path) || path.match?(Facts::PAGE_PATHS)

    def self.forwarded?(path) = Facts.under_home?(path) || path.match?(Facts::FORWARDED_PATHS)
  end

  # A visit to one of the widget's pages, whatever it accepts (a browser's text/html, a crawler's or
  # a link preview's */*, an application/json, or none): the shop's page, never the marketplace's.
  # A GET that asks for the widget's data is not one: a .json path, a format= query, or, on a path
  # of its data that a page's path may share (/reviews/profile/follows), an Accept of JSON (the
  # widget's API client) or of a picture (an <img> of a reviewer's own photo) without HTML.
  class PageRequest
    DATA_ACCEPT = %r{application/json|\Aimage/}.freeze

    def self.matches?(request) = Paths.page?(request.path) && visit?(request)

    def self.visit?(request)
      return false unless request.get? || request.head?
      return false if request.path.end_with?(".json") || request.query_string.match?(/(\A|&)format=/)
      return true unless request.path.match?(Facts::HOME_DATA_PATHS)

      accept = request.headers["Accept"].to_s
      accept.include?("text/html") || !accept.match?(DATA_ACCEPT)
    end
  end

  # A picture or video of the marketplace's, asked of this application.
  class MediaRequest
    def self.matches?(request) = (request.get? || request.head?) && request.path.match?(Facts::MEDIA_PATHS)
  end

  # Anything else the widget asks for, forwarded to the marketplace.
  class ForwardedRequest
    def self.matches?(request) = Paths.forwarded?(request.path)
  end

  # config/routes.rb: `reviews_widget_routes`, after the shop's own routes (which so come first).
  module Routes
    def reviews_widget_routes
      scope module: "reviews_widget", format: false do
        match "#{ThemeSheet::PREFIX}:digest.css", to: ThemeSheet::Route.new, via: %i[get head],
                                                  constraints: { digest: ThemeSheet::DIGEST }, as: nil
        get "*path", to: "pages#show", constraints: PageRequest, as: nil
        get Facts::ACCOUNT_PATHS.fetch("logout"), to: "pages#sign_out", constraints: PageRequest.method(:visit?), as: nil
        match "*path", to: MediaFiles.new, via: %i[get head], constraints: MediaRequest, as: nil
        get "*path", to: PolicyPages.new, constraints: PolicyPages, as: nil
        match "*path", to: "api#forward", via: :all, constraints: ForwardedRequest, as: nil
      end
    end
  end
end
