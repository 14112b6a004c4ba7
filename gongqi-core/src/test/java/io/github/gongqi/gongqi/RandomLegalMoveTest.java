package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#randomLegalMove} draws every legal move with equal probability, and {@link
 * Position#isLegal(int)} is exactly membership in {@link Position#legalMoves(int[])}.
 */
class RandomLegalMoveTest {

  /**
   * The chi-square value that a statistic with {@code df} degrees of freedom exceeds with
   * probability about that of a standard normal beyond {@code z} (Wilson–Hilferty).
   */
  static double chiSquareCritical(int df, double z) {
    double a = 2.0 / (9.0 * df);
    double c = 1 - a + z * Math.sqrt(a);
    return df * c * c * c;
  }

  /** Positions of random games of both presets at every stage, plus dense set-ups. */
  private static List<Position> corpus() {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      for (long seed = 0; seed < 12; seed++) {
        List<Position> game = Agreement.randomGame(rules, seed);
        for (int i = 0; i < game.size(); i += 9) {
          out.add(game.get(i));
        }
        out.add(game.get(1)); // the swap is offered
      }
      for (long seed = 0; seed < 30; seed++) {
        out.add(Agreement.setUp(rules, seed, 0.6, 0.95));
      }
    }
    out.add(fullBoard(Side.BLACK));
    out.add(fullBoard(Side.WHITE));
    return out;
  }

  @Test
  void drawsAreUniformOverTheLegalMoves() {
    SplittableRandom rnd = new SplittableRandom(11);
    int[] buf = new int[Rules.STANDARD.maxLegalMoves()];
    double total = 0;
    int totalDf = 0;
    int few = 0;
    int swaps = 0;
    int passes = 0;
    for (Position p : corpus()) {
      if (p.isOver()) {
        continue;
      }
      int n = p.legalMoves(buf);
      Map<Integer, Integer> index = new HashMap<>();
      for (int i = 0; i < n; i++) {
        index.put(buf[i], i);
      }
      int perMove = 60;
      int draws = perMove * n;
      int[] seen = new int[n];
      for (int i = 0; i < draws; i++) {
        int id = p.randomLegalMove(rnd);
        Integer k = index.get(id);
        assertThat(k).as("drew %s in %s", p.moveNotation(id), p.toNotation()).isNotNull();
        seen[k]++;
      }
      few += n <= 8 ? 1 : 0;
      swaps += p.swapState() == SwapState.OFFERED ? 1 : 0;
      passes += n == 1 && buf[0] == Move.pass(p.rules()).id() ? 1 : 0;
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
    assertThat(few).as("positions with at most 8 legal moves").isGreaterThan(5);
    assertThat(swaps).as("positions with the swap offered").isGreaterThan(5);
    assertThat(passes).as("positions where only the pass is legal").isPositive();
  }

  @Test
  void isLegalIsMembershipInTheLegalMoves() {
    int positions = 0;
    for (Rules rules : Rules.values()) {
      int ids = rules.numDistinctActions();
      int[] buf = new int[rules.maxLegalMoves()];
      List<Position> all = new ArrayList<>();
      for (long seed = 100; seed < 130; seed++) {
        all.addAll(Agreement.randomGame(rules, seed));
      }
      for (long seed = 0; seed < 400; seed++) {
        all.add(Agreement.setUp(rules, seed, 0.2, 0.95));
      }
      for (Position p : all) {
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
    }
    assertThat(positions).isGreaterThan(2000);
  }

  @Test
  void playoutsByRandomMovesMatchPlayoutsByFullGeneration() {
    // Same distribution of games: compare the mean length and the winners of two sets of games.
    for (Rules rules : Rules.values()) {
      int games = 1500;
      SplittableRandom a = new SplittableRandom(5);
      SplittableRandom b = new SplittableRandom(6);
      int[] buf = new int[rules.maxLegalMoves()];
      double[] lenA = new double[games];
      double[] lenB = new double[games];
      int[] winA = new int[3];
      int[] winB = new int[3];
      for (int g = 0; g < games; g++) {
        Position p = Position.start(rules);
        while (!p.isOver()) {
          p = p.playUnchecked(p.randomLegalMove(a));
        }
        lenA[g] = p.ply();
        winA[p.winningPlayer() + 1]++;
        Position q = Position.start(rules);
        while (!q.isOver()) {
          q = q.playUnchecked(buf[b.nextInt(q.legalMoves(buf))]);
        }
        lenB[g] = q.ply();
        winB[q.winningPlayer() + 1]++;
      }
      double z = (mean(lenA) - mean(lenB)) / Math.sqrt((var(lenA) + var(lenB)) / games);
      assertThat(Math.abs(z)).as("%s: mean game lengths differ", rules).isLessThan(4.5);
      double chi = 0;
      for (int k = 0; k < 3; k++) {
        int sum = winA[k] + winB[k];
        if (sum > 0) {
          double e = sum / 2.0;
          chi += (winA[k] - e) * (winA[k] - e) / e + (winB[k] - e) * (winB[k] - e) / e;
        }
      }
      assertThat(chi).as("%s: winners differ", rules).isLessThan(chiSquareCritical(2, 4.5));
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

  /**
   * A board full of Black stones but for one empty point, Black to move at power 1: every push into
   * the point fills the board (suicide) and every longer run exceeds the power, so only the pass is
   * legal; with White to move instead, the same pushes capture everything and are legal.
   */
  static Position fullBoard(Side toMove) {
    PositionBuilder b = Position.builder(Rules.QUICK);
    for (int c = 0; c < Rules.QUICK.grid().cellCount(); c++) {
      b.put(c, Side.BLACK);
    }
    return b.clear(Rules.QUICK.grid().parse("c3"))
        .captures(Side.WHITE, 1)
        .sideToMove(toMove)
        .build();
  }

  @Test
  void whereOnlyThePassIsLegalItIsDrawn() {
    Position onlyPass = fullBoard(Side.BLACK);
    assertThat(onlyPass.legalMoves()).containsExactly(Move.pass(Rules.QUICK));
    SplittableRandom rnd = new SplittableRandom(1);
    Position empty = Position.builder(Rules.STANDARD).build();
    assertThat(empty.legalMoves()).containsExactly(Move.pass(Rules.STANDARD));
    for (int i = 0; i < 50; i++) {
      assertThat(onlyPass.randomLegalMove(rnd)).isEqualTo(Move.pass(Rules.QUICK).id());
      assertThat(empty.randomLegalMove(rnd)).isEqualTo(Move.pass(Rules.STANDARD).id());
    }
  }

  @Test
  void aFinishedGameHasNoRandomMove() {
    Position over =
        Position.builder(Rules.QUICK)
            .put("d5", Side.BLACK)
            .captures(Side.BLACK, 12)
            .sideToMove(Side.WHITE)
            .build();
    assertThat(over.isOver()).isTrue();
    assertThatThrownBy(() -> over.randomLegalMove(new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("game is over");
    assertThatThrownBy(() -> Position.start(Rules.QUICK).randomLegalMove(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("random");
  }
}
