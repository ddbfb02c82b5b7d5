namespace :reviews_widget do
  desc "Copy a build of the widget (FROM=its dist/, default the repository this gem lives in) into public/"
  task copy_bundle: :environment do
    require "reviews_widget/build"
    config = ReviewsWidget.configuration
    to = Rails.public_path.join(config.bundle_folder)
    build = ReviewsWidget::Build.copy(from: ENV.fetch("FROM", ReviewsWidget::Build::REPOSITORY_DIST), to: to)
    puts "Build #{build} copied into #{to}"
    host = config.bundle_host || Rails.application.config.asset_host
    puts "Upload #{to} to #{host} as /#{config.bundle_folder}/ (manifest.json last)" if host.is_a?(String)
  end

  desc "Check that the bundle in public/ and the render service are the same build"
  task check_build: :environment do
    require "reviews_widget/build"
    build = ReviewsWidget::Build.check(Rails.public_path)
    puts "The bundle and the render service are build #{build}"
  rescue ReviewsWidget::Build::Mismatch, Errno::ENOENT => e
    abort "reviews_widget:check_build: #{e.message}"
  end
end
