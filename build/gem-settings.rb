# The gem's settings as its documents show them, written from their one declaration
# (gem/lib/reviews_widget/settings.rb): gem/README.md's table of every setting, and the initializer
# the generator writes (its template, and docs/rails.md's copy of it), which names only what each
# shop chooses. `npm run docs` runs it; the gem's SettingsDocsTest fails when a file is stale.
$LOAD_PATH.unshift(File.expand_path("../gem/lib", __dir__))
require "reviews_widget/settings"

module GemSettings
  ROOT = File.expand_path("..", __dir__)
  README = File.join(ROOT, "gem/README.md")
  TEMPLATE = File.join(ROOT, "gem/lib/generators/reviews_widget/install/templates/reviews_widget.rb")
  RAILS_DOC = File.join(ROOT, "docs/rails.md")
  TABLE_HEAD = "| setting | default | what |\n| --- | --- | --- |\n".freeze
  INITIALIZER_HEAD = <<~RUBY.freeze
    # config/initializers/reviews_widget.rb: the review widget's settings each shop chooses, at their
    # defaults, which work beside the widget's `npm start` and `npm run render-server`. Every other
    # setting keeps the gem's default, which a later version may change (the reviews_widget gem's
    # README lists them all); a value that cannot work stops the boot with what is wrong.
    ReviewsWidget.configure do |config|
  RUBY

  module_function

  # A default as Ruby writes it: a list of words as %w[…].
  def literal(value)
    return "%w[#{value.join(' ')}]" if value.is_a?(Array) && value.all?(String)

    value.inspect
  end

  def table
    rows = ReviewsWidget::SETTINGS.map { |setting| "| `#{setting.name}` | `#{literal(setting.default)}` | #{setting.what} |\n" }
    TABLE_HEAD + rows.join
  end

  # `text` as comment lines of at most `width` characters.
  def comment(text, width = 100)
    text.delete("`").split.each_with_object([+"  #"]) do |word, lines|
      lines << +"  #" if lines.last.length + word.length + 1 > width
      lines.last << " #{word}"
    end.join("\n")
  end

  def initializer
    chosen = ReviewsWidget::SETTINGS.select(&:chosen).map do |setting|
      "#{comment(setting.what.sub(/\A./, &:upcase))}\n  config.#{setting.name} = #{literal(setting.default)}\n"
    end
    "#{INITIALIZER_HEAD}#{chosen.join("\n")}end\n"
  end

  # The README with its table as the settings say.
  def readme(text)
    start = text.index(TABLE_HEAD) or raise "gem/README.md has no settings table (#{TABLE_HEAD.lines.first.strip})"
    finish = text.index("\n\n", start) + 1
    text[0...start] + table + text[finish..]
  end

  # docs/rails.md with its initializer as the generator writes it.
  def rails_doc(text)
    text.sub(/^```ruby\n# config\/initializers\/reviews_widget\.rb:.*?^```$/m) { "```ruby\n#{initializer}```" }
  end

  def write
    File.write(README, readme(File.read(README)))
    File.write(TEMPLATE, initializer)
    File.write(RAILS_DOC, rails_doc(File.read(RAILS_DOC)))
    puts "written: #{[README, TEMPLATE, RAILS_DOC].map { |file| file.delete_prefix("#{ROOT}/") }.join(', ')}"
  end
end

GemSettings.write if $PROGRAM_NAME == __FILE__
