require "rails"
require "action_controller/railtie"
require "action_view/railtie"
require "reviews_widget/manifest"
require "reviews_widget/page"
require "reviews_widget/render_client"
require "reviews_widget/render_cache"
require "reviews_widget/log_subscriber"
require "reviews_widget/marketplace"
require "reviews_widget/content_security_policy"
require "reviews_widget/widget_page"
require "reviews_widget/routes"
require "reviews_widget/helper"
require "reviews_widget/boot_check"

module ReviewsWidget
  # The gem in a Rails application. Not isolated: the widget's controllers inherit from the shop's
  # (config.parent_controller), its routes are drawn among the shop's (reviews_widget_routes), and
  # its layout is the shop's own file, so the shop's partials and path helpers work in it as they do
  # everywhere else. Its rake tasks are lib/tasks/reviews_widget.rake.
  class Engine < ::Rails::Engine
    ActionDispatch::Routing::Mapper.include(ReviewsWidget::Routes)

    initializer "reviews_widget.helpers" do
      ActiveSupport.on_load(:action_view) { include ReviewsWidget::Helper }
    end

    # A setting that cannot work stops the boot with what is wrong, rather than a page at a time
    # (among them, where pages are served, a production without the shop's origin: config.shop_origin
    # or config.hosts).
    config.after_initialize { |app| ReviewsWidget::BootCheck.run(app) }
  end
end
