module Reviews
  # A visit to one of the widget's pages (a browser's, or Turbolinks'), not a call of its API: a GET
  # asking for HTML, without `format=json` or a `.json` path.
  class PageRequest
    def self.matches?(request)
      request.get? && request.headers["Accept"].to_s.include?("text/html") &&
        !request.path.end_with?(".json") && !request.query_string.match?(/(\A|&)format=/)
    end
  end
end
