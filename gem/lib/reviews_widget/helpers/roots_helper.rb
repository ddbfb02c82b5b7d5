module ReviewsWidget
  # The widget's roots, rendered by the render service (the first call renders the page; the
  # others reuse it), and the page's data for the bundle. A page whose render failed or was slow
  # gets empty roots, which the browser renders; the log and the render.reviews_widget event say why.
  module RootsHelper
    # <div id="search-navbar">, <main id="main"> and, when rendered, <div id="site-footer">.
    def reviews_widget_roots
      roots = reviews_widget_roots_rendered
      # React's HTML as the service rendered it: user text in it is already escaped.
      # A shop that draws its own footer marks <main>: the widget's footer root after it keeps only
      # the cookie notice.
      footer = ("none" unless ReviewsWidget.configuration.footer)
      parts = [tag.div(roots.navbar.html_safe, id: "search-navbar"),
               tag.main(roots.main.html_safe, id: "main", data: { rv_footer: footer })]
      parts << tag.div(roots.footer.html_safe, id: "site-footer") if roots.rendered?
      safe_join(parts, "\n")
    end

    # app_meta and, when rendered, the first screen's answers: JSON the bundle reads (never run).
    def reviews_widget_data
      roots = reviews_widget_roots_rendered
      parts = [tag.script(json_escape(reviews_widget_page.meta.to_json).html_safe, type: "application/json", id: "app_meta")]
      # Escaped by the service for its script element (as json_escape does).
      if roots.rendered?
        parts << tag.script(roots.first_screen_json.html_safe, type: "application/json", id: "app_first_screen")
      end
      safe_join(parts, "\n")
    end

    # <body class>: "logged-in" when a reviewer is signed in, which the bundle reads at load.
    def reviews_widget_body_class = ("logged-in" if reviews_widget_page.signed_in)

    # The page's language (<html lang>), which the widget speaks on it.
    def reviews_widget_locale = reviews_widget_page.meta["locale"]

    private

    def reviews_widget_page
      @reviews_widget_page or raise ArgumentError, "the reviews_widget helpers belong in the layout of the widget's pages"
    end

    def reviews_widget_roots_rendered
      @reviews_widget_roots ||= ReviewsWidget::RenderClient.new.render(
        url: request.fullpath, meta: reviews_widget_page.meta, signed_in: reviews_widget_page.signed_in,
        csrf_token: form_authenticity_token, cookies_accepted: cookies[ReviewsWidget::Facts::COOKIES.fetch("cookies_accepted")] == "1",
        data: reviews_widget_page.data,
        # The service asks the marketplace as the visitor: with the marketplace's cookies, never the shop's.
        headers: { "cookie" => ReviewsWidget::MarketplaceCookies.new.request_header(request.headers["Cookie"]),
                   "accept-language" => request.headers["Accept-Language"].to_s }
      )
    end
  end
end
