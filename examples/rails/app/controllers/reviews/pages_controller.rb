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
      page, me = [address, ME].map { |path| Thread.new { marketplace.get_json(path) } }.map(&:value)
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

    # The page's data, as the bundle asks it: the address with format=json added to its query.
    def page_data_address
      query = request.query_string.presence
      "#{request.path}?#{[query, 'format=json'].compact.join('&')}"
    end
  end
end
