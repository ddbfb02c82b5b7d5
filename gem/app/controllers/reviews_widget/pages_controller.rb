module ReviewsWidget
  # The widget's pages (a browser's, a crawler's or Turbolinks' visit to one of its routes): the
  # page's data and whether a reviewer is signed in, asked of the marketplace as the visitor, then
  # the widget's layout, whose helpers write the head from the page's app_meta and get its roots
  # rendered.
  class PagesController < ReviewsWidget.configuration.parent_controller.constantize
    include ReviewsWidget::WidgetPage

    ME = ReviewsWidget::Facts::ME

    # A page is HTML in the shop's layout whatever the visit accepts (PageRequest): a JSON Accept
    # would leave the layout, and the shop's header and policy, out.
    before_action { request.format = :html }

    # A redirect elsewhere than this shop's paths is not followed: the page is the widget's 502.
    rescue_from ReviewsWidget::Marketplace::RefusedLocation do |error|
      logger&.warn("Reviews widget: #{error.message}: answered 502")
      render_widget_page({ "title" => "Reviews", "robots" => "noindex" }, signed_in: false, status: :bad_gateway)
    end

    def show
      marketplace = ReviewsWidget::Marketplace.new(request)
      address = page_data_address
      page, me = both_at_once(marketplace, [address, ME])
      pass_on_cookies(marketplace, page, me)
      # The marketplace's redirect, to a path of this shop, with its status (a 301 stays one).
      return redirect_to(without_format(marketplace.shop_path(page.headers["location"])), status: page.status) if page.redirect?
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

    # The GETs side by side: the page waits for the slower, not for the two one after the other.
    # Each thread runs inside Rails' executor, as a thread a request starts must; this one lets
    # code load meanwhile (in development), or a thread of these waiting to load it would wait on
    # this one for ever.
    def both_at_once(marketplace, paths)
      locale = @reviews_widget_locale
      ActiveSupport::Dependencies.interlock.permit_concurrent_loads do
        paths.map { |path| Thread.new { Rails.application.executor.wrap { marketplace.get_json(path, locale) } } }
             .map(&:value)
      end
    end

    # The marketplace's cookies its answers set (a new visitor's), by name, as the API's are.
    def pass_on_cookies(marketplace, *answers)
      cookies = answers.flat_map { |answer| Array(answer.headers["set-cookie"]) }
      return if cookies.empty?

      sent = marketplace.answer_headers(ReviewsWidget::Marketplace::Answer.new(200, { "set-cookie" => cookies }, ""))
      response.headers["Set-Cookie"] = sent["Set-Cookie"] if sent["Set-Cookie"]
    end

    # A page's address from its data's: format=json taken out.
    def without_format(path)
      path, query = path.split("?", 2)
      rest = URI.decode_www_form(query.to_s).reject { |name, _| name == "format" }
      rest.empty? ? path : "#{path}?#{URI.encode_www_form(rest)}"
    end

    # The page's data, at the address the widget's screen asks it (ReviewsWidget::Facts).
    def page_data_address
      ReviewsWidget::Facts.page_data_address(request.path, request.query_string, @reviews_widget_locale)
    end
  end
end
