require "test_helper"
require "rake"

# The bundle's build in the application: reviews_widget:copy_bundle puts one in public/, and
# reviews_widget:check_build says whether the render service renders the same one.
class BuildTest < Minitest::Test
  include ReviewsWidgetTest::Settings

  def setup
    @public = Dir.mktmpdir("public")
    @health = { "ok" => true, "build" => "0123456789abcdef" }
    @service = FakeServer.new { [200, { "Content-Type" => "application/json" }, @health.to_json] }
  end

  def teardown
    @service.stop
    FileUtils.rm_rf(@public)
  end

  def check = with_settings(render_url: @service.url) { ReviewsWidget::Build.check(@public) }

  def test_a_copy_puts_the_manifest_beside_its_files_and_keeps_the_files_of_earlier_builds
    FileUtils.mkdir_p(File.join(@public, "reviews-bundle/assets"))
    File.write(File.join(@public, "reviews-bundle/assets/main-OLD.js"), "old")
    build = ReviewsWidget::Build.copy(from: FIXTURE_BUILD, to: File.join(@public, "reviews-bundle"))
    assert_equal "0123456789abcdef", build
    assert File.file?(File.join(@public, "reviews-bundle/manifest.json"))
    assert File.file?(File.join(@public, "reviews-bundle/assets/main-TEST.js"))
    assert File.file?(File.join(@public, "reviews-bundle/assets/main-OLD.js")), "for pages still open"
  end

  def test_no_build_to_copy_says_to_build_first
    error = assert_raises(Errno::ENOENT) { ReviewsWidget::Build.copy(from: @public, to: File.join(@public, "x")) }
    assert_match "npm run build", error.message
  end

  def test_the_bundle_and_the_service_of_one_build_pass_the_check
    ReviewsWidget::Build.copy(from: FIXTURE_BUILD, to: File.join(@public, "reviews-bundle"))
    assert_equal "0123456789abcdef", check
    assert_equal "GET /health", @service.seen.map { |request| "#{request.method} #{request.path}" }.first
  end

  def test_a_service_of_another_build_fails_the_check_naming_both
    ReviewsWidget::Build.copy(from: FIXTURE_BUILD, to: File.join(@public, "reviews-bundle"))
    @health["build"] = "fedcba9876543210"
    error = assert_raises(ReviewsWidget::Build::Mismatch) { check }
    assert_match 'build "0123456789abcdef", the render service at', error.message
    assert_match 'renders build "fedcba9876543210"', error.message
    @health.delete("build") # a service from before builds had ids
    assert_raises(ReviewsWidget::Build::Mismatch) { check }
  end

  def test_a_service_that_is_down_fails_the_check
    ReviewsWidget::Build.copy(from: FIXTURE_BUILD, to: File.join(@public, "reviews-bundle"))
    port = TCPServer.open("127.0.0.1", 0) { |server| server.addr[1] } # free, and nobody listens there
    error = assert_raises(ReviewsWidget::Build::Mismatch) do
      with_settings(render_url: "http://127.0.0.1:#{port}") { ReviewsWidget::Build.check(@public) }
    end
    assert_match "does not answer GET /health (Errno::ECONNREFUSED", error.message
  end

  def test_the_rake_tasks_are_the_applications
    Rails.application.load_tasks
    assert Rake::Task.task_defined?("reviews_widget:copy_bundle")
    assert Rake::Task.task_defined?("reviews_widget:check_build")
  end
end
