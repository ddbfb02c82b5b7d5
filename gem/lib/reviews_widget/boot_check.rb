require "reviews_widget/configuration"

module ReviewsWidget
  # The settings' check when the application boots: a setting that cannot work stops the boot in one
  # line naming it (no backtrace), rather than a page at a time. The shop's origin is checked only
  # where the application serves pages: a rake task (assets:precompile, db:migrate in a build step
  # without the server's environment) loads the application without serving any.
  module BootCheck
    module_function

    def run(app, config = ReviewsWidget.configuration)
      config.validate!(serving? ? app : nil)
    rescue ConfigurationError => e
      abort("reviews_widget: #{e.message}")
    end

    # Whether this process may serve the application's pages: anything but a rake task.
    def serving?(rake = (::Rake.application if defined?(::Rake.application)))
      rake.nil? || rake.top_level_tasks.empty?
    end
  end
end
