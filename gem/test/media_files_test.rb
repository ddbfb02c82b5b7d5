require "test_helper"
require "support/fake_services"

# The marketplace's pictures and videos asked of the shop: a page's redirected to the media origin
# (Puma holds no thread while they are sent); else streamed as they arrive, a Range a 206, the
# marketplace's caching kept, the marketplace's cookies alone sent, none set.
class MediaFilesTest < ActionDispatch::IntegrationTest
  include ReviewsWidgetTest::FakeServices
  include ReviewsWidgetTest::Settings

  PICTURE = "/img/products/p1-400.webp".freeze
  BYTES = (0...256).map(&:chr).join.b.freeze
  CACHING = "public, max-age=31536000, immutable".freeze

  def setup
    super
    # A marketplace that answers a Range as the reference host does.
    @answers[PICTURE] = lambda do |request|
      headers = { "Content-Type" => "image/webp", "Cache-Control" => CACHING, "ETag" => '"p1"', "Accept-Ranges" => "bytes",
                  "Set-Cookie" => "_reviews_session=x; Path=/" }
      range = request.headers["range"].to_s[/\Abytes=(\d+)-(\d+)\z/] && [$1.to_i, $2.to_i]
      next [200, headers, BYTES] unless range

      [206, headers.merge("Content-Range" => "bytes #{range[0]}-#{range[1]}/#{BYTES.size}"), BYTES[range[0]..range[1]]]
    end
  end

  def test_a_range_is_answered_206_with_its_part_and_the_marketplaces_caching
    get PICTURE, headers: { "Range" => "bytes=10-19", "Cookie" => "_shop_session=SHOP; _reviews_session=abc" }
    assert_response :partial_content
    assert_equal BYTES[10..19], response.body
    assert_equal "bytes 10-19/256", response.headers["Content-Range"]
    assert_equal CACHING, response.headers["Cache-Control"]
    assert_equal ["image/webp", '"p1"', "bytes"], response.headers.values_at("Content-Type", "ETag", "Accept-Ranges")
    assert_nil response.headers["Set-Cookie"], "a file sets no cookie"
    asked = @marketplace.seen.last
    assert_equal ["bytes=10-19", "shop.example.com", "_reviews_session=abc"], asked.headers.values_at("range", "host", "cookie")
    get PICTURE
    assert_equal [200, BYTES, CACHING], [response.status, response.body, response.headers["Cache-Control"]]
  end

  def test_a_pages_picture_is_redirected_to_the_media_origin_and_the_redirect_kept
    page = { "Referer" => "http://www.example.com/reviews/stores/copper" }
    get "#{PICTURE}?v=2", headers: page
    assert_equal [302, "#{@marketplace.url}#{PICTURE}?v=2", "public, max-age=86400"],
                 [response.status, response.headers["Location"], response.headers["Cache-Control"]]
    with_settings(media_url: "https://cdn.example.net") do
      get "/media/review-pictures/compact/r1.webp", headers: page
      assert_equal [302, "https://cdn.example.net/media/review-pictures/compact/r1.webp", "no-cache"],
                   [response.status, response.headers["Location"], response.headers["Cache-Control"]],
                   "a reviewer's photo: not kept, so the widget's retry without a Referer comes here"
    end
    assert_empty @marketplace.seen, "the marketplace was not asked: the browser asks it"
    with_settings(media_url: false) do
      get PICTURE, headers: page
      assert_equal [200, BYTES], [response.status, response.body], "no media origin: passed on"
    end
  end

  # The Rack endpoint as Puma calls it: the first part comes through before the marketplace has sent
  # the rest. (A body read whole would come only once the marketplace gave up waiting, 10 s later.)
  def test_a_file_is_passed_on_as_it_arrives_over_a_kept_alive_connection
    rest = Queue.new
    @answers["/media/videos/clip.webm"] = [200, { "Content-Type" => "video/webm", "Content-Length" => "8" },
                                           lambda { |out|
                                             out.write("1234")
                                             out.write(Thread.new { rest.pop }.join(10)&.value || "5678")
                                           }]
    2.times do
      status, headers, body = ReviewsWidget::MediaFiles.new.call(Rack::MockRequest.env_for("/media/videos/clip.webm"))
      assert_equal [200, "video/webm"], [status, headers["Content-Type"]]
      chunks = []
      body.each do |chunk|
        chunks << chunk
        rest << "5678" if chunks.size == 1
      end
      body.close
      assert_equal %w[1234 5678], chunks, "the first part before the rest was sent"
    end
    assert_equal 1, @marketplace.connections, "the second file over the first's connection"
  end

  def test_a_marketplace_that_does_not_answer_is_a_502
    ReviewsWidget.configuration.marketplace_url = "http://127.0.0.1:#{TCPServer.open('127.0.0.1', 0) { |s| s.addr[1] }}"
    get PICTURE
    assert_response :bad_gateway
  end
end
