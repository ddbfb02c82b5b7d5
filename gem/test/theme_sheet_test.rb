require "test_helper"
require "support/fake_services"

# config.theme as a stylesheet of the shop's own origin: the widget's text of it (the cases its
# TypeScript runs too), served at an address naming its digest and kept a year, 404 at any other;
# linked once in the head of the widget's pages, a grid with badges and a product page, and not
# at all without a theme.
class ThemeSheetTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  CASES = JSON.parse(File.read(File.join(REPOSITORY, "test/support/shapes/theme-sheets.json"))).fetch("cases")
  THEME = { "accent" => "#8a4b2a", "surface-page" => "#fbf8f3", "radius" => "6px" }.freeze
  SHOP = { shop_domain: "copper.example", shop_platform: "shopify", shop_api_token: "token-1" }.freeze
  LINK = %r{<link rel="stylesheet" href="(/reviews-widget/theme-\h{16}\.css)" />|<link rel="stylesheet" href="(/reviews-widget/theme-\h{16}\.css)">}.freeze

  def setup
    super
    @answers["/reviews/stores/copper?format=json"] = json_answer("meta_data" => { "title" => "Copper" })
    @render_answer = lambda do |request|
      asked = JSON.parse(request.body)
      body = asked["external_ids"] ? { badges: {} } : { navbar: "", main: "", footer: "", head: "", first_screen_json: "", missing: [] }
      [200, {}, body.to_json]
    end
  end

  def links(body) = body.scan(LINK).map(&:compact).flatten

  def test_the_cases_the_widget_runs_too_give_the_same_text
    CASES.each { |example| assert_equal example.fetch("css"), ReviewsWidget::ThemeSheet.css(example.fetch("theme")), example["theme"].inspect }
  end

  def test_the_sheet_is_served_at_its_digests_address_kept_a_year_as_text_css
    with_settings(theme: THEME) do
      path = ReviewsWidget::ThemeSheet.path
      get path
      assert_response :ok
      assert_equal ReviewsWidget::ThemeSheet.css(THEME), response.body
      assert_match(/\A\.rv-root\{--rv-accent:#8a4b2a!important;.*--rv-accent-strong:var\(--rv-accent-strong-mixed\)/, response.body)
      assert_equal "text/css; charset=utf-8", response.headers["Content-Type"]
      assert_equal "public, max-age=31536000, immutable", response.headers["Cache-Control"]
      assert_equal "nosniff", response.headers["X-Content-Type-Options"]
      head path
      assert_response :ok
      assert_equal "", response.body
    end
  end

  def test_no_theme_or_another_themes_address_is_not_found_and_not_kept
    with_settings(theme: THEME) { @old = ReviewsWidget::ThemeSheet.path }
    with_settings(theme: THEME.merge("accent" => "#123456")) do
      get @old
      assert_response :not_found
      refute_match(/immutable|max-age/, response.headers["Cache-Control"].to_s)
    end
    [{}, { "accent" => "red" }].each do |theme|
      with_settings(theme: theme) do
        assert_nil ReviewsWidget::ThemeSheet.path, "#{theme}: nothing kept, no sheet"
        get @old
        assert_response :not_found
      end
    end
  end

  def test_the_widgets_pages_a_grid_and_a_product_page_link_it_once_in_their_head
    with_settings(**SHOP, theme: THEME) do
      path = ReviewsWidget::ThemeSheet.path
      html_page "/reviews/stores/copper"
      assert_equal [path], links(response.body), "a page of the widget"
      assert_operator response.body.index(path), :<, response.body.index("</head>")
      get "/grid", params: { ids: "101,102" }
      assert_equal [path], links(response.body), "a grid with badges"
      get "/catalogue/8001"
      assert_equal [path], links(response.body), "a product page"
    end
  end

  def test_without_a_theme_no_page_links_one
    with_settings(**SHOP, theme: {}) do
      html_page "/reviews/stores/copper"
      assert_equal [], links(response.body)
      get "/grid", params: { ids: "101" }
      assert_equal [], links(response.body)
      get "/catalogue/8001"
      assert_equal [], links(response.body)
      refute_includes response.body, "reviews-widget/theme"
    end
  end
end
