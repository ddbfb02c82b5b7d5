require "test_helper"
require "support/fake_services"

# The widget's API forwarded to the marketplace: Rails checks its own CSRF token, the marketplace
# gets its own, with the shop's configured Host and the marketplace's own cookies both ways.
class ForwardingTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices

  HEART = "/reviews/profile/follows/heart".freeze

  def setup
    super
    @answers["/reviews/stores/copper?format=json"] = json_answer("meta_data" => { "title" => "Copper" })
    @answers[HEART] = [200, { "Content-Type" => "application/json", "Set-Cookie" => "seen=1; path=/" }, '{"status":"ok"}']
  end

  def test_a_write_passes_rails_check_and_reaches_the_marketplace_with_its_own_token_and_the_shops_host
    token = rails_token
    @marketplace.seen.size.times { @marketplace.requests.pop }
    cookies["_reviews_session"] = "old"
    cookies["_reviews_visitor"] = "v1"
    post HEART, params: { is_hearting: true, shop_enc_id: "s1" }.to_json,
                headers: { "Content-Type" => "application/json", "Accept" => "application/json", "X-CSRF-Token" => token }
    assert_response :ok
    assert_equal '{"status":"ok"}', response.body
    token_page, write = @marketplace.seen
    assert_equal ["GET", "/reviews/how-it-works"], [token_page.method, token_page.path], "the visitor's marketplace token, asked first"
    assert_equal ["POST", HEART], [write.method, write.path]
    assert_equal ReviewsWidgetTest::FakeServices::MARKETPLACE_TOKEN, write.headers["x-csrf-token"]
    assert_equal "shop.example.com", write.headers["host"]
    assert_equal({ "is_hearting" => true, "shop_enc_id" => "s1" }, JSON.parse(write.body))
    assert_equal "_reviews_session=fresh; _reviews_visitor=v1", write.headers["cookie"], "the session the token belongs to"
    set = set_cookie_lines.grep(/\A_reviews_session=/)
    assert_equal ReviewsWidget::MarketplaceCookies::PATHS.map { |path| "_reviews_session=fresh; Path=#{path}; HttpOnly; Secure" },
                 set, "the marketplace's session, passed on for the widget's paths"
    assert_empty set_cookie_lines.grep(/\Aseen=/), "a name not the marketplace's is not passed on"
  end

  def test_a_write_without_rails_token_is_refused_by_rails_and_reaches_nothing
    rails_token # a session of this shop's, whose token the write does not carry
    before = @marketplace.seen.size
    assert_raises(ActionController::InvalidAuthenticityToken) do
      post HEART, params: "{}", headers: { "Content-Type" => "application/json", "X-CSRF-Token" => "forged" }
    end
    assert_equal before, @marketplace.seen.size
  end

  def test_a_form_goes_with_the_marketplaces_token_in_place_of_rails
    token = rails_token
    @answers["/login"] = [303, { "Location" => "#{@marketplace.url}/reviews" }, ""]
    post "/login", params: { authenticity_token: token, email: "ada@example.com", password: "pw" }
    assert_redirected_to "/reviews", "the marketplace's redirect, made this shop's"
    form = URI.decode_www_form(@marketplace.seen.last.body).to_h
    assert_equal ReviewsWidgetTest::FakeServices::MARKETPLACE_TOKEN, form["authenticity_token"]
    assert_equal "ada@example.com", form["email"]
  end

  def test_a_refused_sign_in_is_the_widgets_page_with_the_marketplaces_words
    token = rails_token
    meta = { "title" => "Sign in | Reviews", "flash" => { "error" => "That email and password don't match." },
             "form" => { "email" => "ada@example.com" }, "secret" => "not passed on" }
    @answers["/login"] = [401, { "Content-Type" => "text/html" },
                          %(<main></main><script id="app_meta" type="application/json">#{meta.to_json}</script>)]
    post "/login", params: { authenticity_token: token, email: "ada@example.com", password: "wrong" }
    assert_response :unauthorized
    shown = JSON.parse(response.body[%r{id="app_meta">(.*?)</script>}m, 1])
    assert_equal meta.except("secret").merge(added_meta), shown
  end

  def test_a_read_is_forwarded_as_it_came_with_the_shops_host
    @answers["/api/v1/widgets/product_review?page=2"] = json_answer("reviews" => [])
    get "/api/v1/widgets/product_review?page=2", headers: { "Accept" => "application/json", "X-Reviews-Locale" => "de" }
    assert_response :ok
    assert_equal({ "reviews" => [] }, JSON.parse(response.body))
    asked = @marketplace.seen.last
    assert_equal ["shop.example.com", "de"], asked.headers.values_at("host", "x-reviews-locale")
  end
end
