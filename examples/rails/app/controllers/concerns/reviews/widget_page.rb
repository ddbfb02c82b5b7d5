# app/controllers/concerns/reviews/widget_page.rb
module Reviews
  # A page of the widget in the widget's layout (layouts/reviews): its app_meta, whether a reviewer
  # is signed in, and the answers the render service starts from.
  module WidgetPage
    private

    def render_widget_page(meta, signed_in:, data: {}, status: 200)
      @app_meta = meta.merge("locale" => I18n.locale.to_s, "locales" => I18n.available_locales.map(&:to_s))
      @signed_in = signed_in
      @widget_data = data
      render "reviews/pages/show", layout: "reviews", status: status, content_type: "text/html"
    end
  end
end
