require "test_helper"
require "support/fake_services"

# A page of the widget in the generator's layout: its data asked of the marketplace as the visitor,
# its head from app_meta, its roots from the render service, what the page prints escaped.
class PagesTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  STORE = "/reviews/stores/copper?format=json".freeze
  # A store whose marketplace texts try to close the page's script elements.
  STORE_META = {
    "title" => "Copper </script><script>alert(1)</script> | Reviews", "description" => "Pans & <pots>",
    # As the marketplace writes it, asked with the shop's Host over its own scheme.
    "canonical" => "http://shop.example.com/reviews/stores/copper",
    "structured_data" => [{ "@type" => "Organization", "name" => "</script><script>alert(2)</script>",
                            "url" => "http://shop.example.com/reviews/stores/copper" }]
  }.freeze

  # The addresses of STORE_META as the page names them: at the shop's own origin.
  SHOP_META = {
    "canonical" => "#{SHOP_ORIGIN}/reviews/stores/copper",
    "structured_data" => [STORE_META["structured_data"].first.merge("url" => "#{SHOP_ORIGIN}/reviews/stores/copper")]
  }.freeze

  def setup
    super
    @answers[STORE] = json_answer("meta_data" => STORE_META)
  end

  def test_a_page_asks_the_marketplace_as_the_visitor_and_renders_from_its_answers
    html_page "/reviews/stores/copper", "Cookie" => "_reviews_session=abc", "Accept-Language" => "fr"
    assert_response :ok
    asked = @marketplace.seen.to_h { |request| [request.path, request.headers] }
    assert_equal [STORE, "/reviews/me.json?exchange_rates=true"].sort, asked.keys.sort
    asked.each_value do |headers|
      assert_equal "shop.example.com", headers["host"], "the shop's Host, so canonical names the shop"
      assert_equal "_reviews_session=abc", headers["cookie"]
      assert_equal "en", headers["x-reviews-locale"]
    end
    page = rendered_pages.first
    assert_equal "/reviews/stores/copper", page["url"]
    assert_equal [STORE, "/reviews/me.json?exchange_rates=true"].sort, page["data"].keys.sort
    assert_equal({ "cookie" => "_reviews_session=abc", "accept-language" => "fr" }, page["headers"])
    assert_equal STORE_META.merge(SHOP_META).merge(added_meta), page["meta"]
    assert_equal false, page["signed_in"]
  end

  # Escaped by the helpers themselves (json_escape), not only by Rails' own JSON encoding, which an
  # application may turn off (config.active_support.escape_html_entities_in_json = false).
  def test_the_layout_writes_the_head_roots_and_data_and_escapes_what_the_marketplace_wrote
    escaping = ActiveSupport.escape_html_entities_in_json
    begin
      ActiveSupport.escape_html_entities_in_json = false
      html_page "/reviews/stores/copper"
    ensure
      ActiveSupport.escape_html_entities_in_json = escaping
    end
    body = response.body
    assert_match '<html lang="en">', body
    head = body[/<head>.*<\/head>/m]
    assert_match(/\A<head>\s*<meta charset="utf-8">\s*<meta name="viewport"[^>]*>\s*<script>window.ReviewsWidgetPresses/, head,
                 "the press queue first in the head")
    assert_match "<title>Copper &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Reviews</title>", head
    assert_match '<meta name="description" content="Pans &amp; &lt;pots&gt;">', head
    assert_match '<link rel="canonical" href="https://shop.example.com/reviews/stores/copper">', head
    assert_match '<link rel="alternate" hreflang="de" href="https://shop.example.com/reviews/stores/copper?locale=de">', head
    assert_match '<link rel="alternate" hreflang="x-default" href="https://shop.example.com/reviews/stores/copper">', head
    assert_match '"name":"\u003c/script\u003e\u003cscript\u003ealert(2)\u003c/script\u003e"', head, "JSON-LD escaped for its script"
    assert_match '<link rel="stylesheet" href="/reviews-bundle/assets/styles-TEST.css">', head
    assert_match '<script type="module" src="/reviews-bundle/assets/main-TEST.js" fetchpriority="low"></script>', head
    assert_match '<link rel="preload" as="image" href="/img/1.webp">', head, "the render's own head"
    assert_match '<div id="search-navbar"><nav>/reviews/stores/copper</nav></div>', body
    assert_match '<main id="main"><h1>/reviews/stores/copper</h1></main>', body
    assert_match '<div id="site-footer"><p>footer</p></div>', body
    app_meta = body[%r{<script type="application/json" id="app_meta">(.*?)</script>}m, 1]
    assert_match(/\A\{[^<>]*\}\z/, app_meta, "app_meta whole in its script, escaped (json_escape)")
    assert_equal "Copper </script><script>alert(1)</script> | Reviews", JSON.parse(app_meta)["title"]
    assert_match '<script type="application/json" id="app_first_screen">{"answers":[]}</script>', body
    refute_match "logged-in", body[/<body[^>]*>/]
  end

  def test_the_pages_policy_is_strict_and_allows_the_press_queue_by_its_hash
    html_page "/reviews/stores/copper"
    policy = response.headers["Content-Security-Policy"]
    assert_match "script-src 'self' 'sha256-TESTHASH='", policy
    assert_match "default-src 'self'", policy
    assert_match "object-src 'none'", policy
    assert_match(/style-src 'self' 'nonce-[^']+';/, policy, "no 'unsafe-inline': the widget's HTML carries no style attribute")
    refute_match "unsafe-eval", policy
  end

  def test_the_pages_style_nonce_is_the_one_its_csp_meta_tag_names_for_turbos_progress_bar_new_each_page
    nonces = Array.new(2) do
      html_page "/reviews/stores/copper"
      nonce = response.headers["Content-Security-Policy"][/style-src [^;]*'nonce-([^']+)'/, 1]
      assert_equal nonce, response.body[/<meta name="csp-nonce" content="([^"]+)"/, 1]
      refute_match "nonce", response.headers["Content-Security-Policy"][/script-src [^;]*/], "scripts by their hash alone"
      nonce
    end
    refute_equal(*nonces)
  end

  def test_the_pages_policy_names_the_origin_pictures_load_from
    html_page "/reviews/stores/copper"
    policy = response.headers["Content-Security-Policy"]
    assert_match "img-src 'self' data: https: #{@marketplace.url}", policy
    assert_match "media-src 'self' https: #{@marketplace.url}", policy
  end

  def test_a_shop_that_draws_its_own_footer_marks_main_and_the_widgets_footer_root_still_comes
    html_page "/reviews/stores/copper"
    assert_match '<main id="main"><h1>', response.body
    with_settings(footer: false) { html_page "/reviews/stores/copper" }
    assert_match '<main id="main" data-rv-footer="none"><h1>', response.body
    assert_match '<div id="site-footer"><p>footer</p></div>', response.body, "the cookie notice's root"
  end

  def test_a_signed_in_visitor_gets_the_logged_in_body
    @answers["/reviews/me.json?exchange_rates=true"] = json_answer("reviewer" => { "name" => "Ada" })
    html_page "/reviews/stores/copper"
    assert_match '<body class="logged-in">', response.body
    assert_equal true, rendered_pages.first["signed_in"]
  end

  # A product's query drives its reviews (their page, sort, filter), not its page data: the widget's
  # screen and the render service ask the data for the path alone, and so does the page.
  def test_a_product_page_with_a_query_asks_its_data_for_the_path_alone_as_the_render_service_does
    product = "/reviews/stores/copper/products/pan?format=json"
    @answers[product] = json_answer("meta_data" => STORE_META)
    html_page "/reviews/stores/copper/products/pan?page=2&sort_by=newest"
    assert_response :ok
    assert_includes @marketplace.seen.map(&:path), product
    assert_equal [product, "/reviews/me.json?exchange_rates=true"].sort, rendered_pages.first["data"].keys.sort
    @answers["/reviews/stores/copper/products/pan?format=json&locale=de"] = json_answer("meta_data" => STORE_META)
    html_page "/reviews/stores/copper/products/pan?page=2&locale=de"
    assert_includes rendered_pages.last["data"].keys, "/reviews/stores/copper/products/pan?format=json&locale=de"
    # A category's query is its page's own (its filters): kept.
    category = "/reviews/categories/pans?page=2&format=json"
    @answers[category] = json_answer("meta_data" => STORE_META)
    html_page "/reviews/categories/pans?page=2"
    assert_includes rendered_pages.last["data"].keys, category
  end

  def test_a_page_in_another_language_asks_its_data_at_the_address_the_bundle_asks
    @answers["/reviews/stores/copper?format=json&locale=de"] = json_answer("meta_data" => STORE_META)
    html_page "/reviews/stores/copper?locale=de"
    assert_match '<html lang="de">', response.body
    assert_match '<link rel="modulepreload" href="/reviews-bundle/assets/de-TEST.js">', response.body, "its catalogue"
    assert_includes @marketplace.seen.map(&:path), "/reviews/stores/copper?format=json&locale=de"
    assert_equal "de", @marketplace.seen.first.headers["x-reviews-locale"]
    assert_includes rendered_pages.first["data"].keys, "/reviews/stores/copper?format=json&locale=de"
  end

  def test_the_language_chosen_in_the_widgets_menu_is_the_next_pages
    @answers["/reviews/stores/copper?format=json&locale=de"] = json_answer("meta_data" => STORE_META)
    html_page "/reviews/stores/copper", "Cookie" => "reviews_locale=de"
    assert_match '<html lang="de">', response.body
    html_page "/reviews/stores/copper?locale=xx", "Cookie" => "reviews_locale=ja"
    assert_match '<html lang="en">', response.body, "a language not offered is the default"
  end

  def test_the_marketplaces_redirects_and_refusals_are_the_pages
    @answers["/reviews/stores/old?format=json"] = [301, { "Location" => "#{@marketplace.url}/reviews/stores/new?format=json&page=2" }, ""]
    html_page "/reviews/stores/old"
    assert_response :moved_permanently
    assert_equal "/reviews/stores/new?page=2", response.headers["Location"], "a path of this shop, its 301 kept"
    @answers["/reviews/users/ada?format=json"] = json_answer({ "error" => "sign in" }, 401)
    html_page "/reviews/users/ada"
    assert_redirected_to "/login?return_to=%2Freviews%2Fusers%2Fada"
  end

  def test_a_page_the_marketplace_does_not_have_is_the_widgets_404
    html_page "/reviews/stores/nope"
    assert_response :not_found
    assert_equal true, rendered_pages.first["meta"]["not_found"]
  end

  def test_without_a_render_the_page_goes_with_empty_roots_for_the_browser
    @render_answer = ->(_request) { [200, { "X-Render" => "fallback" }, "{}"] }
    html_page "/reviews/stores/copper"
    assert_response :ok
    body = response.body
    assert_match '<div id="search-navbar"></div>', body
    assert_match '<main id="main"></main>', body
    refute_match(/site-footer|app_first_screen|ReviewsWidgetPresses|fetchpriority/, body)
    assert_match '<script type="module" src="/reviews-bundle/assets/main-TEST.js"></script>', body
  end

  def test_the_sign_out_page_is_the_shops_and_posts_with_rails_token
    html_page "/logout"
    assert_response :ok
    assert_match %r{<main><h1>Sign out</h1>.*<form class="button_to" method="post" action="/logout">}m, response.body
    assert_match 'name="authenticity_token"', response.body
  end
end
