require "connection_pool"
require "net/http"

module ReviewsWidget
  # Kept-alive connections to the marketplace, shared by the application's threads (a page's two
  # GETs run on threads of their own), through the connection_pool gem (Rails' own from 7.1): a call
  # takes a connection, waiting up to config.marketplace_open_timeout when all are in use, and gives
  # it back when its block ends, however it ends (an answer, an error, a break); one whose request
  # failed is closed first, and connects again when next taken. Each is bound to connect within
  # config.marketplace_open_timeout and to send its request and read each part of the answer within
  # config.marketplace_timeout (Net::HTTP's own write timeout is 60 s).
  class MarketplaceConnections
    # Connections at once: a page's two GETs on each of the server's threads (Puma's 5 by default)
    # and the files passed on, with room.
    SIZE = 16
    # Seconds an idle connection is kept: below the marketplace's own keep-alive (Node's 72 s
    # under Fastify), so it is not closed under a request (Net::HTTP connects again past it).
    KEEP_ALIVE = 30

    @pools = {}
    @lock = Mutex.new

    # The connections for these settings (a test's own marketplace gets its own).
    def self.for(config)
      key = [config.marketplace_url, config.marketplace_open_timeout, config.marketplace_timeout]
      @lock.synchronize { @pools[key] ||= new(config) }
    end

    # Closes every connection and forgets them (a marketplace about to stop, in the gem's tests); one
    # in use is closed when it is given back.
    def self.close_all
      @lock.synchronize { @pools.values.tap { @pools.clear } }.each(&:shutdown)
    end

    def initialize(config)
      uri = config.marketplace_uri
      @pool = ConnectionPool.new(size: SIZE, timeout: config.marketplace_open_timeout) do
        http = Net::HTTP.new(uri.host, uri.port)
        http.use_ssl = uri.scheme == "https"
        http.open_timeout = config.marketplace_open_timeout
        http.read_timeout = config.marketplace_timeout
        http.write_timeout = config.marketplace_timeout
        http.keep_alive_timeout = KEEP_ALIVE
        http
      end
    end

    # Yields a started connection; the block reads the answer whole.
    def with
      @pool.with do |http|
        yield started(http)
      rescue StandardError
        close(http)
        raise
      end
    end

    # A started connection for an answer read after the call that asked it (streamed_answer.rb), on
    # this thread until given back by checkin.
    def checkout
      http = @pool.checkout
      started(http)
    rescue StandardError
      checkin(http, kept: false) if http
      raise
    end

    # Gives back this thread's connection; closed first unless its answer was read whole (`kept`).
    def checkin(http, kept: true)
      close(http) unless kept
      @pool.checkin
    end

    def shutdown
      @pool.shutdown { |http| close(http) }
    end

    def close(http)
      http.finish if http.started?
    rescue IOError
      nil
    end

    private

    def started(http)
      http.start unless http.started?
      http
    end
  end
end
