package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Positions and rules values are shared by several threads that play seeded random games at the
 * same time from the same (freshly built, never queried) start and mid-game positions; every result
 * is then compared with a single-threaded replay of the same seeds on other instances.
 */
class ConcurrencyTest {
  private static final int THREADS = 6;
  private static final int GAMES = 64;
  private static final int MAX_PLIES = 250;

  /** Everything observed along one game. */
  record Trace(List<Position> positions, List<Long> hashes, List<String> lines) {}

  /** The rules under test: the presets and a few random combinations, as parsed from text. */
  static List<Rules> rules() {
    List<Rules> out = new ArrayList<>();
    for (Rules r : RandomGames.PRESETS) {
      out.add(Rules.parse(r.toString()));
    }
    Random rnd = new Random(77);
    for (int i = 0; i < 4; i++) {
      out.add(Rules.parse(RandomGames.randomRules(rnd).toString()));
    }
    return out;
  }

  /** Fresh start and mid-game positions under fresh rules values (new instances on every call). */
  static List<Position> sharedStarts() {
    List<Position> out = new ArrayList<>();
    int k = 0;
    for (Rules rules : rules()) {
      out.add(Position.start(rules));
      for (int plies : new int[] {9, 40, 120}) {
        Position p = RandomGames.randomPosition(rules, 500L + k++, plies);
        // re-parse so that the shared instance has never been asked anything
        out.add(Position.parse(p.toNotation(), rules));
      }
    }
    return out;
  }

  static Trace play(Position start, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] buf = new int[Rules.STANDARD.maxLegalMoves()];
    List<Position> positions = new ArrayList<>();
    List<Long> hashes = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    Position p = start;
    for (int ply = 0; ply < MAX_PLIES && !p.isOver(); ply++) {
      List<Move> list = p.legalMoves();
      int n = p.legalMoves(buf);
      int[] ids = Arrays.copyOf(buf, n);
      int[] listIds = list.stream().mapToInt(Move::id).toArray();
      if (!Arrays.equals(ids, listIds) || p.countLegalMoves() != n) {
        throw new AssertionError("buffer, list and count disagree at " + p.toNotation());
      }
      lines.add(p.toNotation() + " | " + list + " | " + p.result() + " | " + p.rules());
      positions.add(p);
      hashes.add(p.zobrist());
      Move m = list.get(rnd.nextInt(list.size()));
      Position next;
      switch (rnd.nextInt(4)) {
        case 0 -> next = p.play(m);
        case 1 -> next = p.playUnchecked(m.id());
        case 2 -> next = p.transition(m).after();
        default -> next = p.play(m.toString());
      }
      p = next;
    }
    positions.add(p);
    hashes.add(p.zobrist());
    lines.add(p.toNotation() + " | " + p.result());
    return new Trace(positions, hashes, lines);
  }

  @Test
  void sharedPositionsAndRulesGiveTheSameGamesOnManyThreadsAsOnOne() throws Exception {
    List<Position> shared = sharedStarts();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<Trace>> futures = new ArrayList<>();
    CountDownLatch go = new CountDownLatch(1);
    try {
      for (int g = 0; g < GAMES; g++) {
        Position start = shared.get(g % shared.size());
        long seed = 2000L + g / 2; // every seed is played twice at once from the same instance
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return play(start, seed);
                }));
      }
      go.countDown();
      List<Trace> concurrent = new ArrayList<>();
      for (Future<Trace> f : futures) {
        concurrent.add(f.get(60, TimeUnit.SECONDS));
      }
      List<Position> fresh = sharedStarts();
      for (int g = 0; g < GAMES; g++) {
        Position start = fresh.get(g % fresh.size());
        assertThat(start).isEqualTo(shared.get(g % shared.size()));
        Trace single = play(start, 2000L + g / 2);
        Trace multi = concurrent.get(g);
        assertThat(multi.lines()).as("game %d", g).isEqualTo(single.lines());
        assertThat(multi.hashes()).as("game %d", g).isEqualTo(single.hashes());
        assertThat(multi.positions()).as("game %d", g).isEqualTo(single.positions());
        for (Position p : multi.positions()) {
          assertThat(Position.parse(p.toNotation(), p.rules()).zobrist()).isEqualTo(p.zobrist());
        }
      }
      assertThat(concurrent.stream().mapToInt(t -> t.positions().size()).sum())
          .isGreaterThan(GAMES * 20);
    } finally {
      pool.shutdownNow();
      assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }
  }
}
