module ReviewsWidget
  # The link to config.theme's stylesheet (ReviewsWidget::ThemeSheet), at the shop's own origin:
  # the head of a page with the widget's roots, its badges or a product's reviews carries it once,
  # and none when no theme is set.
  module ThemeHelper
    private

    def reviews_widget_theme_tag
      return if @reviews_widget_theme_written

      path = ReviewsWidget::ThemeSheet.path
      return unless path

      @reviews_widget_theme_written = true
      tag.link(rel: "stylesheet", href: path)
    end
  end
end
