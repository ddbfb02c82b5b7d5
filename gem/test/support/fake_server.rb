require "webrick"

# A server on a free port of this machine standing in for the render service or the marketplace:
# each request is recorded (method, path, headers, body) and answered by the test's block, which
# may wait on a Queue for the test to let it answer (never a sleep). Connections are counted, so a
# test sees whether one was kept alive.
class FakeServer
  Request = Struct.new(:method, :path, :headers, :body, keyword_init: true)

  attr_reader :requests, :connections

  def initialize(&answer)
    @answer = answer
    @requests = Queue.new
    @connections = 0
    running = Queue.new
    @server = WEBrick::HTTPServer.new(
      BindAddress: "127.0.0.1", Port: 0, Logger: WEBrick::Log.new(File::NULL), AccessLog: [],
      AcceptCallback: ->(_socket) { @connections += 1 }, StartCallback: -> { running << true }
    )
    @server.mount_proc("/") { |request, response| handle(request, response) }
    @thread = Thread.new { @server.start }
    # Running before anyone may stop it: a shutdown before the server's loop began is lost.
    running.pop
  end

  def url = "http://127.0.0.1:#{@server.config[:Port]}"

  # Every request so far, in order.
  def seen
    list = []
    list << @requests.pop until @requests.empty?
    list.each { |request| @requests << request }
    list
  end

  def stop
    @server.shutdown
    @thread.join
  end

  private

  def handle(request, response)
    headers = request.header.transform_values { |values| values.join(", ") }
    seen_request = Request.new(method: request.request_method, path: request.unparsed_uri, headers: headers,
                               body: request.body.to_s)
    @requests << seen_request
    status, answer_headers, body = @answer.call(seen_request)
    response.status = status
    answer_headers.each do |name, value|
      # Several Set-Cookie lines, each a header of its own.
      next Array(value).each { |line| response.cookies << line } if name.casecmp?("set-cookie")

      response[name] = value
    end
    response.body = body
  end
end
