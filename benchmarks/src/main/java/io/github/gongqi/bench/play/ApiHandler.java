package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.record.RecordFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Promise;

/**
 * The playground's one Jetty handler: checks each request ({@link RequestGuard}), reads a body
 * without holding a thread while it arrives, and routes to the page's files, the rooms, the replay
 * and the lessons. The API itself is described on {@link PlayServer}.
 */
final class ApiHandler extends Handler.Abstract {
  private static final System.Logger LOG = System.getLogger(ApiHandler.class.getName());
  private static final Pattern ROOM_PATH =
      Pattern.compile("/api/rooms/([A-Za-z0-9_-]{1,64})(/join|/action|/record|/events)?");
  private static final Pattern LESSON_PATH =
      Pattern.compile("/api/lessons/([a-z]{1,16})(?:/([a-z0-9-]{1,64}))?");
  private static final Pattern STATIC_PATH =
      Pattern.compile("/static/([a-z0-9][a-z0-9_-]{0,63}\\.(css|js|html|svg|png|ico|txt|json))");

  private final Rooms rooms;
  private final ClientQuota quota;
  private final BotPool bots;
  private final Limits limits;
  private final RequestGuard guard;
  private final HeaderDeadline deadline;
  private final InstantSource clock;
  private final Executor workers;
  private final SecureRandom secure = new SecureRandom();
  private final AtomicInteger streamsOpen = new AtomicInteger();
  private final ReplayDesk replays = new ReplayDesk(Limits.REPLAYS_AT_ONCE);

  ApiHandler(
      Rooms rooms,
      BotPool bots,
      Limits limits,
      RequestGuard guard,
      HeaderDeadline deadline,
      InstantSource clock,
      Executor workers) {
    this.rooms = rooms;
    this.quota = new ClientQuota(limits.roomsPerMinute());
    this.bots = bots;
    this.limits = limits;
    this.guard = guard;
    this.deadline = deadline;
    this.clock = clock;
    this.workers = workers;
  }

  /** The records the replay has read so far. */
  long replayReads() {
    return replays.reads();
  }

  /** The live event streams open now. */
  int streams() {
    return streamsOpen.get();
  }

  @Override
  public boolean handle(Request request, Response response, Callback completed) {
    deadline.met(request);
    Connection connection = request.getConnectionMetaData().getConnection();
    Callback callback = new NextHead(completed, () -> deadline.awaitNext(connection));
    Reply reply = new Reply(request, response, callback);
    try {
      guard.check(request);
      String path = Request.getPathInContext(request);
      if (path.length() > 256) {
        throw new PlayServer.HttpError(414, "path too long");
      }
      if (!request.getMethod().equals("POST")) {
        answer(request, reply, path, Map.of());
        return true;
      }
      int max = path.equals("/api/replay") ? Limits.MAX_RECORD_BODY : Limits.MAX_BODY;
      if (request.getLength() > max) {
        String tooLarge = "request body over " + max + " bytes";
        if (request.getLength() > 2L * Limits.MAX_RECORD_BODY) {
          throw new PlayServer.HttpError(413, tooLarge);
        }
        // A client still sending would not read an answer sent at once: a body not much too large
        // is drained first, on no thread.
        Content.Source.consumeAll(
            request,
            Callback.from(
                () -> workers.execute(() -> reply.error(413, tooLarge)), callback::failed));
        return true;
      }
      // The body is gathered as it comes, on no thread; only the whole body takes one.
      CompletableFuture<byte[]> whole = new CompletableFuture<>();
      Content.Source.asByteArrayAsync(request, max, Promise.Invocable.toPromise(whole));
      whole
          .orTimeout(Limits.BODY_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
          .whenComplete(
              (bytes, failure) ->
                  workers.execute(
                      () -> {
                        try {
                          if (failure != null) {
                            bodyFailed(reply, failure, max);
                          } else {
                            answer(request, reply, path, bytes);
                          }
                        } catch (Throwable e) {
                          failed(request, reply, path, e);
                        }
                      }));
    } catch (PlayServer.HttpError e) {
      reply.error(e);
    } catch (Throwable e) {
      failed(request, reply, Request.getPathInContext(request), e);
    }
    return true;
  }

  /**
   * Any other failure, an {@link OutOfMemoryError} included: logged, answered 500 if the answer has
   * not begun, and the connection closed; never thrown on into Jetty's threads and selector.
   */
  static void failed(Request request, Reply reply, String path, Throwable e) {
    try {
      LOG.log(
          System.Logger.Level.ERROR,
          "play: " + request.getMethod() + " " + PlayServer.shorten(path) + " failed",
          e);
      reply.response.getHeaders().put(HttpHeader.CONNECTION, "close");
      reply.error(500, "internal error: the server could not answer this request");
    } catch (Throwable again) {
      // Out of memory even for the answer: the connection is cut instead.
      reply.callback.failed(e);
    }
  }

  /** The response's callback, which first starts the next request head's deadline. */
  private record NextHead(Callback completed, Runnable next) implements Callback {
    @Override
    public void succeeded() {
      next.run();
      completed.succeeded();
    }

    @Override
    public void failed(Throwable x) {
      completed.failed(x);
    }

    @Override
    public InvocationType getInvocationType() {
      return completed.getInvocationType();
    }
  }

  private static void bodyFailed(Reply reply, Throwable failure, int max) {
    Throwable why = failure instanceof CompletionException c ? c.getCause() : failure;
    if (why instanceof TimeoutException) {
      reply.error(
          408, "the request body did not arrive within " + Limits.BODY_DEADLINE.toSeconds() + " s");
    } else if (why instanceof IllegalArgumentException) {
      reply.error(413, "request body over " + max + " bytes");
    } else {
      reply.callback.failed(why);
    }
  }

  private void answer(Request request, Reply reply, String path, byte[] bytes) {
    try {
      answer(request, reply, path, parse(bytes));
    } catch (PlayServer.HttpError e) {
      reply.error(e);
    }
  }

  private static Map<String, Object> parse(byte[] bytes) {
    if (bytes.length == 0) {
      return Map.of();
    }
    try {
      return JsonText.readObject(new String(bytes, StandardCharsets.UTF_8));
    } catch (JsonText.MalformedJsonException e) {
      throw new PlayServer.HttpError(400, e.getMessage());
    }
  }

  /** Routes a request whose body is read, answering every failure with its status. */
  private void answer(Request request, Reply reply, String path, Map<String, Object> body) {
    try {
      route(request, reply, path, body);
    } catch (PlayServer.HttpError e) {
      reply.error(e);
    } catch (NotationException e) {
      reply.error(400, e.getMessage());
    } catch (RecordFormatException e) {
      reply.error(400, "not a game record: " + e.getMessage());
    } catch (MatchStateException e) {
      reply.error(409, e.getMessage());
    } catch (SecurityException e) {
      reply.error(403, e.getMessage());
    } catch (IllegalArgumentException e) {
      // The games' IllegalMoveException is an IllegalArgumentException; bad fields are too.
      boolean move = e.getClass().getSimpleName().equals("IllegalMoveException");
      reply.error(move ? 422 : 400, String.valueOf(e.getMessage()));
    } catch (Throwable e) {
      failed(request, reply, path, e);
    }
  }

  private void route(Request request, Reply reply, String path, Map<String, Object> body)
      throws IOException {
    String method = request.getMethod();
    if (path.equals("/") || path.equals("/index.html")) {
      requireMethod(method, "GET");
      sendStatic(reply, "index.html");
      return;
    }
    Matcher sm = STATIC_PATH.matcher(path);
    if (sm.matches()) {
      requireMethod(method, "GET");
      sendStatic(reply, sm.group(1));
      return;
    }
    if (path.equals("/api/games")) {
      requireMethod(method, "GET");
      reply.json(200, GameList.answer());
      return;
    }
    if (path.equals("/api/rooms")) {
      requireMethod(method, "POST");
      reply.json(201, create(body, Request.getRemoteAddr(request)));
      return;
    }
    if (path.equals("/api/replay")) {
      requireMethod(method, "POST");
      reply.json(200, replays.at(body));
      return;
    }
    Matcher lm = LESSON_PATH.matcher(path);
    if (lm.matches()) {
      if (method.equals("HEAD")) {
        method = "GET";
      }
      reply.json(200, LessonDesk.handle(method, lm.group(1), lm.group(2), query(request), body));
      return;
    }
    Matcher m = ROOM_PATH.matcher(path);
    if (!m.matches()) {
      throw new PlayServer.HttpError(404, "no such page: " + PlayServer.shorten(path));
    }
    Room room = rooms.get(m.group(1));
    if (room == null) {
      throw new PlayServer.HttpError(404, "no such room: " + m.group(1));
    }
    Map<String, String> q = query(request);
    String token = request.getHeaders().get("X-Seat-Token");
    if (token == null) {
      // An EventSource cannot send headers: the stream (and so the state) takes it in the query.
      token = q.get("token");
    }
    String tail = m.group(2) == null ? "" : m.group(2);
    switch (tail) {
      case "" -> {
        requireMethod(method, "GET");
        reply.json(200, room.state(token, view(q), q.get("selected")));
      }
      case "/events" -> {
        requireMethod(method, "GET");
        events(reply, room, token, view(q), q.get("selected"));
      }
      case "/join" -> {
        requireMethod(method, "POST");
        String t =
            room.join(token())
                .orElseThrow(
                    () ->
                        new PlayServer.HttpError(
                            409, "room " + room.id + " has no free seat to join"));
        reply.json(200, Map.of("room", room.id, "token", t, "seat", "guest"));
      }
      case "/action" -> {
        requireMethod(method, "POST");
        String a = Json.string(body, "action", true);
        Table.Action action = Table.Action.parse(a);
        if (action == null) {
          throw new PlayServer.HttpError(400, "unknown action '" + PlayServer.shorten(a) + "'");
        }
        String move = Json.string(body, "move", action == Table.Action.MOVE);
        room.act(token, action, Json.string(body, "seat", false), move);
        reply.json(200, room.state(token, -1, null));
      }
      default -> {
        requireMethod(method, "GET");
        reply
            .response
            .getHeaders()
            .put("Content-Disposition", "attachment; filename=\"game-" + room.id + ".txt\"");
        reply.send(
            200, "text/plain; charset=utf-8", room.record().getBytes(StandardCharsets.UTF_8));
      }
    }
  }

  private static int view(Map<String, String> q) {
    String v = q.get("view");
    if (v == null) {
      return -1;
    }
    if (!v.equals("0") && !v.equals("1")) {
      throw new PlayServer.HttpError(
          400, "view must be 0 or 1, not '" + PlayServer.shorten(v) + "'");
    }
    return Integer.parseInt(v);
  }

  /** Opens a live stream of a room's state (Server-Sent Events). */
  private void events(Reply reply, Room room, String token, int view, String selected) {
    // Checked before anything is sent, so a bad cell is a 400 like the state's.
    room.state(token, view, selected);
    Response response = reply.response;
    if (reply.head()) {
      reply.send(200, "text/event-stream; charset=utf-8", new byte[0]);
      return;
    }
    if (streamsOpen.incrementAndGet() > limits.streamsTotal()) {
      streamsOpen.decrementAndGet();
      throw new PlayServer.HttpError(
          503, "the server serves " + limits.streamsTotal() + " live streams, its most; poll");
    }
    response.setStatus(200);
    reply.commonHeaders();
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
    // Tells a reverse proxy such as nginx not to hold the messages back.
    response.getHeaders().put("X-Accel-Buffering", "no");
    EventStream s =
        room.watch(
            limits.streamsPerRoom(),
            forget ->
                new EventStream(
                    token,
                    view,
                    selected,
                    response,
                    reply.callback,
                    () -> {
                      forget.run();
                      streamsOpen.decrementAndGet();
                    }));
    if (s == null) {
      streamsOpen.decrementAndGet();
      throw new PlayServer.HttpError(
          503,
          "room "
              + room.id
              + " serves "
              + limits.streamsPerRoom()
              + " live streams, its most; poll");
    }
  }

  private Map<String, Object> create(Map<String, Object> body, String client) {
    // Counted before the body is read, so a flood costs the server as little as possible.
    if (!quota.take(client, System.nanoTime())) {
      throw new PlayServer.HttpError(
          429,
          "this address has opened "
              + limits.roomsPerMinute()
              + " rooms in the last minute, its most; wait a little");
    }
    RoomSpec spec = RoomSpec.read(body, limits.maxPlayouts());
    String id = token();
    String token = token();
    Room room =
        new Room(
            id,
            spec.kind(),
            spec.table(),
            token,
            spec.bot(),
            spec.botSeat(),
            secure.nextLong(),
            clock,
            bots,
            limits);
    rooms.add(room);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("room", id);
    out.put("token", token);
    out.put("seats", room.seatsOf(token).stream().map(Table::seatName).toList());
    return out;
  }

  /** 128 random bits, URL-safe: a room id or a seat's token. */
  private String token() {
    byte[] b = new byte[16];
    secure.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  private static void requireMethod(String method, String expected) {
    boolean ok = method.equals(expected) || (expected.equals("GET") && method.equals("HEAD"));
    if (!ok) {
      throw new PlayServer.HttpError(405, method + " is not allowed here; use " + expected);
    }
  }

  private static Map<String, String> query(Request request) {
    String raw = request.getHttpURI().getQuery();
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
        throw new PlayServer.HttpError(400, "malformed query");
      }
    }
    return q;
  }

  private static void sendStatic(Reply reply, String file) throws IOException {
    byte[] bytes;
    try (InputStream in = PlayServer.class.getResourceAsStream("static/" + file)) {
      if (in == null) {
        throw new PlayServer.HttpError(404, "no such file: " + file);
      }
      bytes = in.readAllBytes();
    }
    String ext = file.substring(file.lastIndexOf('.') + 1);
    String type =
        switch (ext) {
          case "css" -> "text/css; charset=utf-8";
          case "js" -> "text/javascript; charset=utf-8";
          case "html" -> "text/html; charset=utf-8";
          case "svg" -> "image/svg+xml";
          case "png" -> "image/png";
          case "ico" -> "image/x-icon";
          case "json" -> "application/json; charset=utf-8";
          default -> "text/plain; charset=utf-8";
        };
    reply.send(200, type, bytes);
  }
}
