# Every test of the gem, in one process: `ruby gem/test/run.rb` (npm test runs it when Ruby is here).
$LOAD_PATH.unshift(File.expand_path("../lib", __dir__), __dir__)
Dir[File.join(__dir__, "**/*_test.rb")].sort.each { |file| require file }
