package io.github.gongqi.bench.play;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.lab.JsonText;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The playground's web server, on the JDK's built-in HTTP server: the page and its static files
 * from the jar, and a small JSON API over rooms. The library holds each game and draws each board;
 * the page only shows what the server sends and sends back what was clicked.
 *
 * <p><b>The API</b> (JSON in and out; a seat's token travels in the {@code X-Seat-Token} header):
 *
 * <ul>
 *   <li>{@code POST /api/rooms} {@code {"rules":"gongqi 8x8","mode":"online"}} (the rules' one
 *       text, as {@code Rules.toString()} writes it; or {@code {"game":"gongqi","variant":"12"}})
 *       opens a room ({@code mode}: {@code hotseat}, {@code bot} with {@code "bot":"greedy"} and
 *       {@code "botSeat":"guest"}, or {@code online}; {@code "time":"4:00+30s"} or {@code "-"}) and
 *       answers {@code {"room":ID,"token":TOKEN}};
 *   <li>{@code POST /api/rooms/ID/join} seats the Guest of an online room: {@code {"token":…}};
 *   <li>{@code GET /api/rooms/ID?selected=f7&view=0} the state, the board drawn with the selected
 *       stone's moves;
 *   <li>{@code POST /api/rooms/ID/action} {@code {"action":"move","move":"f7N1"}}, or {@code
 *       ready}, {@code start}, {@code resign}, {@code offer-draw}, {@code accept-draw}, {@code
 *       decline-draw}, {@code takeback}, {@code accept-takeback}, {@code decline-takeback};
 *   <li>{@code GET /api/rooms/ID/record} the game record as text;
 *   <li>{@code POST /api/replay} {@code {"record":TEXT,"ply":N}} a loaded record at a ply;
 *   <li>{@code GET /api/lessons/GAME} the lessons' ids and titles; {@code GET
 *       /api/lessons/GAME/ID?selected=f7} one lesson drawn; {@code POST /api/lessons/GAME/ID}
 *       {@code {"move":"f7N1"}} the library's verdict, the move drawn played when legal.
 * </ul>
 *
 * <p>Every bad request gets a 4xx with {@code {"error":"…"}} and changes nothing: 400 malformed,
 * 403 a token that holds no such seat, 404 unknown room or path, 405 wrong method, 409 not now (the
 * match refuses the event, the room is full), 413 too large, 422 an illegal move.
 */
public final class PlayServer implements AutoCloseable {
  /** The largest request body accepted: a long game record fits with room to spare. */
  static final int MAX_BODY = 256 * 1024;

  /** The most rooms held at once; idle rooms are dropped first. */
  static final int MAX_ROOMS = 10_000;

  private static final Duration IDLE = Duration.ofHours(6);
  private static final Pattern ROOM_PATH =
      Pattern.compile("/api/rooms/([A-Za-z0-9_-]{1,64})(/join|/action|/record)?");
  private static final Pattern LESSON_PATH =
      Pattern.compile("/api/lessons/([a-z]{1,16})(?:/([a-z0-9-]{1,64}))?");
  private static final Map<String, String> STATIC =
      Map.of(
          "/", "index.html",
          "/index.html", "index.html",
          "/static/play.css", "play.css",
          "/static/play.js", "play.js");

  private final HttpServer http;
  private final ExecutorService workers;
  private final ExecutorService botThreads;
  private final InstantSource clock;
  private final SecureRandom secure = new SecureRandom();
  private final Map<String, Room> rooms = new ConcurrentHashMap<>();

  private PlayServer(HttpServer http, InstantSource clock) {
    this.http = http;
    this.clock = clock;
    this.workers = Executors.newFixedThreadPool(16, daemon("play-http"));
    this.botThreads = Executors.newFixedThreadPool(2, daemon("play-bot"));
    http.setExecutor(workers);
    http.createContext("/", this::handle);
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    };
  }

  /**
   * Starts a server.
   *
   * @param host the address to bind, such as {@code 127.0.0.1}
   * @param port the port, or 0 for any free port
   * @param clock the source of instants for every clock of every game (tests inject their own)
   * @return the running server
   * @throws UncheckedIOException if the address cannot be bound
   */
  public static PlayServer start(String host, int port, InstantSource clock) {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(clock, "clock");
    // Without TCP_NODELAY each small answer waits for the client's delayed ACK (tens of ms).
    System.setProperty("sun.net.httpserver.nodelay", "true");
    try {
      HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 64);
      PlayServer s = new PlayServer(http, clock);
      http.start();
      return s;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
    }
  }

  /**
   * Returns the page's address.
   *
   * @return such as {@code http://127.0.0.1:8080/}
   */
  public URI uri() {
    InetSocketAddress a = http.getAddress();
    String h = a.getAddress().getHostAddress();
    if (h.contains(":")) {
      h = "[" + h + "]";
    }
    return URI.create("http://" + h + ":" + a.getPort() + "/");
  }

  /** Stops the server at once. */
  @Override
  public void close() {
    http.stop(0);
    workers.shutdownNow();
    botThreads.shutdownNow();
  }

  /** A refusal with its status. */
  static final class HttpError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int status;

    HttpError(int status, String message) {
      super(message);
      this.status = status;
    }
  }

  private void handle(HttpExchange ex) throws IOException {
    try (ex) {
      try {
        route(ex);
      } catch (HttpError e) {
        sendJson(ex, e.status, Map.of("error", e.getMessage()));
      } catch (NotationException e) {
        sendJson(ex, 400, Map.of("error", e.getMessage()));
      } catch (MatchStateException e) {
        sendJson(ex, 409, Map.of("error", e.getMessage()));
      } catch (SecurityException e) {
        sendJson(ex, 403, Map.of("error", e.getMessage()));
      } catch (IllegalArgumentException e) {
        // The games' IllegalMoveException is an IllegalArgumentException; bad fields are too.
        boolean move = e.getClass().getSimpleName().equals("IllegalMoveException");
        sendJson(ex, move ? 422 : 400, Map.of("error", String.valueOf(e.getMessage())));
      } catch (RuntimeException e) {
        sendJson(ex, 500, Map.of("error", "internal error: " + e));
      }
    }
  }

  private void route(HttpExchange ex) throws IOException {
    String method = ex.getRequestMethod();
    String path = ex.getRequestURI().getRawPath();
    if (path.length() > 256) {
      throw new HttpError(414, "path too long");
    }
    String file = STATIC.get(path);
    if (file != null) {
      requireMethod(method, "GET");
      sendStatic(ex, file);
      return;
    }
    if (path.equals("/api/rooms")) {
      requireMethod(method, "POST");
      sendJson(ex, 201, create(body(ex)));
      return;
    }
    if (path.equals("/api/replay")) {
      requireMethod(method, "POST");
      sendJson(ex, 200, ReplayDesk.at(body(ex)));
      return;
    }
    Matcher lm = LESSON_PATH.matcher(path);
    if (lm.matches()) {
      Map<String, Object> b = method.equals("POST") ? body(ex) : Map.of();
      sendJson(
          ex,
          200,
          LessonDesk.handle(
              method, lm.group(1), lm.group(2), query(ex.getRequestURI().getRawQuery()), b));
      return;
    }
    Matcher m = ROOM_PATH.matcher(path);
    if (!m.matches()) {
      throw new HttpError(404, "no such page: " + shorten(path));
    }
    Room room = rooms.get(m.group(1));
    if (room == null) {
      throw new HttpError(404, "no such room: " + m.group(1));
    }
    String token = ex.getRequestHeaders().getFirst("X-Seat-Token");
    String tail = m.group(2) == null ? "" : m.group(2);
    switch (tail) {
      case "" -> {
        requireMethod(method, "GET");
        Map<String, String> q = query(ex.getRequestURI().getRawQuery());
        int view = -1;
        String v = q.get("view");
        if (v != null) {
          if (!v.equals("0") && !v.equals("1")) {
            throw new HttpError(400, "view must be 0 or 1, not '" + shorten(v) + "'");
          }
          view = Integer.parseInt(v);
        }
        sendJson(ex, 200, room.state(token, view, q.get("selected")));
      }
      case "/join" -> {
        requireMethod(method, "POST");
        body(ex);
        String t =
            room.join(token())
                .orElseThrow(
                    () -> new HttpError(409, "room " + room.id + " has no free seat to join"));
        sendJson(ex, 200, Map.of("room", room.id, "token", t, "seat", "guest"));
      }
      case "/action" -> {
        requireMethod(method, "POST");
        Map<String, Object> b = body(ex);
        String a = string(b, "action", true);
        Table.Action action = Table.Action.parse(a);
        if (action == null) {
          throw new HttpError(400, "unknown action '" + shorten(a) + "'");
        }
        String move = string(b, "move", action == Table.Action.MOVE);
        room.act(token, action, string(b, "seat", false), move);
        sendJson(ex, 200, room.state(token, -1, null));
      }
      default -> {
        requireMethod(method, "GET");
        byte[] text = room.record().getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        ex.getResponseHeaders()
            .set("Content-Disposition", "attachment; filename=\"game-" + room.id + ".txt\"");
        send(ex, 200, text);
      }
    }
  }

  /** Reads a game's rules from their one text, or answers 400 naming it. */
  private static <R> R parseRules(String text, java.util.function.Function<String, R> parse) {
    try {
      return parse.apply(text);
    } catch (IllegalArgumentException e) {
      throw new HttpError(400, "unknown rules '" + shorten(text) + "'");
    }
  }

  private Map<String, Object> create(Map<String, Object> b) {
    // The rules' one text ("gongqi 8x8", "agon setup=…"), as the JSONL and records write it, names
    // the game and its rules; "game" with the "variant" shortcut is the page's older spelling.
    String rulesText = string(b, "rules", false);
    String game =
        rulesText == null
            ? string(b, "game", true)
            : Objects.requireNonNullElse(
                string(b, "game", false), rulesText.strip().split("\\s+", 2)[0]);
    String variant = string(b, "variant", false);
    if (rulesText != null && variant != null) {
      throw new HttpError(400, "give the rules or a variant, not both");
    }
    String modeName = string(b, "mode", false);
    Room.Kind kind = Room.Kind.HOTSEAT;
    if (modeName != null) {
      kind =
          switch (modeName) {
            case "hotseat" -> Room.Kind.HOTSEAT;
            case "bot" -> Room.Kind.BOT;
            case "online" -> Room.Kind.ONLINE;
            default ->
                throw new HttpError(
                    400,
                    "unknown mode '" + shorten(modeName) + "': expected hotseat, bot or online");
          };
    }
    String timeText = string(b, "time", false);
    Mode mode = kind == Room.Kind.ONLINE ? Mode.ONLINE : Mode.LOCAL;
    Table<?, ?, ?> table;
    switch (game) {
      case "gongqi" -> {
        io.github.gongqi.gongqi.Rules r;
        if (rulesText != null) {
          r = parseRules(rulesText, io.github.gongqi.gongqi.Rules::parse);
        } else if (variant == null || variant.equals("12")) {
          r = io.github.gongqi.gongqi.Rules.STANDARD;
        } else if (variant.equals("8")) {
          r = io.github.gongqi.gongqi.Rules.QUICK;
        } else {
          throw new HttpError(400, "unknown Gongqi board '" + shorten(variant) + "': 12 or 8");
        }
        TimeControl tc = timeText == null ? r.timeControl() : TimeControl.parse(timeText);
        table = new GongqiTable(r, mode, tc);
      }
      case "agon" -> {
        io.github.gongqi.agon.Rules r =
            rulesText != null
                ? parseRules(rulesText, io.github.gongqi.agon.Rules::parse)
                : switch (variant == null ? "standard" : variant) {
                  case "standard" -> io.github.gongqi.agon.Rules.STANDARD;
                  case "classic" -> io.github.gongqi.agon.Rules.CLASSIC;
                  case "placement" -> io.github.gongqi.agon.Rules.PLACEMENT;
                  case "ludii" -> io.github.gongqi.agon.Rules.LUDII;
                  default ->
                      throw new HttpError(
                          400,
                          "unknown Agon preset '"
                              + shorten(variant)
                              + "': standard, classic, placement or ludii");
                };
        TimeControl tc =
            timeText == null
                ? TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30))
                : TimeControl.parse(timeText);
        table = new AgonTable(r, mode, tc);
      }
      default ->
          throw new HttpError(400, "unknown game '" + shorten(game) + "': expected gongqi or agon");
    }
    Bot bot = null;
    String botName = null;
    Seat botSeat = null;
    if (kind == Room.Kind.BOT) {
      botName = Objects.requireNonNullElse(string(b, "bot", false), "greedy");
      bot = Bot.parse(botName);
      botSeat = Room.parseSeat(Objects.requireNonNullElse(string(b, "botSeat", false), "guest"));
    }
    makeRoomFor();
    String id = token();
    String token = token();
    Room room =
        new Room(
            id, kind, table, token, bot, botName, botSeat, secure.nextLong(), clock, botThreads);
    rooms.put(id, room);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("room", id);
    out.put("token", token);
    out.put("seats", room.seatsOf(token).stream().map(Table::seatName).toList());
    return out;
  }

  private void makeRoomFor() {
    if (rooms.size() < MAX_ROOMS) {
      return;
    }
    var cutoff = clock.instant().minus(IDLE);
    rooms.values().removeIf(r -> r.lastUsed().isBefore(cutoff));
    if (rooms.size() >= MAX_ROOMS) {
      throw new HttpError(503, "the playground holds " + MAX_ROOMS + " rooms; try later");
    }
  }

  /** 128 random bits, URL-safe: a room id or a seat's token. */
  private String token() {
    byte[] b = new byte[16];
    secure.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  private static void requireMethod(String method, String expected) {
    if (!method.equals(expected)) {
      throw new HttpError(405, method + " is not allowed here; use " + expected);
    }
  }

  private static String string(Map<String, Object> b, String key, boolean required) {
    Object v = b.get(key);
    if (v == null) {
      if (required) {
        throw new HttpError(400, "the request has no '" + key + "'");
      }
      return null;
    }
    if (!(v instanceof String s)) {
      throw new HttpError(400, "'" + key + "' must be a string");
    }
    return s;
  }

  private static Map<String, Object> body(HttpExchange ex) throws IOException {
    byte[] bytes;
    try (InputStream in = ex.getRequestBody()) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      byte[] buf = new byte[8192];
      int n;
      while ((n = in.read(buf)) > 0) {
        out.write(buf, 0, n);
        if (out.size() > MAX_BODY) {
          throw new HttpError(413, "request body over " + MAX_BODY + " bytes");
        }
      }
      bytes = out.toByteArray();
    }
    if (bytes.length == 0) {
      return Map.of();
    }
    try {
      return JsonText.readObject(new String(bytes, StandardCharsets.UTF_8));
    } catch (JsonText.MalformedJsonException e) {
      throw new HttpError(400, e.getMessage());
    }
  }

  private static Map<String, String> query(String raw) {
    Map<String, String> q = new LinkedHashMap<>();
    if (raw == null || raw.isEmpty()) {
      return q;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      String k = eq < 0 ? pair : pair.substring(0, eq);
      String v = eq < 0 ? "" : pair.substring(eq + 1);
      try {
        q.put(
            URLDecoder.decode(k, StandardCharsets.UTF_8),
            URLDecoder.decode(v, StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw new HttpError(400, "malformed query");
      }
    }
    return q;
  }

  static String shorten(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }

  private static void sendStatic(HttpExchange ex, String file) throws IOException {
    byte[] bytes;
    try (InputStream in = PlayServer.class.getResourceAsStream("static/" + file)) {
      if (in == null) {
        throw new HttpError(404, "missing resource " + file);
      }
      bytes = in.readAllBytes();
    }
    String type =
        file.endsWith(".css") ? "text/css" : file.endsWith(".js") ? "text/javascript" : "text/html";
    ex.getResponseHeaders().set("Content-Type", type + "; charset=utf-8");
    send(ex, 200, bytes);
  }

  private static void sendJson(HttpExchange ex, int status, Object value) throws IOException {
    ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
    send(ex, status, JsonText.write(value).getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange ex, int status, byte[] bytes) throws IOException {
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    ex.getResponseHeaders()
        .set(
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    ex.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(bytes);
    }
  }
}
