package io.github.gongqi.bench.play;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.InstantSource;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The playground's web server, on embedded Jetty: the page and its static files from the jar, and a
 * small JSON API over rooms. The library holds each game and draws each board; the page only shows
 * what the server sends and sends back what was clicked.
 *
 * <p><b>The API</b> (JSON in and out; a seat's token travels in the {@code X-Seat-Token} header):
 *
 * <ul>
 *   <li>{@code GET /api/games} every game of the registry ({@code Games.all()}): its name, display
 *       name, summary, players, default rules and clock, and each rule set with its label, clock
 *       and facts at the start;
 *   <li>{@code POST /api/rooms} {@code {"rules":"gongqi 8x8","mode":"online"}} (the rules' one
 *       text, as {@code Rules.toString()} writes it; or {@code {"game":"gongqi","variant":"8"}},
 *       the variant a value of one of the game's rules options, such as a board size or a setup)
 *       opens a room ({@code mode}: {@code hotseat}, {@code bot} with {@code "bot":"greedy"} and
 *       {@code "botSeat":"guest"}, or {@code online}; {@code "time":"4:00+30s"} or {@code "-"}) and
 *       answers {@code {"room":ID,"token":TOKEN}};
 *   <li>{@code POST /api/rooms/ID/join} seats the Guest of an online room: {@code {"token":…}};
 *   <li>{@code GET /api/rooms/ID?selected=f7&view=0} the state, the board drawn with the selected
 *       cell's moves, the game's {@code facts} ({@code [{"label":…,"value":…}]}) and the selected
 *       cell's {@code choices} ({@code [{"label":…,"moves":[…],"reason":…}]}) (the token may also
 *       come as {@code ?token=}); {@code HEAD} wherever {@code GET};
 *   <li>{@code GET /api/rooms/ID/events} (same query) the same state live, as Server-Sent Events:
 *       at once, then an {@code event: state} message after every change, a {@code : ping} comment
 *       every 15 s;
 *   <li>{@code POST /api/rooms/ID/action} {@code {"action":"move","move":"f7N1"}}, or {@code
 *       ready}, {@code start}, {@code resign}, {@code offer-draw}, {@code accept-draw}, {@code
 *       decline-draw}, {@code takeback}, {@code accept-takeback}, {@code decline-takeback};
 *   <li>{@code GET /api/rooms/ID/record} the game record as text;
 *   <li>{@code POST /api/replay} {@code {"record":TEXT,"ply":N}} a loaded record at a ply, with its
 *       {@code recordId}, which a later step may send instead of the text ({@code
 *       {"recordId":ID,"ply":N}}; 404 once the record is forgotten);
 *   <li>{@code GET /api/lessons/GAME} the lessons' ids and titles; {@code GET
 *       /api/lessons/GAME/ID?selected=f7} one lesson drawn; {@code POST /api/lessons/GAME/ID}
 *       {@code {"move":"f7N1"}} the library's verdict, the move drawn played when legal.
 * </ul>
 *
 * <p>Every bad request gets a 4xx with {@code {"error":"…"}} and changes nothing: 400 malformed,
 * 403 a token that holds no such seat, or another site's {@code Origin}, or a {@code Host} that is
 * not this server's, 404 unknown room or path, 405 wrong method, 408 a body that never arrives, 409
 * not now (the match refuses the event, the room is full, its event limit is reached), 413 too
 * large, 415 a body that is not {@code application/json}, 422 an illegal move, 429 too many rooms
 * from one address, 503 the server is full (with {@code Retry-After}). No {@code GET} changes
 * anything: a game is lost on time at its own deadline, scheduled on the server's timer. The limits
 * are in {@link Limits}.
 */
public final class PlayServer implements AutoCloseable {
  private static final System.Logger LOG = System.getLogger(PlayServer.class.getName());

  /** The largest request body accepted, except a game record's ({@link Limits#MAX_BODY}). */
  static final int MAX_BODY = Limits.MAX_BODY;

  private final Server jetty;
  private final ServerConnector connector;
  private final Rooms rooms;
  private final BotPool bots;
  private final ApiHandler api;
  private final ScheduledExecutorService timer;

  private PlayServer(
      Server jetty,
      ServerConnector connector,
      Rooms rooms,
      BotPool bots,
      ApiHandler api,
      ScheduledExecutorService timer) {
    this.jetty = jetty;
    this.connector = connector;
    this.rooms = rooms;
    this.bots = bots;
    this.api = api;
    this.timer = timer;
  }

  /**
   * Starts a server with the playground's limits, answering to the address it binds.
   *
   * @param host the address to bind, such as {@code 127.0.0.1}
   * @param port the port, or 0 for any free port
   * @param clock the source of instants for every clock of every game (tests inject their own)
   * @return the running server
   * @throws UncheckedIOException if the address cannot be bound
   */
  public static PlayServer start(String host, int port, InstantSource clock) {
    return start(host, port, clock, Limits.DEFAULT, List.of());
  }

  /**
   * Starts a server.
   *
   * @param names more host names it answers to ({@code --allow-host})
   */
  static PlayServer start(
      String host, int port, InstantSource clock, Limits limits, List<String> names) {
    return start(host, port, clock, limits, names, List.of());
  }

  /**
   * Starts a server with more routes after its own, for tests (a route that fails on purpose).
   *
   * @param names more host names it answers to ({@code --allow-host})
   * @param more routes tried after the server's own
   */
  static PlayServer start(
      String host,
      int port,
      InstantSource clock,
      Limits limits,
      List<String> names,
      List<Route> more) {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(clock, "clock");
    ScheduledExecutorService timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "play-timer");
              t.setDaemon(true);
              return t;
            });
    QueuedThreadPool threads =
        new QueuedThreadPool(
            Limits.HTTP_THREADS, 4, 60_000, new ArrayBlockingQueue<>(Limits.HTTP_QUEUE));
    threads.setName("play-http");
    threads.setDaemon(true);
    Server jetty = new Server(threads);
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(Limits.MAX_HEADER_BYTES);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(host);
    connector.setPort(port);
    connector.setIdleTimeout(Limits.IDLE_TIMEOUT.toMillis());
    HeaderDeadline deadline =
        new HeaderDeadline(timer, Limits.HEADER_DEADLINE, Limits.NEXT_HEAD_DEADLINE);
    connector.addBean(deadline);
    connector.addBean(new ConnectionCap(Limits.CONNECTIONS_PER_CLIENT));
    jetty.addConnector(connector);
    NetworkConnectionLimit connections =
        new NetworkConnectionLimit(Limits.MAX_CONNECTIONS, connector);
    // At the limit, idle connections are let go sooner so that new ones can come in.
    connections.setEndPointIdleTimeout(Limits.HEADER_DEADLINE.toMillis());
    jetty.addBean(connections);
    Rooms rooms = new Rooms(limits, clock);
    BotPool bots =
        new BotPool(Math.max(1, Runtime.getRuntime().availableProcessors()), limits.maxRooms());
    RequestGuard guard;
    try {
      jetty.setErrorHandler(new JsonErrors());
      // The guard is made after binding, when the port is known.
      connector.open();
      guard = RequestGuard.of(host, connector.getLocalPort(), names);
    } catch (IOException e) {
      stopQuietly(jetty, timer, bots);
      throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
    }
    ApiHandler api =
        new ApiHandler(rooms, bots, limits, guard, deadline, clock, threads, timer, more);
    jetty.setHandler(api);
    try {
      jetty.start();
    } catch (Exception e) {
      stopQuietly(jetty, timer, bots);
      throw new UncheckedIOException(
          "cannot start the server on " + host + ":" + port, new IOException(e));
    }
    PlayServer s = new PlayServer(jetty, connector, rooms, bots, api, timer);
    timer.scheduleAtFixedRate(
        s::ping, Limits.PING.toMillis(), Limits.PING.toMillis(), TimeUnit.MILLISECONDS);
    // A game's time loss comes from its room's own deadline; only abandoned rooms are swept.
    timer.scheduleWithFixedDelay(s::expire, 1, 1, TimeUnit.MINUTES);
    return s;
  }

  private static void stopQuietly(Server jetty, ScheduledExecutorService timer, BotPool bots) {
    try {
      jetty.stop();
    } catch (Exception e) {
      // Stopping what did not start: nothing to undo.
    }
    timer.shutdownNow();
    bots.close();
  }

  private void ping() {
    try {
      for (Room r : rooms.all()) {
        r.ping();
      }
    } catch (Throwable e) {
      // The timer's thread serves every room's deadline: it must outlive any failure.
      LOG.log(System.Logger.Level.ERROR, "play: the pings failed", e);
    }
  }

  /** Drops the abandoned rooms now, as the minute's sweep does. */
  int expire() {
    try {
      return rooms.expire();
    } catch (Throwable e) {
      LOG.log(System.Logger.Level.ERROR, "play: the sweep of abandoned rooms failed", e);
      return 0;
    }
  }

  /**
   * Returns the page's address.
   *
   * @return such as {@code http://127.0.0.1:8080/}
   */
  public URI uri() {
    String h = connector.getHost();
    if (h.contains(":") && !h.startsWith("[")) {
      h = "[" + h + "]";
    }
    return URI.create("http://" + h + ":" + connector.getLocalPort() + "/");
  }

  /** The rooms held now. */
  int roomCount() {
    return rooms.size();
  }

  /** The states a room has drawn so far, for tests; -1 for no such room. */
  long drawingsOf(String room) {
    Room r = rooms.get(room);
    return r == null ? -1 : r.drawings();
  }

  /** The bot threads thinking now. */
  int busyBots() {
    return bots.busy();
  }

  /** The records the replay has read so far: each read once, then served from its cache. */
  long replayReads() {
    return api.replayReads();
  }

  /** The live event streams open now. */
  int streamCount() {
    return api.streams();
  }

  /** Stops the server at once: every room closes, every bot stops. */
  @Override
  public void close() {
    timer.shutdownNow();
    rooms.closeAll();
    bots.close();
    try {
      jetty.stop();
    } catch (Exception e) {
      throw new IllegalStateException("the server did not stop", e);
    }
  }

  /** A refusal with its status. */
  static final class HttpError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int status;

    /** Seconds the client should wait before asking again ({@code Retry-After}), or 0. */
    final int retryAfterSeconds;

    HttpError(int status, String message) {
      this(status, message, 0);
    }

    HttpError(int status, String message, int retryAfterSeconds) {
      super(message);
      this.status = status;
      this.retryAfterSeconds = retryAfterSeconds;
    }
  }

  static String shorten(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }
}
