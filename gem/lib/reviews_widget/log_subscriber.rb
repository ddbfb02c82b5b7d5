module ReviewsWidget
  # A log line for every render and every fallback, from the render.reviews_widget events: a page
  # that went with empty roots says why, so a wrong token or a service down shows in the log.
  class LogSubscriber < ActiveSupport::LogSubscriber
    CAUSES = {
      refused: "the render service refused it",
      gave_up: "the render service gave it up (past its RENDER_TIMEOUT_MS, or failed)",
      unreachable: "the render service is unreachable",
      timeout: "the render service did not answer within config.render_timeout",
      malformed: "the render service's answer is not JSON",
    }.freeze

    # A grid's badges: rendered, or left to the page's badges script (which fills them) and why.
    def badges(event)
      grid = event.payload
      took = "#{event.duration.round(1)}ms"
      if grid[:outcome] == :rendered
        info { "Reviews widget: rendered #{grid[:ids]} rating badges in #{took}" }
      else
        detail = ": #{grid[:detail]}" if grid[:detail].present?
        warn { "Reviews widget: #{grid[:ids]} rating badges go empty, which the page's script fills; #{CAUSES[grid[:cause]]}#{detail} (#{took})" }
      end
    end

    # A grid's badges or a product's reviews whose render failed, served as last rendered
    # (ReviewsWidget::RenderCache): the page keeps its stars.
    def kept(event)
      what = event.payload[:kind] == :badges ? "rating badges" : "product reviews"
      info { "Reviews widget: the #{what} as rendered #{event.payload[:age]}s ago stand in for that render" }
    end

    def render(event)
      page = event.payload
      took = "#{event.duration.round(1)}ms"
      if page[:outcome] == :rendered
        # Parts shown as loading, which the browser asks for: the API did not answer them.
        without = " without #{page[:missing].join(', ')}" if page[:missing].present?
        info { "Reviews widget: rendered #{page[:url]} in #{took}#{without}" }
      else
        detail = ": #{page[:detail]}" if page[:detail].present?
        warn { "Reviews widget: #{page[:url]} goes with empty roots, which the browser renders; #{CAUSES[page[:cause]]}#{detail} (#{took})" }
      end
    end
  end
end

ReviewsWidget::LogSubscriber.attach_to :reviews_widget
