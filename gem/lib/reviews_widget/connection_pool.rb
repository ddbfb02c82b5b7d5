require "net/http"

module ReviewsWidget
  # Kept-alive connections to the marketplace, shared by the application's threads (a page's two
  # GETs run on threads of their own): a call takes an idle connection or opens one, and gives it
  # back once its answer is read whole; one that failed is closed, never reused. Each is bound to
  # connect within config.marketplace_open_timeout and to send its request and read each part of
  # the answer within config.marketplace_timeout (Net::HTTP's own write timeout is 60 s).
  class ConnectionPool
    # Idle connections kept; more at once are opened, and closed once used.
    IDLE_MAX = 16
    # Seconds an idle connection is kept: below the marketplace's own keep-alive (Node's 72 s
    # under Fastify), so it is not closed under a request (one closed anyway is seen and replaced).
    KEEP_ALIVE = 30

    @pools = {}
    @lock = Mutex.new

    # The pool for these settings (a test's own marketplace gets its own).
    def self.for(config)
      key = [config.marketplace_url, config.marketplace_open_timeout, config.marketplace_timeout]
      @lock.synchronize { @pools[key] ||= new(config) }
    end

    # Closes every idle connection (a marketplace about to stop, in the gem's tests).
    def self.close_idle
      @lock.synchronize { @pools.values }.each(&:close_idle)
    end

    def initialize(config)
      @uri = config.marketplace_uri
      @open_timeout = config.marketplace_open_timeout
      @timeout = config.marketplace_timeout
      @idle = []
      @lock = Mutex.new
    end

    # Yields a started connection; the block reads the answer whole.
    def with
      http = checkout
      result = yield http
      checkin(http)
      result
    rescue StandardError
      close(http)
      raise
    end

    def checkout
      @lock.synchronize { @idle.pop } || open
    end

    def checkin(http)
      kept = http.started? && @lock.synchronize { @idle.size < IDLE_MAX && @idle.push(http) }
      close(http) unless kept
    end

    def close_idle
      @lock.synchronize { @idle.slice!(0..) }.each { |http| close(http) }
    end

    def close(http)
      http&.finish if http&.started?
    rescue IOError
      nil
    end

    private

    def open
      http = Net::HTTP.new(@uri.host, @uri.port)
      http.use_ssl = @uri.scheme == "https"
      http.open_timeout = @open_timeout
      http.read_timeout = @timeout
      http.write_timeout = @timeout
      http.keep_alive_timeout = KEEP_ALIVE
      http.start
    end
  end
end
