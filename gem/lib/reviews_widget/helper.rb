require "reviews_widget/helpers/head_helper"
require "reviews_widget/helpers/bundle_helper"
require "reviews_widget/helpers/roots_helper"
require "reviews_widget/helpers/badges_helper"
require "reviews_widget/helpers/product_reviews_helper"
require "reviews_widget/helpers/theme_helper"

module ReviewsWidget
  # The helpers of the widget's layout (app/views/layouts/reviews_widget.html.erb) and of the
  # shop's own pages (rating badges), in every view.
  module Helper
    include HeadHelper
    include BundleHelper
    include RootsHelper
    include BadgesHelper
    include ProductReviewsHelper
    include ThemeHelper
  end
end
