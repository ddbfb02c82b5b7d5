module ReviewsWidget
  # A page of the widget as its controller gathered it: its app_meta (with the page's language and
  # the languages offered), whether a reviewer is signed in, and the answers the render starts from
  # (address => the JSON that GET answers this visitor).
  Page = Struct.new(:meta, :signed_in, :data, keyword_init: true)
end
