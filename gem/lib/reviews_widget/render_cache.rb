require "digest"
require "json"
require "reviews_widget/facts"
require "reviews_widget/manifest"

module ReviewsWidget
  # The last good guest HTML the render service answered for a grid's badges or a product's
  # reviews, in Rails.cache, so that a busy machine leaves no page without its stars once it has
  # been rendered. A copy is fresh as long as the ratings it shows may be kept (the service's
  # Cache-Control says the same); past that, one request renders anew while the others are served
  # the stale copy (race_condition_ttl), and a render that times out or falls back is served the
  # last good copy, kept a week. Only a page never rendered goes empty, and an empty one is never
  # kept. A store that keeps nothing (Rails' :null_store, a new app's development) renders every time.
  class RenderCache
    # Seconds a copy is fresh, and a stale one stands in while a request renders it anew.
    FRESH = Facts::RATINGS_MAX_AGE
    # Seconds the last good copy stands in for a render that failed.
    KEPT = 7 * 24 * 3600

    def initialize(store = Rails.cache)
      @store = store
    end

    # What `parts` (what the HTML depends on: the ids or the product, the page's query, the language,
    # the shop) renders in this build of the widget: the fresh copy, else the block's render when
    # `good` takes it, else the last good copy, else `empty` (the block's fallback).
    def fetch(kind, parts, good:)
      key = "reviews_widget/#{kind}/#{Manifest.read['build']}/#{Digest::SHA256.hexdigest(parts.to_json)}"
      failed = nil
      fresh = @store.fetch("#{key}/fresh", expires_in: FRESH, race_condition_ttl: FRESH, skip_nil: true) do
        rendered = yield
        unless good.call(rendered)
          failed = rendered
          next # never kept
        end
        @store.write("#{key}/kept", [rendered, Time.now.to_f], expires_in: KEPT)
        rendered
      end
      fresh || kept(kind, key) || failed
    end

    private

    def kept(kind, key)
      value, at = @store.read("#{key}/kept")
      return unless at

      ActiveSupport::Notifications.instrument("kept.reviews_widget", kind: kind, age: (Time.now.to_f - at).round)
      value
    end
  end
end
