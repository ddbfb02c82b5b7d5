module ReviewsWidget
  # What the widget's controllers share: the page's language, a page of the widget in its layout
  # (config.layout) with what its helpers read and the widget's Content-Security-Policy, and
  # redirects that stay paths of this shop.
  module WidgetPage
    extend ActiveSupport::Concern

    included do
      around_action :with_widget_locale
    end

    # A redirect to a path stays that path: Rails would put the request's own scheme and Host (the
    # last X-Forwarded-Host, whatever a visitor sends) before it. Browsers resolve it against the
    # page they asked, which is this shop's.
    def _compute_redirect_to_location(request, options)
      return options if options.is_a?(String) && options.start_with?("/") && !options.start_with?("//")

      super
    end

    private

    # app_meta: the page's, as the marketplace's page data gives it (its meta_data), its addresses
    # this shop's, with the shop's look and languages.
    def render_widget_page(meta, signed_in:, data: {}, status: 200)
      config = ReviewsWidget.configuration
      meta = ShopOrigin.new(config).own_addresses(meta)
                       .merge(config.look, "locale" => @reviews_widget_locale, "locales" => config.locales)
      @reviews_widget_page = Page.new(meta: meta, signed_in: signed_in, data: data)
      apply_widget_policy if config.content_security_policy
      render html: "", layout: config.layout, status: status, content_type: "text/html"
    end

    # The application's policy (or a strict one) with what the widget needs, for this page only.
    # Turbo's progress bar puts a <style> in the page with the nonce csp_meta_tag writes: unless the
    # application makes nonces itself, style-src names one, new each page, never 'unsafe-inline'.
    def apply_widget_policy
      policy = request.content_security_policy&.clone || ActionDispatch::ContentSecurityPolicy.new
      ReviewsWidget::ContentSecurityPolicy.apply(policy, Rails.application.config.asset_host)
      request.content_security_policy = policy
      return if request.content_security_policy_nonce_generator

      request.content_security_policy_nonce_generator = ->(_request) { SecureRandom.base64(16) }
      request.content_security_policy_nonce_directives = %w[style-src]
    end

    # The page's language: ?locale= when the widget's pages offer it, else the one the visitor chose
    # in the widget's language menu (its reviews_locale cookie), else the application's default.
    # I18n's too when the application has it, so the shop's header and footer speak it.
    def with_widget_locale(&action)
      offered = ReviewsWidget.configuration.locales
      @reviews_widget_locale = [params[Facts::LANGUAGE_PARAMETER], cookies[Facts::COOKIES.fetch("language")],
                                I18n.default_locale.to_s].find do |code|
        offered.include?(code.to_s)
      end&.to_s || offered.first
      return action.call unless I18n.available_locales.map(&:to_s).include?(@reviews_widget_locale)

      I18n.with_locale(@reviews_widget_locale, &action)
    end
  end
end
