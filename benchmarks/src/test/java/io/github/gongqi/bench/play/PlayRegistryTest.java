package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The playground written once over the game registry: every registered game, the third one of the
 * test sources (tic-tac-toe) included, is listed, played, recorded, taught and replayed through the
 * HTTP API, and the playground's code names no game.
 */
class PlayRegistryTest {
  private PlayServer server;
  private ApiClient api;

  @BeforeEach
  void start() {
    server =
        PlayServer.start(
            "127.0.0.1",
            0,
            InstantSource.system(),
            Limits.DEFAULT.withRooms(2000, 10_000),
            List.of());
    api = new ApiClient(server.uri());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private Map<String, Object> ok(ApiClient.Reply r) {
    assertThat(r.status()).as("%s", r.text()).isBetween(200, 201);
    return r.json();
  }

  @SuppressWarnings("unchecked")
  private static <T> T get(Map<String, Object> m, String key) {
    return (T) m.get(key);
  }

  @Test
  void theGamesListIsTheRegistrys() throws Exception {
    Map<String, Object> answer = ok(api.request("GET", "/api/games", null, null));
    List<Map<String, Object>> games = get(answer, "games");
    assertThat(games.stream().map(g -> g.get("name")).toList())
        .isEqualTo(Games.names())
        .contains("gongqi", "agon", "tictactoe");
    for (Map<String, Object> g : games) {
      Game<?> game = Games.named((String) g.get("name"));
      assertThat(g.get("displayName")).isEqualTo(game.displayName());
      assertThat(g.get("summary")).isEqualTo(game.summary());
      assertThat(g.get("players")).isEqualTo(game.playerNames());
      assertThat(g.get("defaultRules")).isEqualTo(game.defaultRules());
      assertThat(g.get("defaultClock"))
          .isEqualTo(game.defaultTimeControl(game.defaultRules()).toString());
      List<Map<String, Object>> choices = get(g, "rulesChoices");
      assertThat(choices.stream().map(c -> c.get("rules")).toList()).isEqualTo(game.rulesChoices());
      for (Map<String, Object> c : choices) {
        String rules = (String) c.get("rules");
        assertThat(c.get("clock")).isEqualTo(game.defaultTimeControl(rules).toString());
        assertThat(c.get("timed")).isEqualTo(!game.defaultTimeControl(rules).isUntimed());
        // Each rule set's start, drawn, for the first page's board.
        assertThat((String) c.get("svg")).startsWith("<svg");
        assertThat((String) c.get("label")).isNotBlank().hasSizeLessThanOrEqualTo(16);
        assertThat(JsonText.write(c.get("facts"))).contains("\"label\":\"Goal\"");
      }
    }
    // The labels the picker shows: short, one per rule set, distinct within a game.
    Map<String, Object> agon =
        games.stream().filter(g -> g.get("name").equals("agon")).findFirst().orElseThrow();
    List<Map<String, Object>> agonRules = get(agon, "rulesChoices");
    assertThat(agonRules.stream().map(c -> c.get("label")).toList())
        .containsExactly("standard", "classic", "placement", "ludii");
    // A game of one rule set named by its name alone is labelled by its display name.
    assertThat(GameList.label(Games.named("tictactoe"), "tictactoe")).isEqualTo("Tic-tac-toe");
    // Gongqi's facts at the start name the power and the goal, as the page shows them.
    Map<String, Object> gongqi =
        games.stream().filter(g -> g.get("name").equals("gongqi")).findFirst().orElseThrow();
    List<Map<String, Object>> gongqiRules = get(gongqi, "rulesChoices");
    String facts = JsonText.write(gongqiRules.get(1));
    assertThat(facts).contains("8x8").contains("Power").contains("12 captures");
  }

  @Test
  void aVariantIsAValueOfAGamesRulesOption() throws Exception {
    for (var e :
        Map.of(
                "{\"game\":\"agon\",\"variant\":\"ludii\"}",
                io.github.gongqi.agon.Rules.LUDII.toString(),
                "{\"game\":\"agon\",\"variant\":\"classic\"}",
                io.github.gongqi.agon.Rules.CLASSIC.toString(),
                "{\"game\":\"agon\"}",
                io.github.gongqi.agon.Rules.STANDARD.toString(),
                "{\"game\":\"gongqi\",\"variant\":\"8\"}",
                io.github.gongqi.gongqi.Rules.QUICK.toString(),
                "{\"game\":\"tictactoe\"}",
                "tictactoe")
            .entrySet()) {
      Map<String, Object> c = api.create(e.getKey());
      Map<String, Object> s =
          ok(api.request("GET", "/api/rooms/" + c.get("room"), (String) c.get("token"), null));
      assertThat(s.get("rules")).as(e.getKey()).isEqualTo(e.getValue());
    }
    ApiClient.Reply bad =
        api.request("POST", "/api/rooms", null, "{\"game\":\"gongqi\",\"variant\":\"9\"}");
    assertThat(bad.status()).isEqualTo(400);
    assertThat((String) bad.json().get("error")).contains("'9'").contains("12, 8");
    bad = api.request("POST", "/api/rooms", null, "{\"game\":\"tictactoe\",\"variant\":\"4\"}");
    assertThat(bad.status()).isEqualTo(400);
    assertThat((String) bad.json().get("error")).contains("has none");
    bad = api.request("POST", "/api/rooms", null, "{\"game\":\"chess\"}");
    assertThat(bad.status()).isEqualTo(400);
    assertThat((String) bad.json().get("error")).contains("agon, gongqi, tictactoe");
  }

  @Test
  void ticTacToeIsPlayedRecordedTaughtAndReplayedThroughTheApi() throws Exception {
    Map<String, Object> c = api.create("{\"rules\":\"tictactoe\",\"mode\":\"hotseat\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    ok(api.act(room, token, "start", null));
    Map<String, Object> s = ok(api.request("GET", "/api/rooms/" + room, token, null));
    assertThat(s.get("game")).isEqualTo("tictactoe");
    assertThat(s.get("players")).isEqualTo(List.of("X", "O"));
    assertThat(s.get("colourToMove")).isEqualTo("X");
    assertThat(s.get("timed")).isEqualTo(false);
    assertThat(JsonText.write(s.get("facts"))).contains("three in a row");
    // A selected cell's choice is the game's.
    s = ok(api.request("GET", "/api/rooms/" + room + "?selected=b2", token, null));
    assertThat(JsonText.write(s.get("choices")))
        .isEqualTo("[{\"label\":\"b2\",\"moves\":[\"b2\"],\"reason\":null}]");
    assertThat(api.request("GET", "/api/rooms/" + room + "?selected=d4", token, null).status())
        .isEqualTo(400);
    // X takes the bottom row.
    List<String> line = List.of("a1", "a2", "b1", "b2", "c1");
    for (String move : line) {
      s = ok(api.act(room, token, "move", move));
    }
    assertThat(s.get("status")).isEqualTo("finished");
    assertThat(s.get("moves")).isEqualTo(line);
    assertThat((String) s.get("result")).isNotBlank();
    assertThat(s.get("winner")).isEqualTo("host");
    assertThat(api.act(room, token, "move", "c3").status()).isEqualTo(409);
    // A taken cell says why it offers nothing; a move there is refused.
    String record = api.request("GET", "/api/rooms/" + room + "/record", null, null).text();
    Game<?> ttt = Games.named("tictactoe");
    assertThat(ttt.readRecord(record).moves().stream().map(Object::toString).toList())
        .isEqualTo(line);

    Map<String, Object> lessons = ok(api.request("GET", "/api/lessons/tictactoe", null, null));
    List<Map<String, Object>> list = get(lessons, "lessons");
    assertThat(list).hasSameSizeAs(ttt.lessons());
    for (var l : ttt.lessons()) {
      Map<String, Object> v =
          ok(
              api.request(
                  "POST",
                  "/api/lessons/tictactoe/" + l.id(),
                  null,
                  JsonText.write(Map.of("move", l.solution()))));
      assertThat(v.get("solved")).as(l.id()).isEqualTo(true);
    }

    Map<String, Object> at3 =
        ok(
            api.request(
                "POST", "/api/replay", null, JsonText.write(Map.of("record", record, "ply", 3))));
    assertThat(at3.get("game")).isEqualTo("tictactoe");
    assertThat(((Number) at3.get("plies")).intValue()).isEqualTo(5);
    assertThat((String) at3.get("svg")).startsWith("<svg").contains(">x<").contains(">o<");
    assertThat(at3.get("result")).isEqualTo(s.get("result"));
  }

  @Test
  void aMoveOnTakenCellIsRefusedWithTheGamesReason() throws Exception {
    Map<String, Object> c = api.create("{\"game\":\"tictactoe\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    ok(api.act(room, token, "start", null));
    ok(api.act(room, token, "move", "b2"));
    Map<String, Object> s =
        ok(api.request("GET", "/api/rooms/" + room + "?selected=b2", token, null));
    assertThat(JsonText.write(s.get("choices"))).contains("\"moves\":[]").contains("taken");
    assertThat(api.act(room, token, "move", "b2").status()).isEqualTo(422);
  }

  @Test
  void aRecordOfAnUnknownGameIsRefusedNamingTheGamesThereAre() throws Exception {
    String record = "[Rules \"chess\"]\n\n1. e4 *\n";
    ApiClient.Reply r =
        api.request("POST", "/api/replay", null, JsonText.write(Map.of("record", record)));
    assertThat(r.status()).isEqualTo(400);
    assertThat((String) r.json().get("error")).contains("chess").contains("gongqi");
    // An Agon record replays like a Gongqi one: the rules tag finds the game.
    Map<String, Object> c = api.create("{\"game\":\"agon\",\"variant\":\"classic\"}");
    ok(api.act((String) c.get("room"), (String) c.get("token"), "start", null));
    String agon = api.request("GET", "/api/rooms/" + c.get("room") + "/record", null, null).text();
    Map<String, Object> at0 =
        ok(api.request("POST", "/api/replay", null, JsonText.write(Map.of("record", agon))));
    assertThat(at0.get("game")).isEqualTo("agon");
  }

  /** The playground's own code: its Java files under {@code bench/play}. */
  private static List<Path> playSources() throws IOException {
    Path dir = Path.of("src/main/java/io/github/gongqi/bench/play");
    assertThat(dir).as("run from the benchmarks module").isDirectory();
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }

  @Test
  void thePlaygroundsCodeNamesNoGame() throws Exception {
    List<String> found = new ArrayList<>();
    for (Path p : playSources()) {
      List<String> lines = Files.readAllLines(p);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i).strip();
        if (line.startsWith("*") || line.startsWith("/*") || line.startsWith("//")) {
          continue; // documentation may give examples
        }
        for (Game<?> g : Games.all()) {
          String pkg = "io.github.gongqi." + g.name();
          if (line.contains(pkg)
              || line.contains("io.github.gongqi.gongqi.")
              || line.contains("io.github.gongqi.agon.")
              || line.toLowerCase(java.util.Locale.ROOT).contains("\"" + g.name())) {
            found.add(p.getFileName() + ":" + (i + 1) + ": " + line);
          }
        }
      }
    }
    assertThat(found).as("lines of bench/play that name a game").isEmpty();
  }
}
