package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
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

  /** The kinds of moment a corpus must hold, by the first legal move's kind. */
  private static String kind(Position p, int[] buf) {
    if (p.isOver()) {
      return "over";
    }
    int n = p.legalMoves(buf);
    Move m = MoveCache.MOVES[buf[0]];
    if (m instanceof Move.Return r) {
      return r.from() == p.oq ? "marked queen return" : "marked returns";
    }
    if (m instanceof Move.Drop d) {
      return p.placing ? "placement" : d.type() == PieceType.QUEEN ? "queen return" : "return";
    }
    if (m instanceof Move.Pass) {
      return "pass";
    }
    return n <= 4 ? "few steps" : "steps";
  }

  /** Positions of seeded games (uniform and centre-seeking) under the presets and random rules. */
  private static List<Position> corpus(int games, int every) {
    List<Position> out = new ArrayList<>();
    Random rules = new Random(17);
    for (int g = 0; g < games; g++) {
      Rules r = g % 2 == 0 ? RandomGames.PRESETS[g / 2 % 4] : RandomGames.randomRules(rules);
      Random rnd = new Random(g);
      boolean biased = g % 3 != 0;
      Position p = Position.start(r);
      for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
        if (ply % every == 0) {
          out.add(p);
        }
        Position next = p.play(RandomGames.pick(p.legalMoves(), rnd, biased));
        if (!Engine.captured(p, next).isEmpty()) {
          out.add(next); // the moment a return is due
        }
        p = next;
      }
    }
    return out;
  }

  @Test
  void theMoveOfEachRankIsTheListedMoveOfThatRank() {
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    Map<String, Integer> kinds = new HashMap<>();
    for (Position p : corpus(200, 1)) {
      kinds.merge(kind(p, buf), 1, Integer::sum);
      if (p.isOver()) {
        continue;
      }
      int n = p.legalMoves(buf);
      for (int k = 0; k < n; k++) {
        assertThat(Engine.nth(p, null, k)).as("rank %d of %s", k, p.toNotation()).isEqualTo(buf[k]);
      }
    }
    assertThat(kinds)
        .containsKeys(
            "steps",
            "few steps",
            "placement",
            "queen return",
            "return",
            "marked queen return",
            "marked returns");
  }

  @Test
  void drawsAreUniformOverTheLegalMoves() {
    SplittableRandom rnd = new SplittableRandom(11);
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    Map<String, Integer> kinds = new HashMap<>();
    double total = 0;
    int totalDf = 0;
    for (Position p : corpus(60, 7)) {
      if (p.isOver()) {
        continue;
      }
      kinds.merge(kind(p, buf), 1, Integer::sum);
      int n = p.legalMoves(buf);
      Map<Integer, Integer> index = new HashMap<>();
      for (int i = 0; i < n; i++) {
        index.put(buf[i], i);
      }
      int perMove = 40;
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
    assertThat(kinds).containsKeys("steps", "placement", "return", "marked returns");
  }

  @Test
  void isLegalIsMembershipInTheLegalMoves() {
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    int positions = 0;
    for (Position p : corpus(120, 3)) {
      int ids = p.numDistinctActions();
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

  @Test
  void playoutsByRandomMovesMatchPlayoutsByFullGeneration() {
    // Same distribution of games: compare the mean length and the results of two sets of games.
    for (Rules rules : RandomGames.PRESETS) {
      int games = 600;
      int cap = 600;
      SplittableRandom a = new SplittableRandom(5);
      SplittableRandom b = new SplittableRandom(6);
      int[] buf = new int[Tables.MAX_LEGAL_MOVES];
      double[] lenA = new double[games];
      double[] lenB = new double[games];
      Map<String, Integer> endA = new HashMap<>();
      Map<String, Integer> endB = new HashMap<>();
      for (int g = 0; g < games; g++) {
        Position p = Position.start(rules);
        while (!p.isOver() && p.ply() < cap) {
          p = p.playUnchecked(p.randomLegalMove(a));
        }
        lenA[g] = p.ply();
        endA.merge(p.result().toString(), 1, Integer::sum);
        Position q = Position.start(rules);
        while (!q.isOver() && q.ply() < cap) {
          q = q.playUnchecked(buf[b.nextInt(q.legalMoves(buf))]);
        }
        lenB[g] = q.ply();
        endB.merge(q.result().toString(), 1, Integer::sum);
      }
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
            .as("%s: results differ %s %s", rules, endA, endB)
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

  @Test
  void aFinishedGameHasNoRandomMove() {
    Position p = Position.start(Rules.builder().plyLimit(1).build());
    Position over = p.play(p.legalMoves().get(0));
    assertThat(over.isOver()).isTrue();
    assertThatThrownBy(() -> over.randomLegalMove(new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("game is over");
    assertThatThrownBy(() -> p.randomLegalMove(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("random");
  }
}
