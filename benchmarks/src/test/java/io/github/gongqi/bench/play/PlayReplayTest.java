package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Replaying hostile records: long repetition cycles (battery item 1), on 127.0.0.1. */
class PlayReplayTest {
  /** The test's server on 127.0.0.1 and its API client. */
  @RegisterExtension final LoopbackServer loopback = new LoopbackServer();

  @Test
  void anEightThousandMoveCycleWithAHugeRepetitionLimitReplaysWellUnderASecond() throws Exception {
    int moves = Integer.getInteger("cycle", 8000);
    String record = Cycles.agonCycle(moves);
    String quarter = Cycles.agonCycle(moves / 4);
    // The quarter once to load and compile the code, then each timed.
    replay(Cycles.agonCycle(moves / 4 + 4));
    long quarterMillis = replay(quarter);
    long millis = replay(record);
    System.out.println(
        "PlayReplayTest: a "
            + moves / 4
            + "-move cycle replayed in "
            + quarterMillis
            + " ms, a "
            + moves
            + "-move one in "
            + millis
            + " ms");
    // Linear: four times the moves, about four times the time (sixteen when each move walked the
    // whole game; 8,000 moves took 13.9 s to 19 s then). Bounds loose for a loaded machine.
    assertThat(millis).isLessThan(8 * Math.max(quarterMillis, 50));
    assertThat(millis).as("about 0.5 s on a quiet machine").isLessThan(5000);
  }

  /** Replays a record whole, expecting 200; the time it took in milliseconds. */
  private long replay(String record) throws Exception {
    long t0 = System.nanoTime();
    ApiClient.Reply r =
        loopback
            .api()
            .request("POST", "/api/replay", null, JsonText.write(Map.of("record", record)));
    long millis = (System.nanoTime() - t0) / 1_000_000;
    assertThat(r.status()).as(r.text()).isEqualTo(200);
    return millis;
  }

  @Test
  void steppingThroughARecordReadsItOnce() throws Exception {
    String record = Cycles.agonCycle(400);
    long before = loopback.server().replayReads();
    String id = null;
    for (int ply = 0; ply <= 20; ply++) {
      ApiClient.Reply r =
          loopback
              .api()
              .request(
                  "POST",
                  "/api/replay",
                  null,
                  JsonText.write(Map.of("record", record, "ply", ply)));
      assertThat(r.status()).as(r.text()).isEqualTo(200);
      assertThat(r.json().get("ply")).isEqualTo(ply);
      id = (String) r.json().get("recordId");
    }
    // The page may also send the record's id alone.
    ApiClient.Reply byId =
        loopback
            .api()
            .request(
                "POST", "/api/replay", null, JsonText.write(Map.of("recordId", id, "ply", 400)));
    assertThat(byId.status()).as(byId.text()).isEqualTo(200);
    assertThat(byId.json().get("plies")).isEqualTo(400);
    assertThat(loopback.server().replayReads() - before).isEqualTo(1);
    ApiClient.Reply gone =
        loopback
            .api()
            .request(
                "POST", "/api/replay", null, JsonText.write(Map.of("recordId", "0123", "ply", 0)));
    assertThat(gone.status()).isEqualTo(404);
  }

  @Test
  void recordsReadAtOnceAreBoundedAndTheRestAnswered503() throws Exception {
    int n = 8;
    List<String> records = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      records.add(Cycles.agonCycle(20_000 + 4 * i));
    }
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(n);
    try {
      List<java.util.concurrent.Future<ApiClient.Reply>> answers = new java.util.ArrayList<>();
      java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
      for (String r : records) {
        answers.add(
            pool.submit(
                () -> {
                  go.await();
                  return loopback
                      .api()
                      .request("POST", "/api/replay", null, JsonText.write(Map.of("record", r)));
                }));
      }
      go.countDown();
      int ok = 0;
      int busy = 0;
      for (var f : answers) {
        ApiClient.Reply r = f.get();
        if (r.status() == 200) {
          ok++;
        } else {
          assertThat(r.status()).as(r.text()).isEqualTo(503);
          assertThat(r.raw().headers().firstValue("Retry-After")).isPresent();
          busy++;
        }
      }
      System.out.println(
          "PlayReplayTest: " + n + " long records at once: " + ok + " read, " + busy + " 503");
      assertThat(busy).isPositive();
      assertThat(ok).isBetween(Limits.REPLAYS_AT_ONCE, n - 1);
      assertThat(loopback.server().replayReads()).isLessThan(n);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aTakebackUncountsThePositionsItTakesBack() {
    Game<?> agon = Games.named("agon");
    List<String> four = Cycles.fourMoveCycle(agon);
    AbstractMatch<?, ?, ?, ?, ?, ?> m =
        agon.newMatch(
            agon.defaultRules(),
            Mode.LOCAL,
            TimeControl.UNTIMED,
            Options.DEFAULT.withRepetitionLimit(3));
    Instant at = Instant.parse("2026-01-01T00:00:00Z");
    m = m.startGame(at);
    m = play(m, four, at);
    // The start is on the board for the second time; its last move taken back and played again.
    Seat last = m.history().get(3).seat();
    m = m.requestTakeback(last, at).acceptTakeback(last.other(), at);
    assertThat(m.history()).hasSize(3);
    m = m.play(last, four.get(3), at);
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    // Once round again: the third time.
    m = play(m, four, at);
    assertThat(m.status()).isEqualTo(Status.FINISHED);
    assertThat(m.result().toString()).containsIgnoringCase("repetition");
  }

  private static AbstractMatch<?, ?, ?, ?, ?, ?> play(
      AbstractMatch<?, ?, ?, ?, ?, ?> m, List<String> moves, Instant at) {
    for (String move : moves) {
      m = m.play(m.seatToMove().orElseThrow(), move, at);
    }
    return m;
  }
}
