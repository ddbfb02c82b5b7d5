# The review widget's Rails side (README.md): ReviewsWidget.configure in
# config/initializers/reviews_widget.rb, the routes (reviews_widget_routes), the widget's pages and
# the forwarding of its API, the view helpers of its layout, rake tasks for the bundle's build.
require "reviews_widget/version"
require "reviews_widget/configuration"
require "reviews_widget/build"

module ReviewsWidget
  class << self
    def configuration
      @configuration ||= Configuration.new
    end

    # ReviewsWidget.configure { |config| config.marketplace_url = "https://reviews.example.com" }
    def configure
      yield configuration
    end

    # Back to the defaults (the gem's tests).
    def reset_configuration!
      @configuration = nil
    end
  end
end

require "reviews_widget/engine" if defined?(Rails::Engine)
