module ReviewsWidget
  # The bundle's tags, as its manifest.json names them, from public/<bundle_folder>/ or the origin
  # that serves it (config.bundle_host, else Rails' config.asset_host); then the render's own head.
  module BundleHelper
    # The press queue, first in the head of a page whose roots come rendered: it keeps what is
    # pressed before the widget adopts them, from the first paint. Inline, allowed by its hash (the
    # manifest's early.csp, which the widget's Content-Security-Policy names).
    def reviews_widget_press_queue
      return unless reviews_widget_roots_rendered.rendered?

      tag.script(ReviewsWidget::Manifest.read.dig("early", "script").html_safe)
    end

    # route: the page's route name (src/lib/routes.ts), to preload its chunks too; nil: the entry
    # finds them. When the roots come rendered, the page paints from its HTML: the entry and its
    # preloads load at low priority, behind what paints it. The page's language's catalogue is
    # preloaded beside the entry (English has none).
    # The tags are not marked data-turbolinks-track (nor data-turbo-track): the shop's own pages have
    # no widget, and pages that track different files make every visit between them a full page load.
    def reviews_widget_bundle_tags(route = nil)
      manifest = ReviewsWidget::Manifest.read
      roots = reviews_widget_roots_rendered
      cors = ("anonymous" if reviews_widget_bundle_host || Rails.application.config.asset_host.present?)
      priority = ("low" if roots.rendered?)
      tags = manifest["css"].map { |file| tag.link(rel: "stylesheet", href: reviews_widget_file(file)) }
      (manifest["preload"] + manifest.dig("routes", route.to_s).to_a).each do |file|
        tags << tag.link(rel: "modulepreload", href: reviews_widget_file(file), crossorigin: cors, fetchpriority: priority)
      end
      catalogue = manifest.dig("locales", reviews_widget_locale)
      tags << tag.link(rel: "modulepreload", href: reviews_widget_file(catalogue), crossorigin: cors) if catalogue
      tags << tag.script(type: "module", src: reviews_widget_file(manifest["entry"]), crossorigin: cors, fetchpriority: priority)
      # The render's own head: the preloads React asked for (the first pictures); React's HTML.
      tags << roots.head.html_safe
      safe_join(tags, "\n")
    end

    private

    def reviews_widget_file(file)
      path = "/#{ReviewsWidget.configuration.bundle_folder}/#{file}"
      # asset_path honours config.asset_host in every form Rails takes (a name without a scheme, a Proc).
      reviews_widget_bundle_host ? "#{reviews_widget_bundle_host.chomp('/')}#{path}" : asset_path(path, skip_pipeline: true)
    end

    def reviews_widget_bundle_host = ReviewsWidget.configuration.bundle_host
  end
end
