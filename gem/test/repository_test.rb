require "test_helper"
require "json"

# The gem and the widget's project it comes with agree: its version is the bundle's, its languages
# the widget's, its Turbolinks the project's npm build.
class RepositoryTest < Minitest::Test
  def test_the_gems_version_is_the_bundles
    assert_equal JSON.parse(File.read(File.join(REPOSITORY, "package.json")))["version"], ReviewsWidget::VERSION
  end

  def test_the_languages_are_the_widgets
    languages = File.read(File.join(REPOSITORY, "src/lib/i18n/languages.ts"))[/export const LANGUAGES = \[(.*?)\]/, 1]
    assert_equal languages.scan(/"(\w+)"/).flatten, ReviewsWidget::LANGUAGES
  end

  def test_the_generators_turbolinks_is_the_npm_package_the_project_depends_on
    npm = File.join(REPOSITORY, "node_modules/turbolinks/dist/turbolinks.js")
    assert_equal File.read(npm), File.read(File.join(GEM_ROOT, "lib/generators/reviews_widget/install/templates/turbolinks.js"))
  end
end
