module ReviewsWidget
  module Generators
    # The page-swapper the shop already loads, as its files say (react_on_rails' and vite_ruby's
    # generators decide from concrete files too): Turbo (@hotwired/turbo, by importmap or a
    # bundler), Turbolinks' npm package (webpacker: it runs under a strict CSP), or Turbolinks
    # through Sprockets (`//= require turbolinks`: the turbolinks-source gem's build, which runs its
    # modules with eval, which the widget's pages' policy refuses), or none.
    class PageSwapper
      TURBO = %r{["']@hotwired/turbo(-rails)?["']}.freeze
      NPM_TURBOLINKS = /(require\(|from\s+|import\s+)["']turbolinks["']/.freeze
      SPROCKETS_TURBOLINKS = %r{^\s*//= require turbolinks\s*$}.freeze

      def initialize(app_root)
        @app_root = app_root
      end

      # :turbo, :turbolinks (a CSP-safe build of the shop's own), :sprockets_turbolinks, or nil.
      def kind
        return :turbo if turbo?
        return :turbolinks if script_files("app/javascript").any? { |file| File.read(file).match?(NPM_TURBOLINKS) }
        return :sprockets_turbolinks if sprockets_manifests.any?

        nil
      end

      # The Sprockets manifests that require Turbolinks (their line is taken out for the npm build).
      def sprockets_manifests
        script_files("app/assets/javascripts").select { |file| File.read(file).match?(SPROCKETS_TURBOLINKS) }
      end

      private

      def turbo?
        [*script_files("app/javascript"), in_app("config/importmap.rb"), in_app("package.json")]
          .any? { |file| File.file?(file) && File.read(file).match?(TURBO) }
      end

      def script_files(folder) = Dir[in_app(folder, "**/*.{js,mjs,coffee,ts}")]

      def in_app(*path) = File.join(@app_root, *path)
    end
  end
end
