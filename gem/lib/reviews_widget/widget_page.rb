module ReviewsWidget
  # What the widget's controllers share: the page's language, and a page of the widget in its
  # layout (config.layout) with what its helpers read and the widget's Content-Security-Policy.
  module WidgetPage
    extend ActiveSupport::Concern

    included do
      around_action :with_widget_locale
    end

    private

    # app_meta: the page's, as the marketplace's page data gives it (its meta_data).
    def render_widget_page(meta, signed_in:, data: {}, status: 200)
      config = ReviewsWidget.configuration
      meta = meta.merge(config.look, "locale" => @reviews_widget_locale, "locales" => config.locales)
      @reviews_widget_page = Page.new(meta: meta,
                                      signed_in: signed_in, data: data)
      apply_widget_policy if ReviewsWidget.configuration.content_security_policy
      render html: "", layout: ReviewsWidget.configuration.layout, status: status, content_type: "text/html"
    end

    # The application's policy (or a strict one) with what the widget needs, for this page only.
    def apply_widget_policy
      policy = request.content_security_policy&.clone || ActionDispatch::ContentSecurityPolicy.new
      ReviewsWidget::ContentSecurityPolicy.apply(policy, Rails.application.config.asset_host)
      request.content_security_policy = policy
    end

    # The page's language: ?locale= when the widget's pages offer it, else the one the visitor chose
    # in the widget's language menu (its reviews_locale cookie), else the application's default.
    # I18n's too when the application has it, so the shop's header and footer speak it.
    def with_widget_locale(&action)
      offered = ReviewsWidget.configuration.locales
      @reviews_widget_locale = [params[:locale], cookies[:reviews_locale], I18n.default_locale.to_s].find do |code|
        offered.include?(code.to_s)
      end&.to_s || offered.first
      return action.call unless I18n.available_locales.map(&:to_s).include?(@reviews_widget_locale)

      I18n.with_locale(@reviews_widget_locale, &action)
    end
  end
end
