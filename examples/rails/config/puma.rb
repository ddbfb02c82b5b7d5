# Threads enough for a page and the render service's GETs of the same page's data at once.
threads 8, 8
bind "tcp://127.0.0.1:#{ENV.fetch('PORT', 3100)}"
environment ENV.fetch("RAILS_ENV", "production")
