require "rails/generators"
require "reviews_widget/build"
require_relative "left_to_do"
require_relative "page_swapper"

module ReviewsWidget
  module Generators
    # rails generate reviews_widget:install: the initializer, the widget's layout, its routes,
    # Turbolinks for both layouts (or the Turbo or Turbolinks the shop loads already), the bundle
    # in public/; then what is left for the shop to decide.
    class InstallGenerator < Rails::Generators::Base
      source_root File.expand_path("templates", __dir__)

      class_option :skip_turbolinks, type: :boolean, default: false,
                                     desc: "Leave page visits to the shop (Turbo, or full page loads)"
      class_option :bundle_from, type: :string, default: Build::REPOSITORY_DIST,
                                 desc: "The widget's build to copy into public/ (its dist/)"

      SHOP_LAYOUT = "app/views/layouts/application.html.erb".freeze
      WIDGET_LAYOUT = "app/views/layouts/reviews_widget.html.erb".freeze
      # Turbolinks' npm build, from the widget's project: it runs under a strict CSP, which the eval
      # build of the turbolinks-source gem (Debian's ruby-turbolinks) does not.
      TURBOLINKS_TAG = '<%= javascript_include_tag "/turbolinks.js", "data-turbolinks-track": "reload" %>'.freeze
      # Where the shop's layout writes what its pages add to its <head>.
      HEAD_TAG = "<%= yield :head %>".freeze
      HEAD_YIELD = /<%=\s*(yield|content_for)[\s(]*:head\b/.freeze
      # The shop layout's lines that load its stylesheets and scripts.
      SHOP_ASSET_LINE = Regexp.new('\A\s*<%= *(stylesheet_link_tag|javascript_include_tag|stylesheet_pack_tag|' \
                                   'javascript_pack_tag|javascript_importmap_tags)\b').freeze

      def initializer
        copy_file "reviews_widget.rb", "config/initializers/reviews_widget.rb"
      end

      # One page-swapper on both layouts: the shop's own when it loads one that runs under the
      # widget's strict policy (Turbo, Turbolinks' npm build), which the widget's layout loads as
      # the shop's does; else Turbolinks' npm build, in place of the turbolinks-source build a
      # Sprockets manifest requires (its eval is refused on the widget's pages).
      def turbolinks
        return if options[:skip_turbolinks]

        swapper = PageSwapper.new(destination_root)
        case swapper.kind
        when :turbo then return say_status(:skip, "Turbolinks: the shop loads Turbo, which the widget follows", :blue)
        when :turbolinks then say_status(:skip, "/turbolinks.js: the shop loads Turbolinks' npm build already", :blue)
        else use_csp_safe_turbolinks(swapper)
        end
        # Its Rails side keeps the address bar right when a Turbolinks visit is redirected.
        gem "turbolinks", "~> 5" unless File.read(in_app("Gemfile")).match?(/^\s*gem ["']turbolinks["']/)
      end

      # The shop's own pages' helpers put their tags in the <head> (content_for :head,
      # reviews_widget_badge_tags, reviews_widget_product_reviews_tags): its layout yields them there.
      def shop_head
        return if shop_layout.empty? || shop_layout.match?(HEAD_YIELD)

        inject_into_file SHOP_LAYOUT, "    #{HEAD_TAG}\n", before: %r{^\s*</head>}
      end

      # The widget's pages' layout, loading the shop's stylesheets and scripts as its application
      # layout does (Turbolinks among them), so a visit from one to the other keeps them.
      def layout
        copy_file "reviews_widget.html.erb", WIDGET_LAYOUT
        shop_assets = shop_layout.lines.grep(SHOP_ASSET_LINE).map { |line| "    #{line.strip}\n" }
        return if shop_assets.empty?

        inject_into_file WIDGET_LAYOUT, shop_assets.join, after: /^.*The shop's stylesheets and scripts.*\n/
      end

      def routes
        return if File.read(in_app("config/routes.rb")).include?("reviews_widget_routes")

        inject_into_file "config/routes.rb", <<-RUBY, before: /^end\s*\z/
  # The review widget's pages and what they ask the marketplace for (its API, sign-in and sign-out,
  # pictures): listed paths only, after the shop's own routes, so every other path stays the shop's.
  reviews_widget_routes
        RUBY
      end

      # A build of the widget in public/, when there is one (this gem's repository's, once built).
      def bundle
        folder = ReviewsWidget.configuration.bundle_folder
        from = options[:bundle_from]
        unless File.file?(File.join(from, "manifest.json"))
          return say_status(:skip, "no build in #{from}: bin/rails reviews_widget:copy_bundle FROM=<the widget's dist/>", :yellow)
        end

        build = Build.copy(from: from, to: in_app("public", folder))
        say_status :copy, "the widget's build #{build} into public/#{folder}/"
      end

      def left_to_do
        say LeftToDo.new(destination_root).to_s
      end

      private

      def use_csp_safe_turbolinks(swapper)
        swapper.sprockets_manifests.each do |manifest|
          gsub_file manifest, /#{PageSwapper::SPROCKETS_TURBOLINKS.source}\n?/, ""
          say_status :replace, "#{manifest.delete_prefix("#{destination_root}/")}'s //= require turbolinks (an eval build) " \
                               "with /turbolinks.js", :yellow
        end
        copy_file "turbolinks.js", "public/turbolinks.js"
        return if shop_layout.include?("/turbolinks.js") || shop_layout.empty?

        inject_into_file SHOP_LAYOUT, "    #{TURBOLINKS_TAG}\n", before: %r{^\s*</head>}
      end

      def in_app(*path) = File.join(destination_root, *path)

      def shop_layout
        File.exist?(in_app(SHOP_LAYOUT)) ? File.read(in_app(SHOP_LAYOUT)) : ""
      end
    end
  end
end
