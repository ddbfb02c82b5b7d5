require "test_helper"
require "json"

# The address of a page's data the gem asks the marketplace for and hands the render service under
# that name, for the cases the widget's screen runs too (unit/page-data-addresses): the render asks
# for it by the same address.
class PageDataAddressesTest < Minitest::Test
  CASES = JSON.parse(File.read(File.join(REPOSITORY, "test/support/shapes/page-data-addresses.json"))).fetch("cases")

  def test_each_pages_address_and_language_give_the_data_address_the_widget_asks
    refute_empty CASES
    CASES.each do |example|
      path, query = example.fetch("page").split("?", 2)
      language = example.fetch("language")
      data = example.fetch("data")
      if data
        assert_equal data, ReviewsWidget::Facts.page_data_address(path, query.to_s, language), "#{example['page']} (#{language})"
      else
        assert_equal "none", ReviewsWidget::Facts.page_for(path)&.fetch("page_data"), "#{example['page']} asks no page data"
      end
    end
  end
end
