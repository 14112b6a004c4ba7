package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.GameState;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The playground's HTTP API with the JDK's HTTP client on the loopback address, the clock driven by
 * the test. Expected games come from the library played directly beside the server.
 */
class PlayServerTest {
  /** A clock the test moves by hand. */
  static final class TestClock implements InstantSource {
    private volatile Instant now = Instant.parse("2026-11-30T12:00:00Z");

    @Override
    public Instant instant() {
      return now;
    }

    void advance(Duration d) {
      now = now.plus(d);
    }
  }

  /** The expected status of a path that climbs out of the root: 400 or 404. */
  private static final int CLIMB = -1;

  record Reply(int status, Map<String, Object> json, String text) {}

  private final TestClock clock = new TestClock();
  private final HttpClient http = HttpClient.newHttpClient();
  private PlayServer server;

  @BeforeEach
  void start() {
    // Every test client is 127.0.0.1: the per-address room allowance is lifted here.
    server =
        PlayServer.start("127.0.0.1", 0, clock, Limits.DEFAULT.withRooms(2000, 10_000), List.of());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  Reply request(String method, String path, String token, String body) throws Exception {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(server.uri().resolve(path))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      b.header("X-Seat-Token", token);
    }
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    String type = r.headers().firstValue("Content-Type").orElse("");
    Map<String, Object> json =
        type.startsWith("application/json") ? JsonText.readObject(r.body()) : null;
    return new Reply(r.statusCode(), json, r.body());
  }

  Map<String, Object> ok(Reply r) {
    assertThat(r.status()).as("%s", r.text()).isBetween(200, 201);
    return r.json();
  }

  Map<String, Object> create(String json) throws Exception {
    return ok(request("POST", "/api/rooms", null, json));
  }

  Map<String, Object> state(String room, String token) throws Exception {
    return ok(request("GET", "/api/rooms/" + room, token, null));
  }

  Reply act(String room, String token, String action, String move) throws Exception {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("action", action);
    if (move != null) {
      b.put("move", move);
    }
    return request("POST", "/api/rooms/" + room + "/action", token, JsonText.write(b));
  }

  /** A whole number of an answer, whichever integer type the reader gave it. */
  private static long whole(Object value) {
    assertThat(value).isInstanceOfAny(Integer.class, Long.class);
    return ((Number) value).longValue();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> seat(Map<String, Object> state, String seat) {
    return (Map<String, Object>) ((Map<String, Object>) state.get("seats")).get(seat);
  }

  @SuppressWarnings("unchecked")
  static List<String> moves(Map<String, Object> state) {
    return (List<String>) state.get("moves");
  }

  /** An online room with both seats: room id, Host's token, Guest's token. */
  String[] onlineRoom(String game, String variant) throws Exception {
    Map<String, Object> c =
        create("{\"game\":\"" + game + "\",\"variant\":\"" + variant + "\",\"mode\":\"online\"}");
    String room = (String) c.get("room");
    Map<String, Object> j = ok(request("POST", "/api/rooms/" + room + "/join", null, "{}"));
    return new String[] {room, (String) c.get("token"), (String) j.get("token")};
  }

  /**
   * Plays a whole game through the API, each move for the seat the server says is on turn, the
   * moves chosen by bots on the library's own position; returns the final state and that position.
   */
  <S extends GameState<S>> Map.Entry<Map<String, Object>, S> playOut(
      String room,
      Map<String, String> tokens,
      S start,
      java.util.function.BiFunction<S, String, S> play,
      int maxPlies)
      throws Exception {
    Bot strong = Bot.parse("greedy");
    Bot weak = Bot.parse("random");
    SplittableRandom rnd = new SplittableRandom(7);
    S p = start;
    Map<String, Object> s = state(room, tokens.get("host"));
    for (int ply = 0; ply < maxPlies && s.get("status").equals("running"); ply++) {
      String seat = (String) s.get("toMove");
      Bot bot = seat.equals("host") ? strong : weak;
      String move = p.moveNotation(bot.choose(p, rnd));
      clock.advance(Duration.ofMillis(700));
      s = ok(act(room, tokens.get(seat), "move", move));
      p = play.apply(p, move);
      assertThat(moves(s)).hasSize(ply + 1).last().isEqualTo(move);
    }
    return Map.entry(s, p);
  }

  /** Whether a drawing has a stone element on a cell. */
  static boolean hasStone(String svg, String cell) {
    // The library draws each point as a group with its stone inside.
    return java.util.regex.Pattern.compile(
            "data-cell=\"" + cell + "\">(<(?!/?g[ >])[^>]*>)*?<circle class=\"stone ")
        .matcher(svg)
        .find();
  }

  @Test
  void anOnlineGongqiRoomFromReadyToACaptureWin() throws Exception {
    String[] r = onlineRoom("gongqi", "8");
    Map<String, Object> s = state(r[0], r[1]);
    assertThat(s.get("status")).isEqualTo("waiting");
    assertThat(s.get("you")).isEqualTo(List.of("host"));
    // A move before both are ready is refused, and the clock does not run while waiting.
    assertThat(act(r[0], r[1], "move", "d5N1").status()).isEqualTo(409);
    clock.advance(Duration.ofSeconds(30));
    ok(act(r[0], r[1], "ready", null));
    s = state(r[0], r[2]);
    assertThat(s.get("status")).isEqualTo("waiting");
    assertThat(seat(s, "host").get("ready")).isEqualTo(true);
    assertThat(whole(seat(s, "host").get("mainMillis"))).isEqualTo(180_000L);
    ok(act(r[0], r[2], "ready", null));
    clock.advance(Duration.ofSeconds(5));
    s = state(r[0], r[2]);
    assertThat(s.get("status")).isEqualTo("running");
    assertThat(s.get("toMove")).isEqualTo("host");
    assertThat(whole(seat(s, "host").get("mainMillis"))).isEqualTo(175_000L);
    assertThat(whole(seat(s, "guest").get("mainMillis"))).isEqualTo(180_000L);

    var end =
        playOut(
            r[0],
            Map.of("host", r[1], "guest", r[2]),
            io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.QUICK),
            (p, m) -> p.play(m),
            400);
    s = end.getKey();
    io.github.gongqi.gongqi.Position last = end.getValue();
    assertThat(s.get("status")).isEqualTo("finished");
    assertThat(last.result().toString()).contains("wins by captures");
    assertThat(s.get("result")).isEqualTo(last.result().toString());
    assertThat(last.captures(last.result().winner().orElseThrow())).isGreaterThanOrEqualTo(12);
    // Nothing more is accepted; the record replays to the same result.
    assertThat(act(r[0], r[1], "resign", null).status()).isEqualTo(409);
    Reply rec = request("GET", "/api/rooms/" + r[0] + "/record", null, null);
    assertThat(rec.status()).isEqualTo(200);
    var parsed = io.github.gongqi.gongqi.match.GameRecord.parse(rec.text());
    assertThat(parsed.match().position()).isEqualTo(last);
    assertThat(rec.text()).contains("[Mode \"online\"]").contains("[HostReady ");
  }

  @Test
  void anOnlineRoomLostOnTime() throws Exception {
    String[] r = onlineRoom("gongqi", "8");
    ok(act(r[0], r[2], "ready", null));
    ok(act(r[0], r[1], "ready", null));
    clock.advance(Duration.ofSeconds(10));
    Map<String, Object> s = ok(act(r[0], r[1], "move", "d5N1"));
    assertThat(whole(seat(s, "host").get("mainMillis"))).isEqualTo(170_000L);
    assertThat(seat(s, "guest").get("running")).isEqualTo(true);
    // The Guest (White) uses all its main time and then the byo-yomi period, but one millisecond.
    clock.advance(Duration.ofMinutes(3).plusSeconds(20).minusMillis(1));
    s = state(r[0], r[2]);
    assertThat(s.get("status")).isEqualTo("running");
    assertThat(seat(s, "guest").get("byoYomi")).isEqualTo(true);
    assertThat(whole(seat(s, "guest").get("periodMillis"))).isEqualTo(1L);
    clock.advance(Duration.ofMillis(2));
    s = state(r[0], r[1]);
    assertThat(s.get("status")).isEqualTo("finished");
    assertThat(s.get("result")).isEqualTo("Black wins by time");
    assertThat(s.get("winner")).isEqualTo("host");
    // A late move is refused and changes nothing.
    assertThat(act(r[0], r[2], "move", "e5E1").status()).isEqualTo(409);
    assertThat(moves(state(r[0], r[1]))).containsExactly("d5N1");
  }

  @Test
  void aWholeAgonGameInAnOnlineRoom() throws Exception {
    String[] r = onlineRoom("agon", "standard");
    ok(act(r[0], r[1], "ready", null));
    ok(act(r[0], r[2], "ready", null));
    var end =
        playOut(
            r[0],
            Map.of("host", r[1], "guest", r[2]),
            io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.STANDARD),
            (p, m) -> p.play(m),
            3000);
    Map<String, Object> s = end.getKey();
    assertThat(s.get("status")).isEqualTo("finished");
    assertThat(s.get("result")).isEqualTo(end.getValue().result().toString());
    Reply rec = request("GET", "/api/rooms/" + r[0] + "/record", null, null);
    assertThat(io.github.gongqi.agon.match.GameRecord.parse(rec.text()).match().position())
        .isEqualTo(end.getValue());
  }

  @Test
  void drawOffersTakebacksAndResignation() throws Exception {
    String[] r = onlineRoom("gongqi", "12");
    ok(act(r[0], r[1], "ready", null));
    ok(act(r[0], r[2], "ready", null));
    ok(act(r[0], r[1], "move", "f7N1"));
    ok(act(r[0], r[1], "takeback", null));
    assertThat(state(r[0], r[2]).get("takeback")).isEqualTo("host");
    // Only the other seat answers.
    assertThat(act(r[0], r[1], "accept-takeback", null).status()).isEqualTo(409);
    Map<String, Object> s = ok(act(r[0], r[2], "accept-takeback", null));
    assertThat(moves(s)).isEmpty();
    assertThat(s.get("toMove")).isEqualTo("host");
    ok(act(r[0], r[2], "offer-draw", null));
    ok(act(r[0], r[1], "decline-draw", null));
    ok(act(r[0], r[2], "offer-draw", null));
    s = ok(act(r[0], r[1], "accept-draw", null));
    assertThat(s.get("result")).isEqualTo("Draw by agreement");

    String[] q = onlineRoom("gongqi", "12");
    ok(act(q[0], q[1], "ready", null));
    ok(act(q[0], q[2], "ready", null));
    ok(act(q[0], q[1], "move", "f7N1"));
    s = ok(act(q[0], q[2], "move", "swap"));
    assertThat(seat(s, "host").get("colour")).isEqualTo("White");
    assertThat(s.get("toMove")).isEqualTo("host");
    // Resigning out of turn is allowed.
    s = ok(act(q[0], q[2], "resign", null));
    assertThat(s.get("result")).isEqualTo("White wins by resignation");
    assertThat(s.get("winner")).isEqualTo("host");
    // The board says how the match ended, not whose turn it would be.
    assertThat((String) s.get("svg"))
        .contains("White wins by resignation")
        .doesNotContain("to move");
  }

  @Test
  void hotSeatAndBotGames() throws Exception {
    Map<String, Object> c = create("{\"game\":\"gongqi\",\"variant\":\"8\",\"mode\":\"hotseat\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    assertThat(c.get("seats")).isEqualTo(List.of("host", "guest"));
    assertThat(act(room, token, "ready", null).status()).isEqualTo(409);
    ok(act(room, token, "start", null));
    ok(act(room, token, "move", "d5N1"));
    Map<String, Object> s = ok(act(room, token, "move", "e5E1"));
    assertThat(moves(s)).containsExactly("d5N1", "e5E1");
    // The selected stone's pushes are drawn as clickable moves.
    s = ok(request("GET", "/api/rooms/" + room + "?selected=d6", token, null));
    assertThat((String) s.get("svg")).contains("data-move=\"d6N1\"");
    // Now Black d6 d5 e4, White f5 e5 d4: d6 stands alone northward, and southward its run is
    // d6 d5 d4, three stones, longer than the power of 1.
    String choices = JsonText.write(s.get("choices"));
    assertThat(choices)
        .contains("{\"label\":\"N\",\"moves\":[\"d6N1\"],\"reason\":null}")
        .contains("{\"label\":\"S\",\"moves\":[],\"reason\":\"run longer than power\"}");
    // The facts beside the board are the game's.
    assertThat(JsonText.write(s.get("facts")))
        .contains("Power")
        .contains("12 captures")
        .contains("Black 0 · White 0");

    c =
        create(
            "{\"game\":\"agon\",\"variant\":\"standard\",\"mode\":\"bot\",\"bot\":\"random\","
                + "\"botSeat\":\"guest\",\"time\":\"-\"}");
    room = (String) c.get("room");
    token = (String) c.get("token");
    assertThat(c.get("seats")).isEqualTo(List.of("host"));
    ok(act(room, token, "start", null));
    ok(act(room, token, "move", "c1-c2"));
    String r2 = room;
    String t2 = token;
    Chromium.waitUntil(
        () -> {
          try {
            return moves(state(r2, t2)).size() == 2;
          } catch (Exception e) {
            throw new AssertionError(e);
          }
        },
        "the bot's answer");
    s = state(room, token);
    assertThat(s.get("toMove")).isEqualTo("host");
    assertThat(s.get("timed")).isEqualTo(false);
    // The bot's seat is not the human's.
    assertThat(act(room, token, "move", "x").status()).isEqualTo(400);
    Reply rec = request("GET", "/api/rooms/" + room + "/record", null, null);
    var m = io.github.gongqi.agon.match.GameRecord.parse(rec.text()).match();
    assertThat(m.moves()).hasSize(2);
  }

  @Test
  void fiftyRoomsAtOnceKeepTheirOwnGames() throws Exception {
    int rooms = 50;
    int plies = 12;
    ExecutorService pool = Executors.newFixedThreadPool(rooms);
    CountDownLatch go = new CountDownLatch(1);
    try {
      List<Future<String>> done = new ArrayList<>();
      Map<Integer, List<String>> expected = new HashMap<>();
      for (int i = 0; i < rooms; i++) {
        int k = i;
        SplittableRandom rnd = new SplittableRandom(1000 + k);
        var p = io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.QUICK);
        List<String> line = new ArrayList<>();
        for (int j = 0; j < plies && !p.isOver(); j++) {
          String mv = p.moveNotation(Bot.parse("random").choose(p, rnd));
          line.add(mv);
          p = p.play(mv);
        }
        expected.put(k, line);
        done.add(
            pool.submit(
                () -> {
                  go.await();
                  String[] r = onlineRoom("gongqi", "8");
                  ok(act(r[0], r[1], "ready", null));
                  ok(act(r[0], r[2], "ready", null));
                  for (String mv : line) {
                    String onTurn = (String) state(r[0], r[1]).get("toMove");
                    ok(act(r[0], onTurn.equals("host") ? r[1] : r[2], "move", mv));
                  }
                  return r[0];
                }));
      }
      go.countDown();
      List<String> ids = new ArrayList<>();
      for (Future<String> f : done) {
        ids.add(f.get());
      }
      assertThat(ids).doesNotHaveDuplicates();
      for (int k = 0; k < rooms; k++) {
        assertThat(moves(state(ids.get(k), null))).isEqualTo(expected.get(k));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aRoomOpensFromTheRulesOneText() throws Exception {
    // The text the JSONL and the records write names the game and its rules here too.
    for (String rules :
        List.of(
            io.github.gongqi.gongqi.Rules.QUICK.toString(),
            io.github.gongqi.agon.Rules.LUDII.toString())) {
      Map<String, Object> c = create("{\"rules\":\"" + rules + "\",\"mode\":\"hotseat\"}");
      assertThat(state((String) c.get("room"), (String) c.get("token")).get("rules"))
          .isEqualTo(rules);
    }
    assertThat(request("POST", "/api/rooms", null, "{\"rules\":\"gongqi 9x9\"}").status())
        .isEqualTo(400);
    assertThat(
            request("POST", "/api/rooms", null, "{\"rules\":\"gongqi 8x8\",\"variant\":\"8\"}")
                .status())
        .isEqualTo(400);
    assertThat(
            request("POST", "/api/rooms", null, "{\"game\":\"agon\",\"rules\":\"gongqi 8x8\"}")
                .status())
        .isEqualTo(400);
  }

  @Test
  void badRequestsGetAClear4xxAndChangeNothing() throws Exception {
    String[] r = onlineRoom("gongqi", "12");
    ok(act(r[0], r[1], "ready", null));
    ok(act(r[0], r[2], "ready", null));
    ok(act(r[0], r[1], "move", "f7N1"));
    Map<String, Object> before = state(r[0], r[1]);

    List<Map.Entry<Reply, Integer>> cases = new ArrayList<>();
    String unknownRoom = "AAAAAAAAAAAAAAAAAAAAAA";
    cases.add(Map.entry(request("GET", "/api/rooms/" + unknownRoom, r[1], null), 404));
    cases.add(Map.entry(act(unknownRoom, r[1], "move", "f8N1"), 404));
    cases.add(Map.entry(act(r[0], "not-a-token", "move", "g7E1"), 403));
    cases.add(Map.entry(act(r[0], null, "move", "g7E1"), 403));
    cases.add(Map.entry(act(r[0], r[1], "x", null), 400));
    cases.add(
        Map.entry(request("POST", "/api/rooms/" + r[0] + "/action", r[2], "{\"action\":"), 400));
    cases.add(Map.entry(request("POST", "/api/rooms/" + r[0] + "/action", r[2], "[1,2]"), 400));
    cases.add(
        Map.entry(request("POST", "/api/rooms/" + r[0] + "/action", r[2], "{\"action\":7}"), 400));
    cases.add(Map.entry(act(r[0], r[2], "move", null), 400));
    cases.add(Map.entry(act(r[0], r[2], "move", "zz9"), 400));
    cases.add(Map.entry(act(r[0], r[2], "move", "a1N1"), 422));
    cases.add(Map.entry(act(r[0], r[2], "move", "g7E5"), 422));
    // The Host's token moving for the Guest, and the Guest out of turn after its move.
    cases.add(Map.entry(act(r[0], r[1], "move", "g7E1"), 409));
    cases.add(Map.entry(request("GET", "/api/rooms/" + r[0] + "?selected=q99", r[1], null), 400));
    cases.add(Map.entry(request("GET", "/api/rooms/" + r[0] + "?view=2", r[1], null), 400));
    cases.add(Map.entry(request("POST", "/api/rooms/" + r[0] + "/join", null, "{}"), 409));
    cases.add(Map.entry(request("DELETE", "/api/rooms/" + r[0], r[1], null), 405));
    cases.add(Map.entry(request("GET", "/api/rooms", null, null), 405));
    cases.add(Map.entry(request("GET", "/static/../../../etc/passwd", null, null), CLIMB));
    cases.add(Map.entry(request("GET", "/static/%2e%2e/%2e%2e/pom.xml", null, null), CLIMB));
    cases.add(
        Map.entry(
            request("GET", "/static/io/github/gongqi/bench/play/PlayServer.class", null, null),
            404));
    cases.add(
        Map.entry(request("GET", "/api/rooms/" + r[0] + "/../../index.html", null, null), CLIMB));
    cases.add(Map.entry(request("POST", "/api/rooms", null, "{\"game\":\"chess\"}"), 400));
    cases.add(
        Map.entry(
            request("POST", "/api/rooms", null, "{\"game\":\"gongqi\",\"variant\":\"9\"}"), 400));
    cases.add(
        Map.entry(
            request(
                "POST", "/api/rooms", null, "{\"game\":\"agon\",\"mode\":\"bot\",\"bot\":\"zz\"}"),
            400));
    cases.add(
        Map.entry(
            request("POST", "/api/rooms", null, "{\"game\":\"agon\",\"time\":\"soon\"}"), 400));
    cases.add(
        Map.entry(
            request(
                "POST",
                "/api/rooms/" + r[0] + "/action",
                r[2],
                "{\"action\":\"move\",\"move\":\"" + "a".repeat(PlayServer.MAX_BODY) + "\"}"),
            413));
    cases.add(Map.entry(request("POST", "/api/replay", null, "{\"record\":\"nonsense\"}"), 400));
    for (Map.Entry<Reply, Integer> e : cases) {
      if (e.getValue() == CLIMB) {
        // Jetty refuses a path that climbs out of the root (400) or finds nothing there (404).
        assertThat(e.getKey().status()).as("%s", e.getKey().text()).isIn(400, 404);
      } else {
        assertThat(e.getKey().status()).as("%s", e.getKey().text()).isEqualTo(e.getValue());
      }
      assertThat(e.getKey().json()).as("a JSON error message").isNotNull();
      assertThat((String) e.getKey().json().get("error")).isNotBlank();
    }
    Map<String, Object> after = state(r[0], r[1]);
    assertThat(after.get("version")).isEqualTo(before.get("version"));
    assertThat(moves(after)).isEqualTo(moves(before));
    assertThat(after.get("status")).isEqualTo("running");
  }

  @Test
  void thePageAndItsFilesComeFromTheJar() throws Exception {
    Reply page = request("GET", "/", null, null);
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.text()).contains("<title>Board game playground</title>");
    assertThat(request("GET", "/static/play.js", null, null).text()).contains("data-move");
    assertThat(request("GET", "/static/play.css", null, null).status()).isEqualTo(200);
    assertThat(request("GET", "/static/other.js", null, null).status()).isEqualTo(404);
  }

  @Test
  void aDownloadedRecordReplaysMoveByMove() throws Exception {
    Map<String, Object> c = create("{\"game\":\"gongqi\",\"variant\":\"8\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    ok(act(room, token, "start", null));
    ok(act(room, token, "move", "d5N1"));
    ok(act(room, token, "move", "e5E1"));
    String record = request("GET", "/api/rooms/" + room + "/record", null, null).text();
    Map<String, Object> at0 =
        ok(
            request(
                "POST", "/api/replay", null, JsonText.write(Map.of("record", record, "ply", 0))));
    Map<String, Object> at2 =
        ok(
            request(
                "POST", "/api/replay", null, JsonText.write(Map.of("record", record, "ply", 2))));
    assertThat(whole(at0.get("plies"))).isEqualTo(2L);
    assertThat(at0.get("moves")).isEqualTo(List.of("d5N1", "e5E1"));
    assertThat(hasStone((String) at0.get("svg"), "d6")).isFalse();
    assertThat(hasStone((String) at2.get("svg"), "d6")).isTrue();
    assertThat(
            request("POST", "/api/replay", null, JsonText.write(Map.of("record", record, "ply", 3)))
                .status())
        .isEqualTo(400);
  }

  @Test
  void theLessonsAreTheLibrarysAndItJudgesTheMoves() throws Exception {
    var lessons = io.github.gongqi.gongqi.Lessons.all();
    Map<String, Object> list = ok(request("GET", "/api/lessons/gongqi", null, null));
    assertThat(JsonText.write(list.get("lessons")))
        .contains("{\"id\":\"" + lessons.get(0).id() + "\",\"title\":\"" + lessons.get(0).title());
    for (var l : lessons) {
      Map<String, Object> shown = ok(request("GET", "/api/lessons/gongqi/" + l.id(), null, null));
      assertThat(shown.get("instruction")).isEqualTo(l.instruction());
      assertThat((String) shown.get("svg")).startsWith("<svg");
      Map<String, Object> v =
          ok(
              request(
                  "POST",
                  "/api/lessons/gongqi/" + l.id(),
                  null,
                  JsonText.write(Map.of("move", l.solution()))));
      assertThat(v.get("solved")).as(l.id()).isEqualTo(true);
      assertThat(v.get("verdict")).isEqualTo(l.check(l.solution()).message());
    }
    for (var l : io.github.gongqi.agon.Lessons.all()) {
      Map<String, Object> v =
          ok(
              request(
                  "POST",
                  "/api/lessons/agon/" + l.id(),
                  null,
                  JsonText.write(Map.of("move", l.solution()))));
      assertThat(v.get("solved")).as(l.id()).isEqualTo(true);
      assertThat(v.get("title")).isEqualTo(l.title());
    }
    Map<String, Object> wrong =
        ok(
            request(
                "POST",
                "/api/lessons/gongqi/" + lessons.get(0).id(),
                null,
                JsonText.write(Map.of("move", "a1N1"))));
    assertThat(wrong.get("solved")).isEqualTo(false);
    assertThat(wrong.get("outcome")).isEqualTo("ILLEGAL_MOVE");
    assertThat(request("GET", "/api/lessons/gongqi/no-such-lesson", null, null).status())
        .isEqualTo(404);
    assertThat(request("GET", "/api/lessons/chess", null, null).status()).isEqualTo(404);
    assertThat(request("POST", "/api/lessons/gongqi/" + lessons.get(0).id(), null, "{}").status())
        .isEqualTo(400);
  }
}
