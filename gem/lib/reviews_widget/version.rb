module ReviewsWidget
  # The bundle's version (package.json): a gem and a bundle of one version go together.
  VERSION = "0.1.0".freeze
end
