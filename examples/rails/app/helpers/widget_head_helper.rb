# app/helpers/widget_head_helper.rb: the page's <head> from its app_meta, as search engines and
# link previews read it: title, description, robots, canonical, the page in each language, JSON-LD.
module WidgetHeadHelper
  def widget_head_tags(app_meta)
    tags = [tag.title(app_meta["title"])]
    %w[description robots].each do |name|
      tags << tag.meta(name: name, content: app_meta[name]) if app_meta[name].present?
    end
    if (canonical = app_meta["canonical"].presence)
      tags << tag.link(rel: "canonical", href: canonical)
      locales = Array(app_meta["locales"])
      locales.each do |code|
        tags << tag.link(rel: "alternate", hreflang: code, href: "#{canonical}#{canonical.include?('?') ? '&' : '?'}locale=#{code}")
      end
      tags << tag.link(rel: "alternate", hreflang: "x-default", href: canonical) if locales.any?
    end
    # Review texts are in it: json_escape keeps them from closing the script element.
    Array(app_meta["structured_data"]).each do |item|
      tags << tag.script(json_escape(item.to_json).html_safe, type: "application/ld+json")
    end
    safe_join(tags, "\n")
  end
end
