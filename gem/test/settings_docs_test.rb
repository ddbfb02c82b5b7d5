require "test_helper"
require_relative "../../build/gem-settings"

# The settings' documents are what their one declaration (ReviewsWidget::SETTINGS) writes: the
# README's table and the generator's initializer. A setting added, dropped or changed without
# `npm run docs` (build/gem-settings.rb) fails here.
class SettingsDocsTest < Minitest::Test
  def test_the_readmes_table_is_the_settings
    readme = File.read(GemSettings::README)
    assert_equal GemSettings.readme(readme), readme, "gem/README.md's settings table is stale: npm run docs"
  end

  def test_the_generators_initializer_is_the_settings_a_shop_chooses
    assert_equal GemSettings.initializer, File.read(GemSettings::TEMPLATE), "the initializer template is stale: npm run docs"
  end

  # The check itself: a row the declaration no longer says is found.
  def test_a_stale_table_is_found
    readme = File.read(GemSettings::README)
    stale = readme.sub("| `marketplace_timeout` | `15` |", "| `marketplace_timeout` | `30` |")
    refute_equal stale, readme
    refute_equal GemSettings.readme(stale), stale
  end
end
