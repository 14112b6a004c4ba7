package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
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
 * Positions and rules values are shared by several threads that play seeded random games at the
 * same time from the same (freshly built, never queried) start and mid-game positions; every result
 * is then compared with a single-threaded replay of the same seeds on other instances. Along the
 * way the move buffer, the move list and the move count agree, and every position's hash is the
 * hash of its notation read afresh.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class ConcurrencyContract<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  private static final int THREADS = 6;
  private static final int GAMES = 64;
  private static final int MAX_PLIES = 250;

  /**
   * Everything observed along one game.
   *
   * @param <S> the position type
   * @param positions the positions
   * @param hashes their hashes
   * @param lines what was asked of each
   */
  record Trace<S>(List<S> positions, List<Long> hashes, List<String> lines) {}

  /**
   * Returns start and mid-game positions under several rules, as new instances on every call that
   * have never been asked anything (mid-game positions read from their notation), so that lazy
   * state is cold when the threads meet it.
   *
   * @return the positions
   */
  protected abstract List<S> sharedStarts();

  /**
   * Returns the game's fixture.
   *
   * @return the fixture
   */
  protected abstract GameFixture<S, M> fixture();

  /**
   * Returns anything more of the position that lazy or cached state could spoil (such as group
   * liberties), as text; none by default.
   *
   * @param p the position
   * @return the text
   */
  protected String probe(S p) {
    return "";
  }

  private Trace<S> play(S start, long seed) {
    GameFixture<S, M> game = fixture();
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] buf = new int[start.maxLegalMoves()];
    List<S> positions = new ArrayList<>();
    List<Long> hashes = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    S p = start;
    for (int ply = 0; ply < MAX_PLIES && !p.isOver(); ply++) {
      List<M> list = p.legalMoves();
      int n = p.legalMoves(buf);
      int[] ids = Arrays.copyOf(buf, n);
      int[] listIds = list.stream().mapToInt(M::id).toArray();
      if (!Arrays.equals(ids, listIds) || p.countLegalMoves() != n) {
        throw new AssertionError("buffer, list and count disagree at " + p.toNotation());
      }
      lines.add(
          p.toNotation() + " | " + list + " | " + p.result() + " | " + p.rulesId() + probe(p));
      positions.add(p);
      hashes.add(p.zobrist());
      M m = list.get(rnd.nextInt(list.size()));
      S next =
          switch (rnd.nextInt(5)) {
            case 0 -> p.play(m);
            case 1 -> p.playUnchecked(m.id());
            case 2 -> p.play(m.id());
            case 3 -> p.transition(m).after();
            default -> p.play(m.toString());
          };
      p = next;
    }
    positions.add(p);
    hashes.add(p.zobrist());
    lines.add(p.toNotation() + " | " + p.result());
    return new Trace<>(positions, hashes, lines);
  }

  /** The games played on six threads at once are the games played on one. */
  @Test
  void sharedPositionsAndRulesGiveTheSameGamesOnManyThreadsAsOnOne() throws Exception {
    List<S> shared = sharedStarts();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<Trace<S>>> futures = new ArrayList<>();
    CountDownLatch go = new CountDownLatch(1);
    try {
      for (int g = 0; g < GAMES; g++) {
        S start = shared.get(g % shared.size());
        long seed = 1000L + g / 2; // every seed is played twice at once from the same instance
        futures.add(
            pool.submit(
                () -> {
                  go.await();
                  return play(start, seed);
                }));
      }
      go.countDown();
      List<Trace<S>> concurrent = new ArrayList<>();
      for (Future<Trace<S>> f : futures) {
        concurrent.add(f.get(60, TimeUnit.SECONDS));
      }
      List<S> fresh = sharedStarts();
      for (int g = 0; g < GAMES; g++) {
        S start = fresh.get(g % fresh.size());
        assertThat(start).isEqualTo(shared.get(g % shared.size()));
        Trace<S> single = play(start, 1000L + g / 2);
        Trace<S> multi = concurrent.get(g);
        assertThat(multi.lines()).as("game %d", g).isEqualTo(single.lines());
        assertThat(multi.hashes()).as("game %d", g).isEqualTo(single.hashes());
        assertThat(multi.positions()).as("game %d", g).isEqualTo(single.positions());
        for (S p : multi.positions()) {
          assertThat(fixture().parsePosition(p.toNotation(), p).zobrist()).isEqualTo(p.zobrist());
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
