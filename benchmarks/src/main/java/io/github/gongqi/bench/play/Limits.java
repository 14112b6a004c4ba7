package io.github.gongqi.bench.play;

import java.time.Duration;

/**
 * Every limit the playground enforces, in one place; {@code benchmarks/README.md} ("Running it on a
 * network") lists the same numbers. The HTTP limits are constants; the limits on rooms, bots and
 * live streams are a record so that a test can lift one of them to reach another.
 *
 * @param maxRooms rooms held at once; when full, an unstarted room goes first, then an abandoned
 *     one (least recently used first); when every room is a game in play, a new room is refused
 *     (503)
 * @param roomsPerMinute rooms one client address may open a minute (a burst of as many, refilled
 *     evenly); more are refused (429)
 * @param roomsPerClient rooms one client (an IPv4 address, an IPv6 /64) holds at once; its own
 *     least recently used room goes when it opens one more
 * @param maxEvents events (moves, offers, readiness…) a room's match holds; past it only a
 *     resignation is accepted (409), which keeps every record short enough for the page to replay
 * @param maxPlayouts the most playouts a playground {@code mcts:N} bot may ask for; more is refused
 *     (400)
 * @param maxThink the most time a playground bot thinks about one move; it then plays its best so
 *     far
 * @param streamsPerRoom live event streams ({@code GET /api/rooms/ID/events}) one room serves at
 *     once
 * @param streamsTotal live event streams the server serves at once
 */
record Limits(
    int maxRooms,
    int roomsPerMinute,
    int roomsPerClient,
    int maxEvents,
    int maxPlayouts,
    Duration maxThink,
    int streamsPerRoom,
    int streamsTotal) {

  /** The limits {@code play} runs with. */
  static final Limits DEFAULT =
      new Limits(2000, 30, 100, 2000, 20_000, Duration.ofSeconds(5), 16, 256);

  /** The longest request header block (request line and headers). */
  static final int MAX_HEADER_BYTES = 8 * 1024;

  /** The largest JSON body, except a game record's. */
  static final int MAX_BODY = 256 * 1024;

  /** The largest body of {@code POST /api/replay}, which carries a whole game record. */
  static final int MAX_RECORD_BODY = 1024 * 1024;

  /** Connections open at once; past it the server stops accepting until one closes. */
  static final int MAX_CONNECTIONS = 512;

  /**
   * Connections one client (an IPv4 address, an IPv6 /64) holds at once; more are closed as they
   * open, so that one address cannot hold all {@link #MAX_CONNECTIONS}.
   */
  static final int CONNECTIONS_PER_CLIENT = 64;

  /** Record replays ({@code POST /api/replay}) worked on at once; past it the answer is 503. */
  static final int REPLAYS_AT_ONCE = 2;

  /** A connection silent this long is closed (an event stream's pings keep it busy). */
  static final Duration IDLE_TIMEOUT = Duration.ofSeconds(30);

  /** A new connection must have sent a whole request head within this, or it is closed. */
  static final Duration HEADER_DEADLINE = Duration.ofSeconds(10);

  /**
   * On a kept-alive connection, the next request's whole head must have arrived within this of the
   * previous answer, or the connection is closed: the idle timeout, so that a connection at rest is
   * let go no sooner than before, but one byte now and then no longer keeps it.
   */
  static final Duration NEXT_HEAD_DEADLINE = IDLE_TIMEOUT;

  /** A request body must have arrived whole within this, or the request fails (408). */
  static final Duration BODY_DEADLINE = Duration.ofSeconds(10);

  /** The HTTP server's threads at most; they never wait for a slow client. */
  static final int HTTP_THREADS = 32;

  /** Requests queued for a thread at most; past it Jetty refuses (503). */
  static final int HTTP_QUEUE = 1024;

  /** How often an event stream gets a comment line, so proxies and the page know it is alive. */
  static final Duration PING = Duration.ofSeconds(15);

  /** Bytes of event messages waiting for one slow reader before its stream is closed. */
  static final int STREAM_BACKLOG_BYTES = 1024 * 1024;

  /**
   * Returns these limits with another room cap and rate, for tests.
   *
   * @param rooms the room cap
   * @param perMinute rooms per client a minute
   * @return the new limits
   */
  Limits withRooms(int rooms, int perMinute) {
    return new Limits(
        rooms, perMinute, rooms, maxEvents, maxPlayouts, maxThink, streamsPerRoom, streamsTotal);
  }

  /**
   * Returns these limits with another cap of rooms a client, for tests.
   *
   * @param perClient rooms one client holds at once
   * @return the new limits
   */
  Limits withRoomsPerClient(int perClient) {
    return new Limits(
        maxRooms,
        roomsPerMinute,
        perClient,
        maxEvents,
        maxPlayouts,
        maxThink,
        streamsPerRoom,
        streamsTotal);
  }

  /**
   * Returns these limits with another bot cap, for tests.
   *
   * @param playouts the playout cap
   * @param think the time cap a move
   * @return the new limits
   */
  Limits withBots(int playouts, Duration think) {
    return new Limits(
        maxRooms,
        roomsPerMinute,
        roomsPerClient,
        maxEvents,
        playouts,
        think,
        streamsPerRoom,
        streamsTotal);
  }
}
