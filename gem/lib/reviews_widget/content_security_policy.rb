module ReviewsWidget
  # The widget's pages' Content-Security-Policy (config.content_security_policy): the application's
  # own when it has one, else a strict one, and in either what the widget needs: the press queue,
  # inline and allowed by its hash (a new build, a new hash: read from the manifest on each page),
  # the bundle's origin when it is another, and the origin the marketplace's pictures and videos
  # load from (config.media_url). Never 'unsafe-inline' for styles: the widget's HTML carries no
  # style attribute (its theme goes in through the CSSOM, which a policy allows).
  module ContentSecurityPolicy
    VIDEO_FRAMES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"].freeze

    def self.apply(policy, asset_host)
      strict(policy) if policy.directives.empty?
      origin = ReviewsWidget.configuration.bundle_host || (asset_host if asset_host.is_a?(String))
      bundle = origin ? [origin.chomp("/")] : []
      add(policy, "script-src", [ReviewsWidget::Manifest.press_queue_source, *bundle])
      add(policy, "style-src", bundle)
      media = ReviewsWidget.configuration.media_origin
      %w[img-src media-src].each { |directive| add(policy, directive, [media]) } if media
      add(policy, "frame-src", VIDEO_FRAMES) if policy.directives["frame-src"]
    end

    # A shop's own page with rating badges (its policy, never a strict one of the widget's): the
    # bundle's origin for their script and stylesheet, if another; its styles as they are (the
    # badges' HTML carries no style attribute).
    def self.apply_badges(policy, asset_host)
      origin = ReviewsWidget.configuration.bundle_host || (asset_host if asset_host.is_a?(String))
      bundle = origin ? [origin.chomp("/")] : []
      add(policy, "script-src", bundle)
      add(policy, "style-src", bundle)
    end

    # A shop's own product page with the product's reviews (its policy, never a strict one of the
    # widget's): what the badges need, and the origin the reviews' pictures and videos load from
    # (config.media_url) and the video services' frames, where the policy names those directives.
    def self.apply_product_reviews(policy, asset_host)
      apply_badges(policy, asset_host)
      media = ReviewsWidget.configuration.media_origin
      %w[img-src media-src].each { |directive| add(policy, directive, [media]) } if media
      add(policy, "frame-src", VIDEO_FRAMES) if policy.directives["frame-src"]
    end

    # What the widget needs and nothing more: its data travels in JSON script elements, which are
    # not run; pictures and videos come from https hosts; videos play in their services' frames.
    def self.strict(policy)
      policy.default_src :self
      policy.script_src :self
      policy.style_src :self
      policy.img_src :self, :data, :https
      policy.media_src :self, :https
      policy.connect_src :self
      policy.frame_src(*VIDEO_FRAMES)
      policy.object_src :none
      policy.base_uri :none
      policy.form_action :self
    end

    # A directive with `sources` added; one the policy leaves to default-src starts from it. No
    # sources: the policy as it was.
    def self.add(policy, directive, sources)
      return if sources.empty?

      current = policy.directives[directive] || policy.directives["default-src"] || []
      policy.directives[directive] = (current + sources).uniq
    end
  end
end
