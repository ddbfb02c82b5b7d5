# The example shop: a Rails 6.1 application with the review widget on its pages (README, "A Rails
# application"). Run it with bin/serve; the tests start it beside the marketplace host.
require_relative "config/environment"

run Rails.application
