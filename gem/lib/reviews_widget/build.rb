require "fileutils"
require "json"
require "net/http"

module ReviewsWidget
  # The bundle's build in the application: copied into public/<bundle_folder>/, and checked against
  # the render service's (the browser adopts only the markup its own build renders).
  module Build
    class Mismatch < StandardError; end

    # The widget's repository this gem lives in: its `npm run build` writes dist/ there.
    REPOSITORY_DIST = File.expand_path("../../../dist", __dir__)

    module_function

    # Copies a build (its assets/ and manifest.json) into `to`, the manifest last, so a page never
    # names a file that is not there yet; the files of earlier builds stay for pages still open.
    def copy(from:, to:)
      manifest = File.join(from, "manifest.json")
      raise Errno::ENOENT, "#{manifest} (build the widget first: npm run build)" unless File.file?(manifest)

      FileUtils.mkdir_p(to)
      FileUtils.cp_r(File.join(from, "assets"), to)
      FileUtils.cp(manifest, to)
      JSON.parse(File.read(manifest))["build"]
    end

    # The build the service renders (its GET /health) against the one in public/; raises Mismatch
    # when they differ or the service does not say.
    def check(public_path, config = ReviewsWidget.configuration)
      served = JSON.parse(File.read(File.join(public_path, config.bundle_folder, "manifest.json")))["build"]
      rendered = service_build(config)
      return served if served && served == rendered

      raise Mismatch, "the bundle in public/#{config.bundle_folder}/ is build #{served.inspect}, the render service at " \
                      "#{config.render_url} renders build #{rendered.inspect}: serve both from one `npm run build` " \
                      "(bin/rails reviews_widget:copy_bundle, then restart the service)"
    end

    def service_build(config)
      uri = URI.join(config.render_url.chomp("/") + "/", "health")
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https", open_timeout: 5, read_timeout: 30) do |http|
        http.get(uri.path)
      end
      JSON.parse(response.body)["build"] if response.is_a?(Net::HTTPOK)
    rescue SystemCallError, IOError, SocketError, Net::OpenTimeout, Net::ReadTimeout, JSON::ParserError => e
      raise Mismatch, "the render service at #{config.render_url} does not answer GET /health (#{e.class}: #{e.message})"
    end
  end
end
