# The shop's catalogue, its own (this example has no database): 96 products whose ids are those the
# marketplace's example shop knows them by (`npm start`'s seed: 8000000001…), 48 to a page.
class Product
  PER_PAGE = 48
  KINDS = %w[Kettle Pan Board Mug Teapot Skillet].freeze

  attr_reader :id, :title, :price

  def initialize(index)
    @id = (8_000_000_001 + index).to_s
    @title = "#{KINDS[index % KINDS.size]} No. #{index + 1}"
    @price = 19 + (index * 7 % 80)
  end

  def self.all = (0...96).map { |index| new(index) }
  def self.page(number) = all.each_slice(PER_PAGE).to_a[number - 1] || []
  def self.find(id) = all.find { |product| product.id == id.to_s }
  def self.pages = (all.size.to_f / PER_PAGE).ceil
end
