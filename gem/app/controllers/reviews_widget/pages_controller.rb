module ReviewsWidget
  # The widget's pages (a browser's or Turbolinks' visit to one of its routes): the page's data and
  # whether a reviewer is signed in, asked of the marketplace as the visitor, then the widget's
  # layout, whose helpers write the head from the page's app_meta and get its roots rendered.
  class PagesController < ReviewsWidget.configuration.parent_controller.constantize
    include ReviewsWidget::WidgetPage

    ME = "/reviews/me.json?exchange_rates=true".freeze

    def show
      marketplace = ReviewsWidget::Marketplace.new(request)
      address = page_data_address
      locale = @reviews_widget_locale
      # Both at once: the page waits for the slower, not for the two one after the other.
      page, me = [address, ME].map { |path| Thread.new { marketplace.get_json(path, locale) } }.map(&:value)
      return redirect_to(without_format(page.headers["location"])) if page.status.between?(300, 399)
      return redirect_to("/login?return_to=#{CGI.escape(request.fullpath)}") if page.status == 401

      meta = page.json&.fetch("meta_data", nil) || { "title" => "Reviews", "robots" => "noindex" }
      meta = meta.merge("not_found" => true) if page.status == 404
      # The answers the render starts from; it asks the API for what else the page shows.
      data = { ME => (me.json if me.ok?), address => (page.json if page.ok?) }.compact
      render_widget_page(meta, signed_in: me.json&.dig("reviewer").present?, data: data,
                               status: page.status == 404 ? 404 : 200)
    end

    # A visit to /logout: the widget signs out with a form's post from its menu; this page asks the
    # same, in the shop's own layout.
    def sign_out; end

    private

    # A page's address from its data's (a redirect of the marketplace's): format=json taken out.
    def without_format(location)
      path, query = location.sub(%r{\Ahttps?://[^/]+}, "").split("?", 2)
      rest = URI.decode_www_form(query.to_s).reject { |name, _| name == "format" }
      rest.empty? ? path : "#{path}?#{URI.encode_www_form(rest)}"
    end

    # The page's data, as the bundle asks it (src/lib/request-urls.ts): the address's query with
    # format=json and, on a page not in English, its language (a preload carries no header).
    def page_data_address
      fields = URI.decode_www_form(request.query_string).reject { |name, _| %w[format locale].include?(name) }
      fields << %w[format json]
      fields << ["locale", @reviews_widget_locale] unless @reviews_widget_locale == "en"
      "#{request.path}?#{URI.encode_www_form(fields)}"
    rescue ArgumentError # a query that is not one
      "#{request.path}?format=json"
    end
  end
end
