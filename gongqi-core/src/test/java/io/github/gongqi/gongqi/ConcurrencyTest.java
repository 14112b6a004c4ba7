package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Positions and rules are shared by several threads that play seeded random games at the same time
 * from the same (freshly built, never queried) start and mid-game positions; every result is then
 * compared with a single-threaded replay of the same seeds on other instances.
 */
class ConcurrencyTest {
  private static final int THREADS = 6;
  private static final int GAMES = 48;
  private static final int MAX_PLIES = 160;

  /** Everything observed along one game. */
  record Trace(List<Position> positions, List<Long> hashes, List<String> lines) {}

  /** Fresh start and mid-game positions (new instances on every call, so lazy state is cold). */
  static List<Position> sharedStarts() {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      out.add(Position.start(rules));
      for (int plies : new int[] {7, 25, 60}) {
        Position p = Position.start(rules);
        SplittableRandom rnd = new SplittableRandom(plies * 31L + rules.ordinal());
        for (int i = 0; i < plies && !p.isOver(); i++) {
          List<Move> moves = p.legalMoves();
          p = p.play(moves.get(rnd.nextInt(moves.size())));
        }
        // re-parse so that the shared instance has never been asked anything
        out.add(Position.parse(p.toNotation()));
      }
    }
    return out;
  }

  static Trace play(Position start, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Rules rules = start.rules();
    int[] buf = new int[rules.maxLegalMoves()];
    int[] libs = new int[rules.grid().cellCount()];
    List<Position> positions = new ArrayList<>();
    List<Long> hashes = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    Position p = start;
    for (int ply = 0; ply < MAX_PLIES && !p.isOver(); ply++) {
      List<Move> list = p.legalMoves();
      int n = p.legalMoves(buf);
      int groups = p.groupLiberties(libs);
      int[] ids = Arrays.copyOf(buf, n);
      int[] listIds = list.stream().mapToInt(Move::id).toArray();
      if (!Arrays.equals(ids, listIds)) {
        throw new AssertionError("buffer and list disagree at " + p.toNotation());
      }
      lines.add(
          p.toNotation()
              + " | "
              + list
              + " | "
              + groups
              + " "
              + Arrays.toString(libs)
              + " | "
              + p.countLegalMoves());
      positions.add(p);
      hashes.add(p.zobrist());
      Move m = list.get(rnd.nextInt(list.size()));
      Position next;
      switch (rnd.nextInt(3)) {
        case 0 -> next = p.play(m);
        case 1 -> next = p.playUnchecked(m.id());
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
  void sharedPositionsGiveTheSameGamesOnManyThreadsAsOnOne() throws Exception {
    List<Position> shared = sharedStarts();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<Trace>> futures = new ArrayList<>();
    CountDownLatch go = new CountDownLatch(1);
    try {
      for (int g = 0; g < GAMES; g++) {
        Position start = shared.get(g % shared.size());
        long seed = 1000L + g / 2; // every seed is played twice at once from the same instance
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
        Trace single = play(start, 1000L + g / 2);
        Trace multi = concurrent.get(g);
        assertThat(multi.lines()).as("game %d", g).isEqualTo(single.lines());
        assertThat(multi.hashes()).as("game %d", g).isEqualTo(single.hashes());
        assertThat(multi.positions()).as("game %d", g).isEqualTo(single.positions());
        for (Position p : multi.positions()) {
          assertThat(Position.parse(p.toNotation()).zobrist()).isEqualTo(p.zobrist());
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
