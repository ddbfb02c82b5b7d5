# config/initializers/content_security_policy.rb: a strict policy from Rails' DSL, no eval and no
# inline script but the widget's press queue, allowed by the hash of its text, which the bundle's
# manifest names (read on each page, so a new build needs no restart). The widget needs nothing
# more (its data travels in JSON script elements, which are not run); pictures and videos come from
# https hosts.
Rails.application.config.content_security_policy do |policy|
  policy.default_src :self
  policy.script_src :self, -> { ReviewsBundleHelper.manifest.dig("early", "csp") }
  policy.style_src :self, :unsafe_inline # style attributes in the rendered markup (a rating bar's width)
  policy.img_src :self, :data, :https
  policy.media_src :self, :https
  policy.connect_src :self
  policy.frame_src "https://www.youtube-nocookie.com", "https://player.vimeo.com"
  policy.object_src :none
  policy.base_uri :none
  policy.form_action :self
end
