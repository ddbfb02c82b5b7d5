module ReviewsWidget
  # The page's <head> from its app_meta, as search engines and link previews read it: title,
  # description, robots, canonical, the page in each language, JSON-LD; and the shop's theme's
  # stylesheet, when config.theme sets one.
  module HeadHelper
    def reviews_widget_head
      meta = reviews_widget_page.meta
      tags = [tag.title(meta["title"])]
      %w[description robots].each do |name|
        tags << tag.meta(name: name, content: meta[name]) if meta[name].present?
      end
      tags.concat(reviews_widget_addresses(meta["canonical"].presence, Array(meta["locales"])))
      tags << reviews_widget_theme_tag
      # Review texts are in it: json_escape keeps them from closing the script element.
      Array(meta["structured_data"]).each do |item|
        tags << tag.script(json_escape(item.to_json).html_safe, type: "application/ld+json")
      end
      safe_join(tags.compact, "\n")
    end

    private

    # Its canonical address and, when it comes in more than one language, each language's.
    def reviews_widget_addresses(canonical, locales)
      return [] unless canonical

      tags = [tag.link(rel: "canonical", href: canonical)]
      return tags if locales.size < 2

      locales.each do |code|
        tags << tag.link(rel: "alternate", hreflang: code, href: "#{canonical}#{canonical.include?('?') ? '&' : '?'}locale=#{code}")
      end
      tags << tag.link(rel: "alternate", hreflang: "x-default", href: canonical)
    end
  end
end
