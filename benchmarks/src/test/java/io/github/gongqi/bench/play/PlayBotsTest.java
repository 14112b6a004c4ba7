package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The playground's bots within the server's bounds: capped, stoppable, never starving a room. */
class PlayBotsTest {
  private PlayServer server;
  private ApiClient api;

  private void start(Limits limits) {
    server = PlayServer.start("127.0.0.1", 0, InstantSource.system(), limits, List.of());
    api = new ApiClient(server.uri());
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static String botRoom(String bot, String botSeat) {
    return "{\"game\":\"gongqi\",\"variant\":\"12\",\"mode\":\"bot\",\"bot\":\""
        + bot
        + "\",\"botSeat\":\""
        + botSeat
        + "\",\"time\":\"-\"}";
  }

  @Test
  void aBotPastTheCapIsRefusedWithTheCap() throws Exception {
    start(Limits.DEFAULT);
    for (String bot : List.of("mcts:2147483647", "mcts:99999999999", "mcts:20001")) {
      ApiClient.Reply r = api.request("POST", "/api/rooms", null, botRoom(bot, "guest"));
      assertThat(r.status()).as(bot).isEqualTo(400);
      assertThat((String) r.json().get("error")).contains("mcts:20000 at most");
    }
    assertThat(server.roomCount()).isZero();
    assertThat(api.create(botRoom("mcts:20000", "guest")).get("room")).isNotNull();
  }

  @Test
  void aQuickBotAnswersWhileTwoSearchesThinkAndAnEndedGameStopsItsBot() throws Exception {
    // Searches that would run for minutes: only the time cap or the end of the game stops them.
    start(Limits.DEFAULT.withBots(1_000_000_000, Duration.ofMinutes(5)));
    String[][] searching = new String[2][];
    for (int i = 0; i < 2; i++) {
      Map<String, Object> c = api.create(botRoom("mcts:1000000000", "host"));
      searching[i] = new String[] {(String) c.get("room"), (String) c.get("token")};
      // The bot holds the first move: starting the game sets it thinking.
      assertThat(api.act(searching[i][0], searching[i][1], "start", null).status()).isEqualTo(200);
    }
    waitUntil(() -> server.busyBots() == 2, Duration.ofSeconds(10), "both searches running");

    Map<String, Object> c = api.create(botRoom("greedy", "guest"));
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    long t0 = System.nanoTime();
    assertThat(api.act(room, token, "move", "f7N1").status()).isEqualTo(200);
    waitUntil(() -> moves(room, token) == 2, Duration.ofSeconds(1), "the greedy bot's answer");
    long millis = (System.nanoTime() - t0) / 1_000_000;
    System.out.println("PlayBotsTest: greedy answered in " + millis + " ms beside two searches");
    assertThat(server.busyBots()).as("the searches still think").isGreaterThanOrEqualTo(2);

    // The human resigns each game: each search stops at once, not at its cap.
    long t1 = System.nanoTime();
    for (String[] r : searching) {
      assertThat(api.act(r[0], r[1], "resign", null).status()).isEqualTo(200);
    }
    waitUntil(() -> server.busyBots() == 0, Duration.ofSeconds(2), "the bot threads idle");
    System.out.println(
        "PlayBotsTest: the searches stopped "
            + (System.nanoTime() - t1) / 1_000_000
            + " ms after their games ended");
    for (String[] r : searching) {
      assertThat(api.request("GET", "/api/rooms/" + r[0], r[1], null).json().get("moves"))
          .isEqualTo(List.of());
    }
  }

  @Test
  void aSearchPlaysItsBestMoveAtTheTimeCap() throws Exception {
    start(Limits.DEFAULT.withBots(1_000_000_000, Duration.ofMillis(300)));
    Map<String, Object> c = api.create(botRoom("mcts:1000000000", "host"));
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    long t0 = System.nanoTime();
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    waitUntil(() -> moves(room, token) == 1, Duration.ofSeconds(5), "the search's move");
    System.out.println(
        "PlayBotsTest: a search capped at 300 ms moved after "
            + (System.nanoTime() - t0) / 1_000_000
            + " ms");
    waitUntil(() -> server.busyBots() == 0, Duration.ofSeconds(1), "the bot thread idle");
  }

  private int moves(String room, String token) {
    try {
      return ((List<?>) api.request("GET", "/api/rooms/" + room, token, null).json().get("moves"))
          .size();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  static void waitUntil(BooleanSupplier condition, Duration within, String what)
      throws InterruptedException {
    long end = System.nanoTime() + within.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("not within " + within.toMillis() + " ms: " + what);
      }
      Thread.sleep(5);
    }
  }
}
