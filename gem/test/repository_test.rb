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

# examples/rails is a shop, the gem and the generator's output: nothing of the widget's is written
# in it but the initializer's values and the shop's header and footer where the layout marks them.
class ExampleShopTest < Minitest::Test
  EXAMPLE = File.join(REPOSITORY, "examples/rails")
  TEMPLATES = File.join(GEM_ROOT, "lib/generators/reviews_widget/install/templates")

  def example(file) = File.read(File.join(EXAMPLE, file))

  def test_its_ruby_is_the_shops_own
    ruby = Dir.chdir(EXAMPLE) { Dir["app/**/*.rb"].sort }
    assert_equal %w[app/controllers/application_controller.rb app/controllers/products_controller.rb
                    app/controllers/shop_controller.rb app/helpers/application_helper.rb app/helpers/shop_helper.rb
                    app/models/product.rb], ruby
    assert_match %r{^gem "reviews_widget", path: "\.\./\.\./gem"$}, example("Gemfile")
  end

  # The initializer as the generator wrote it, with its values taken out.
  def without_values(text) = text.gsub(/^(\s*config\.\w+ = ).*$/, '\1…')

  def test_its_initializer_is_the_generators_with_its_own_values
    assert_equal without_values(File.read(File.join(TEMPLATES, "reviews_widget.rb"))),
                 without_values(example("config/initializers/reviews_widget.rb"))
  end

  # Every line of the generator's layout, in its order, with the shop's lines between them.
  def test_its_widget_layout_is_the_generators_with_the_shops_parts_where_marked
    lines = example("app/views/layouts/reviews_widget.html.erb").lines
    File.read(File.join(TEMPLATES, "reviews_widget.html.erb")).lines.each do |line|
      index = lines.index(line)
      refute_nil index, "the generator's #{line.strip} is in the example's layout, after the lines before it"
      lines = lines.drop(index + 1)
    end
    assert_match %r{The shop's header %>\n    <%= render "layouts/header" %>}, example("app/views/layouts/reviews_widget.html.erb")
  end

  def test_its_routes_and_turbolinks_are_the_generators
    assert_match(/^  reviews_widget_routes\nend\n\z/, example("config/routes.rb"))
    assert_equal File.read(File.join(TEMPLATES, "turbolinks.js")), example("public/turbolinks.js")
    turbolinks = '<%= javascript_include_tag "/turbolinks.js", "data-turbolinks-track": "reload" %>'
    assert_includes example("app/views/layouts/application.html.erb"), turbolinks
    assert_includes example("app/views/layouts/reviews_widget.html.erb"), turbolinks
  end
end
