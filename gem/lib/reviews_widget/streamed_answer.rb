require "net/http"

module ReviewsWidget
  # The marketplace's answer to a request, its status and headers read, its body passed on as it
  # arrives (a Rack body): a video is never held whole in memory. The connection goes back to the
  # pool when the body is closed, closed first unless it was read to its end (the visitor went away).
  # One thread: the server iterates a body on the thread that called the application.
  class StreamedAnswer
    attr_reader :response

    def initialize(pool, request)
      @pool = pool
      @http = pool.checkout
      @done = false
      @fiber = Fiber.new do
        @http.request(request) do |response|
          Fiber.yield response
          response.read_body { |chunk| Fiber.yield chunk }
        end
        nil
      end
      @response = @fiber.resume
      finish unless request.response_body_permitted? && @response.class.body_permitted?
    rescue StandardError
      @pool.checkin(@http, kept: false) if @http
      raise
    end

    def status = response.code.to_i

    def each
      return if @done

      while (chunk = @fiber.resume)
        yield chunk unless chunk.empty? # Net::HTTP yields what it holds, nothing at first
      end
      @done = true
    end

    def close
      @pool.checkin(@http, kept: @done)
    end

    private

    # An answer without a body (to HEAD, a 304): read to its end at once.
    def finish
      @fiber.resume
      @done = true
    end
  end
end
