package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#randomLegalMove} draws every legal move with equal probability (a chi-square
 * test per position and over a corpus that holds every kind of moment the game has), random
 * playouts by it are distributed as playouts by full generation, it refuses a finished game and a
 * null source, and {@link GameState#isLegal(int)} is exactly membership in {@link
 * GameState#legalMoves(int[])}.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class RandomLegalMoveContract<
    S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  /**
   * Returns the positions whose draws are tested for uniformity: every kind of moment of the game.
   *
   * @return the positions (finished ones are skipped)
   */
  protected abstract List<S> uniformityCorpus();

  /**
   * Names the kinds of moment a position of the uniformity corpus is, so that the corpus can be
   * checked to hold them all (see {@link #requiredKinds()}).
   *
   * @param p an unfinished position
   * @param legal its legal move ids, in the buffer's order
   * @return its kinds
   */
  protected abstract Set<String> kinds(S p, int[] legal);

  /**
   * Returns how many positions of each kind the uniformity corpus must hold at least.
   *
   * @return the minimum count by kind
   */
  protected abstract Map<String, Integer> requiredKinds();

  /**
   * Returns the positions where {@code isLegal} is compared with the legal moves: more than 2,000.
   *
   * @return the positions
   */
  protected abstract List<S> legalityCorpus();

  /**
   * Returns the game's fixture, whose start positions the playouts start from.
   *
   * @return the fixture
   */
  protected abstract GameFixture<S, M> fixture();

  /**
   * Returns how many games of each kind are played from each start.
   *
   * @return the number of games
   */
  protected abstract int playoutGames();

  /**
   * Returns the ply at which a playout stops if the game is not over.
   *
   * @return the cap, {@link Integer#MAX_VALUE} for none
   */
  protected abstract int playoutCap();

  /**
   * Returns the outcome of a playout, the categories whose frequencies are compared.
   *
   * @param end the last position
   * @return the outcome, such as the result's text
   */
  protected abstract String outcome(S end);

  /**
   * Returns a finished position.
   *
   * @return the position
   */
  protected abstract S finishedPosition();

  /**
   * Returns how many draws per legal move each position of the uniformity corpus gets.
   *
   * @return the number of draws per move; 60 by default
   */
  protected int drawsPerMove() {
    return 60;
  }

  /**
   * The chi-square value that a statistic with {@code df} degrees of freedom exceeds with
   * probability about that of a standard normal beyond {@code z} (Wilson–Hilferty).
   *
   * @param df the degrees of freedom
   * @param z the standard normal quantile
   * @return the critical value
   */
  public static double chiSquareCritical(int df, double z) {
    double a = 2.0 / (9.0 * df);
    double c = 1 - a + z * Math.sqrt(a);
    return df * c * c * c;
  }

  /** Each position's draws are uniform, and so are all of them together. */
  @Test
  void drawsAreUniformOverTheLegalMoves() {
    SplittableRandom rnd = new SplittableRandom(11);
    int perMove = drawsPerMove();
    Map<String, Integer> kinds = new HashMap<>();
    double total = 0;
    int totalDf = 0;
    for (S p : uniformityCorpus()) {
      if (p.isOver()) {
        continue;
      }
      int[] buf = new int[p.maxLegalMoves()];
      int n = p.legalMoves(buf);
      for (String kind : kinds(p, java.util.Arrays.copyOf(buf, n))) {
        kinds.merge(kind, 1, Integer::sum);
      }
      Map<Integer, Integer> index = new HashMap<>();
      for (int i = 0; i < n; i++) {
        index.put(buf[i], i);
      }
      int[] seen = new int[n];
      for (int i = 0; i < perMove * n; i++) {
        int id = p.randomLegalMove(rnd);
        Integer k = index.get(id);
        assertThat(k).as("drew %s in %s", p.moveNotation(id), p.toNotation()).isNotNull();
        seen[k]++;
      }
      if (n == 1) {
        continue;
      }
      double chi = 0;
      for (int s : seen) {
        chi += (s - perMove) * (double) (s - perMove) / perMove;
      }
      assertThat(chi)
          .as("chi-square over %d moves of %s", n, p.toNotation())
          .isLessThan(chiSquareCritical(n - 1, 5));
      total += chi;
      totalDf += n - 1;
    }
    assertThat(total).as("chi-square over the corpus").isLessThan(chiSquareCritical(totalDf, 4));
    requiredKinds()
        .forEach(
            (kind, least) ->
                assertThat(kinds.getOrDefault(kind, 0))
                    .as("positions of kind %s in %s", kind, kinds)
                    .isGreaterThanOrEqualTo(least));
  }

  /** {@code isLegal} says yes exactly for the listed ids, and no outside the id range. */
  @Test
  void isLegalIsMembershipInTheLegalMoves() {
    int positions = 0;
    for (S p : legalityCorpus()) {
      int ids = p.numDistinctActions();
      int[] buf = new int[p.maxLegalMoves()];
      boolean[] legal = new boolean[ids];
      int n = p.legalMoves(buf);
      for (int i = 0; i < n; i++) {
        legal[buf[i]] = true;
      }
      for (int id = 0; id < ids; id++) {
        if (p.isLegal(id) != legal[id]) {
          assertThat(p.isLegal(id))
              .as("isLegal(%s) in %s", p.moveNotation(id), p.toNotation())
              .isEqualTo(legal[id]);
        }
      }
      assertThat(p.isLegal(-1)).isFalse();
      assertThat(p.isLegal(ids)).isFalse();
      positions++;
    }
    assertThat(positions).isGreaterThan(2000);
  }

  /**
   * Playouts by random moves and playouts by full generation have the same distribution: the mean
   * game lengths and the outcomes' frequencies agree.
   */
  @Test
  void playoutsByRandomMovesMatchPlayoutsByFullGeneration() {
    int games = playoutGames();
    int cap = playoutCap();
    for (S start : fixture().starts()) {
      SplittableRandom a = new SplittableRandom(5);
      SplittableRandom b = new SplittableRandom(6);
      int[] buf = new int[start.maxLegalMoves()];
      double[] lenA = new double[games];
      double[] lenB = new double[games];
      Map<String, Integer> endA = new HashMap<>();
      Map<String, Integer> endB = new HashMap<>();
      for (int g = 0; g < games; g++) {
        S p = start;
        while (!p.isOver() && p.ply() - start.ply() < cap) {
          p = p.playUnchecked(p.randomLegalMove(a));
        }
        lenA[g] = p.ply();
        endA.merge(outcome(p), 1, Integer::sum);
        S q = start;
        while (!q.isOver() && q.ply() - start.ply() < cap) {
          q = q.playUnchecked(buf[b.nextInt(q.legalMoves(buf))]);
        }
        lenB[g] = q.ply();
        endB.merge(outcome(q), 1, Integer::sum);
      }
      String rules = start.rulesId();
      double z = (mean(lenA) - mean(lenB)) / Math.sqrt((var(lenA) + var(lenB)) / games + 1e-9);
      assertThat(Math.abs(z)).as("%s: mean game lengths differ", rules).isLessThan(4.5);
      Map<String, Integer> all = new HashMap<>(endA);
      endB.forEach((k, v) -> all.merge(k, v, Integer::sum));
      double chi = 0;
      for (Map.Entry<String, Integer> e : all.entrySet()) {
        double expected = e.getValue() / 2.0;
        double x = endA.getOrDefault(e.getKey(), 0) - expected;
        double y = endB.getOrDefault(e.getKey(), 0) - expected;
        chi += (x * x + y * y) / expected;
      }
      if (all.size() > 1) {
        assertThat(chi)
            .as("%s: outcomes differ %s %s", rules, endA, endB)
            .isLessThan(chiSquareCritical(all.size() - 1, 4.5));
      }
    }
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }

  private static double var(double[] x) {
    double m = mean(x);
    double s = 0;
    for (double v : x) {
      s += (v - m) * (v - m);
    }
    return s / (x.length - 1);
  }

  /** A finished game has no random move, and the random source may not be null. */
  @Test
  void aFinishedGameHasNoRandomMove() {
    S over = finishedPosition();
    assertThat(over.isOver()).isTrue();
    assertThatThrownBy(() -> over.randomLegalMove(new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("game is over");
    for (S start : fixture().starts()) {
      assertThatThrownBy(() -> start.randomLegalMove(null))
          .isInstanceOf(NullPointerException.class)
          .hasMessageContaining("random");
    }
  }
}
