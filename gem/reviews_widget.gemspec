# The review widget's Rails side: settings, view helpers, the widget's pages and the forwarding of
# its API, rake tasks and an install generator (README.md). Built with `gem build`; an application
# beside this repository uses it by path: gem "reviews_widget", path: "…/gem".
require_relative "lib/reviews_widget/version"

Gem::Specification.new do |spec|
  spec.name = "reviews_widget"
  spec.version = ReviewsWidget::VERSION
  spec.summary = "The review marketplace widget in a Rails application: one initializer, one generator"
  spec.description = "Server-rendered widget pages in the shop's layout, the marketplace API forwarded " \
                     "with its own CSRF token, the bundle's tags and head, rake tasks for the bundle's build."
  spec.authors = ["The review marketplace team"]
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"
  spec.files = Dir["README.md", "lib/**/*", "app/**/*"]
  spec.require_paths = ["lib"]
  # The Rails the suite runs it on: 6.1 and 7.2 (docs/rails.md, "Which Rails"); 8 once it runs here.
  spec.add_dependency "railties", ">= 6.1", "< 7.3"
  spec.add_dependency "actionpack", ">= 6.1", "< 7.3"
  # The marketplace's kept-alive connections (Rails 7.1+ depends on it too; Debian: ruby-connection-pool).
  spec.add_dependency "connection_pool", ">= 2.2.5", "< 3"
end
