package io.github.gongqi.bench.play;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;

/**
 * The rooms' part of the API: {@code POST /api/rooms} opens one, and {@code /api/rooms/ID} answers
 * its state ({@code GET}, which changes nothing), its live stream ({@code /events}), the Guest's
 * seat ({@code /join}), a seat's action ({@code /action}) and its record ({@code /record}).
 */
final class RoomRoutes implements Route {
  private static final Pattern ROOM_PATH =
      Pattern.compile("/api/rooms/([A-Za-z0-9_-]{1,64})(/join|/action|/record|/events)?");

  private final Rooms rooms;
  private final ClientQuota quota;
  private final BotPool bots;
  private final Limits limits;
  private final InstantSource clock;
  private final ScheduledExecutorService timer;
  private final SecureRandom secure = new SecureRandom();
  private final AtomicInteger streamsOpen = new AtomicInteger();

  RoomRoutes(
      Rooms rooms,
      BotPool bots,
      Limits limits,
      InstantSource clock,
      ScheduledExecutorService timer) {
    this.rooms = rooms;
    this.quota = new ClientQuota(limits.roomsPerMinute());
    this.bots = bots;
    this.limits = limits;
    this.clock = clock;
    this.timer = timer;
  }

  /** The live event streams open now. */
  int streams() {
    return streamsOpen.get();
  }

  @Override
  public boolean serve(Exchange x) {
    Reply reply = x.reply();
    if (x.path().equals("/api/rooms")) {
      x.requireMethod("POST");
      reply.json(201, create(x.body(), x.client()));
      return true;
    }
    Matcher m = ROOM_PATH.matcher(x.path());
    if (!m.matches()) {
      return false;
    }
    Room room = rooms.get(m.group(1));
    if (room == null) {
      throw new PlayServer.HttpError(404, "no such room: " + m.group(1));
    }
    Map<String, String> q = x.query();
    String token = x.header("X-Seat-Token");
    if (token == null) {
      // An EventSource cannot send headers: the stream (and so the state) takes it in the query.
      token = q.get("token");
    }
    Map<String, Object> body = x.body();
    String tail = m.group(2) == null ? "" : m.group(2);
    switch (tail) {
      case "" -> {
        x.requireMethod("GET");
        reply.json(200, room.state(token, view(q), q.get("selected")));
      }
      case "/events" -> {
        x.requireMethod("GET");
        events(reply, room, token, view(q), q.get("selected"));
      }
      case "/join" -> {
        x.requireMethod("POST");
        String t =
            room.join(token())
                .orElseThrow(
                    () ->
                        new PlayServer.HttpError(
                            409, "room " + room.id + " has no free seat to join"));
        reply.json(200, new Answers.Joined(room.id, t, "guest"));
      }
      case "/action" -> {
        x.requireMethod("POST");
        String a = Json.string(body, "action", true);
        Table.Action action = Table.Action.parse(a);
        if (action == null) {
          throw new PlayServer.HttpError(400, "unknown action '" + PlayServer.shorten(a) + "'");
        }
        String move = Json.string(body, "move", action == Table.Action.MOVE);
        room.act(token, action, Json.string(body, "seat", false), move);
        reply.json(200, room.state(token, view(q), null));
      }
      default -> {
        x.requireMethod("GET");
        reply
            .response
            .getHeaders()
            .put("Content-Disposition", "attachment; filename=\"game-" + room.id + ".txt\"");
        reply.send(
            200, "text/plain; charset=utf-8", room.record().getBytes(StandardCharsets.UTF_8));
      }
    }
    return true;
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

  private Answers.Created create(Map<String, Object> body, String client) {
    // Counted before the body is read, so a flood costs the server as little as possible.
    if (!quota.take(ClientKey.of(client), System.nanoTime())) {
      throw new PlayServer.HttpError(
          429,
          "this address has opened "
              + limits.roomsPerMinute()
              + " rooms in the last minute, its most; wait a little");
    }
    RoomSpec spec = RoomSpec.read(body, limits.maxPlayouts());
    String id = token();
    String token = token();
    // Whole milliseconds: the record's move times are written as the room's clock reads them.
    InstantSource millis = () -> clock.instant().truncatedTo(ChronoUnit.MILLIS);
    Room room =
        new Room(
            id,
            ClientKey.of(client),
            spec.kind(),
            spec.table(),
            token,
            spec.bot(),
            spec.botSeat(),
            secure.nextLong(),
            millis,
            bots,
            limits,
            timer);
    rooms.add(room);
    return new Answers.Created(
        id, token, room.seatsOf(token).stream().map(Table::seatName).toList());
  }

  /** 128 random bits, URL-safe: a room id or a seat's token. */
  private String token() {
    byte[] b = new byte[16];
    secure.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
