require "json"

module ReviewsWidget
  # The bundle's manifest.json in public/<bundle_folder>/ (rails reviews_widget:copy_bundle puts a
  # build there): the files a page loads and the press queue's script. Read again whenever the file
  # changes, so a new build is served without a restart.
  module Manifest
    class Missing < StandardError; end

    @cache = nil
    @lock = Mutex.new

    class << self
      def read(public_path = Rails.public_path)
        file = Pathname(public_path).join(ReviewsWidget.configuration.bundle_folder, "manifest.json")
        mtime = file.mtime
        @lock.synchronize do
          @cache = [file, mtime, JSON.parse(file.read)] unless @cache && @cache[0] == file && @cache[1] == mtime
          @cache[2]
        end
      rescue Errno::ENOENT
        raise Missing, "#{file} is missing: put a build of the widget there with " \
                       "`bin/rails reviews_widget:copy_bundle` (after each `npm run build`)"
      end

      # The script's source the CSP allows the press queue by (its hash), e.g. 'sha256-…'.
      def press_queue_source(public_path = Rails.public_path)
        read(public_path).dig("early", "csp")
      end
    end
  end
end
