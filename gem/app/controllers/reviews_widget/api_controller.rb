module ReviewsWidget
  # The widget's JSON API, its sign-in and sign-out, answered by the marketplace. Writes pass
  # Rails' own CSRF check first (the widget sends csrf_meta_tags' token as X-CSRF-Token, its forms
  # as authenticity_token; Rails answers 422 without it), then go with the marketplace's.
  class ApiController < ReviewsWidget.configuration.parent_controller.constantize
    include ReviewsWidget::WidgetPage

    protect_from_forgery with: :exception

    APP_META = %r{<script id="app_meta" type="application/json">(.*?)</script>}m.freeze

    rescue_from ReviewsWidget::Marketplace::RefusedLocation do |error|
      logger&.warn("Reviews widget: #{error.message}: answered 502")
      render json: { error: "The marketplace's answer was refused." }, status: :bad_gateway
    end

    def forward
      marketplace = ReviewsWidget::Marketplace.new(request)
      answer = marketplace.forward
      marketplace.answer_headers(answer).each { |name, value| response.headers[name] = value }
      # A refused sign-in comes back as the marketplace's sign-in page: shown here as this shop's
      # page of the widget, with the marketplace's words (its app_meta: the message, the typed email).
      if answer.status >= 400 && answer.headers["content-type"].to_s.start_with?("text/html")
        return render_widget_page(marketplace_meta(answer), signed_in: false, status: answer.status)
      end
      return head(answer.status) if answer.body.empty?

      send_data answer.body, status: answer.status, type: answer.headers["content-type"] || "application/octet-stream",
                             disposition: nil
    end

    private

    # The app_meta of a page of the marketplace's (its title, robots, a form's message and values).
    def marketplace_meta(answer)
      JSON.parse(answer.body[APP_META, 1].to_s).slice(*ReviewsWidget::Facts::APP_META_KEYS)
    rescue JSON::ParserError
      { "title" => "Reviews", "robots" => "noindex" }
    end
  end
end
