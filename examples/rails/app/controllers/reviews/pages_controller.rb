# app/controllers/reviews/pages_controller.rb
module Reviews
  # The widget's pages: the shop's layout for the widget (layouts/reviews), its head written from the
  # page's app_meta, its roots rendered by the render service from the answers gathered here.
  class PagesController < ApplicationController
    include WidgetPage

    ME = "/reviews/me.json?exchange_rates=true".freeze

    def show
      marketplace = Marketplace.new(request)
      address = page_data_address
      locale = I18n.locale
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

    private

    # A page's address from its data's (a redirect of the marketplace's): format=json taken out.
    def without_format(location)
      path, query = location.split("?", 2)
      rest = URI.decode_www_form(query.to_s).reject { |name, _| name == "format" }
      rest.empty? ? path : "#{path}?#{URI.encode_www_form(rest)}"
    end

    # The page's data, as the bundle asks it: the address's query with format=json and, on a page
    # not in English, its language (a preload carries no header: the address says it).
    def page_data_address
      fields = URI.decode_www_form(request.query_string).reject { |name, _| %w[format locale].include?(name) }
      fields << %w[format json]
      fields << ["locale", I18n.locale.to_s] unless I18n.locale == I18n.default_locale
      "#{request.path}?#{URI.encode_www_form(fields)}"
    rescue ArgumentError # a query that is not one
      "#{request.path}?format=json"
    end
  end
end
