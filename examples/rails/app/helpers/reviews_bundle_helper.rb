# app/helpers/reviews_bundle_helper.rb: the bundle's tags, as its manifest.json names them, from
# public/reviews-bundle/ (or the asset host that serves that folder).
module ReviewsBundleHelper
  BUNDLE_FOLDER = "/reviews-bundle/".freeze

  # The bundle's manifest, read on each page: a new build is served without a restart.
  def self.manifest
    JSON.parse(Rails.public_path.join("reviews-bundle/manifest.json").read)
  end

  # route: the page's route name (src/lib/routes.ts), to preload its chunks too; nil: the entry finds them.
  # rendered: the roots come rendered by the render service: the page paints from its HTML, so the
  # entry and its chunks' preloads load at low priority, behind what paints it.
  # locale: the page's language; its catalogue is preloaded beside the entry (English has none).
  # The tags are not marked data-turbolinks-track (nor data-turbo-track): the shop's own pages have
  # no widget, and pages that track different files make every visit between them a full page load.
  # Turbolinks adds a page's new stylesheet and entry script to the head on the visit that brings them.
  def reviews_bundle_tags(route = nil, rendered: false, locale: I18n.locale)
    manifest = ReviewsBundleHelper.manifest
    # asset_path honours config.asset_host in every form Rails takes (a name without a scheme, a Proc).
    at = ->(file) { asset_path(BUNDLE_FOLDER + file, skip_pipeline: true) }
    cors = ("anonymous" if Rails.application.config.asset_host.present?)
    tags = manifest["css"].map { |file| tag.link(rel: "stylesheet", href: at[file]) }
    # The press queue keeps what is pressed on the rendered roots until the widget has adopted them:
    # inline, first, as it is (the CSP allows it by the hash of this text, manifest["early"]["csp"]).
    tags.unshift(tag.script(manifest.dig("early", "script").html_safe)) if rendered
    priority = ("low" if rendered)
    (manifest["preload"] + manifest.dig("routes", route.to_s).to_a).each do |file|
      tags << tag.link(rel: "modulepreload", href: at[file], crossorigin: cors, fetchpriority: priority)
    end
    catalogue = manifest.dig("locales", locale.to_s)
    tags << tag.link(rel: "modulepreload", href: at[catalogue], crossorigin: cors) if catalogue
    tags << tag.script(type: "module", src: at[manifest["entry"]], crossorigin: cors, fetchpriority: priority)
    safe_join(tags, "\n")
  end
end
