package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine against the deliberately simple reference over more than 10,000 positions of seeded
 * random games on both boards, and 2,000 random set-up positions of every density: the same legal
 * moves, and for every legal move the same next position (board, side, captures, power, swap state,
 * passes, result).
 */
class ReferenceAgreementTest {
  private static final int MIN_POSITIONS_PER_BOARD = 5_100;

  @Test
  void engineAndReferenceAgreeOnEveryMoveOfRandomGamesOnBothBoards() {
    assertThat(agree(MIN_POSITIONS_PER_BOARD, 0)).isGreaterThanOrEqualTo(10_000);
  }

  /** The same over ten times as many positions, with other seeds: {@code -Dslow -Dgroups=slow}. */
  @Test
  @Tag("slow")
  void engineAndReferenceAgreeOnManyMoreRandomGames() {
    assertThat(agree(10 * MIN_POSITIONS_PER_BOARD, 7)).isGreaterThanOrEqualTo(100_000);
  }

  /**
   * Set-up positions, not reached by play: every density from an empty board to a crowded one
   * (where most pushes are suicides or captures; a set-up keeps only stones next to an empty point,
   * so up to about 60% of the points), captures and so push power anywhere below the goal, either
   * side to move; then up to three random moves from there. The same legal moves, and the same
   * position after each of them.
   */
  @Test
  void engineAndReferenceAgreeOnSetUpPositionsOfEveryDensityAndPower() {
    SplittableRandom rnd = new SplittableRandom(20261203);
    int successors = 0;
    int powerAboveTwo = 0;
    int crowded = 0;
    for (int i = 0; i < 2_000; i++) {
      Rules rules = i % 2 == 0 ? Rules.STANDARD : Rules.QUICK;
      double low = 0.9 * rnd.nextDouble();
      Position p = RandomGames.setUp(rules, rnd.nextLong(), low, Math.min(0.97, low + 0.1));
      for (int k = rnd.nextInt(4); k > 0 && !p.isOver(); k--) {
        p = p.playUnchecked(p.randomLegalMove(rnd));
      }
      String ctx = rules + " set-up " + i + ": " + p.toNotation();
      ReferenceGongqi r = ReferenceGongqi.fromNotation(p.toNotation());
      successors += Agreement.assertSameMoves(p, r, ctx).size();
      powerAboveTwo += p.power() > 2 ? 1 : 0;
      crowded += 2 * p.stoneCount() > rules.grid().cellCount() ? 1 : 0;
    }
    assertThat(successors).as("moves compared").isGreaterThan(100_000);
    assertThat(powerAboveTwo).as("positions with a push power above 2").isGreaterThan(1_000);
    assertThat(crowded).as("positions with more than half the points taken").isGreaterThan(300);
  }

  private static int agree(int minPositionsPerBoard, long seedOffset) {
    int total = 0;
    for (Rules rules : Rules.values()) {
      int positions = 0;
      int captures = 0;
      int wins = 0;
      long seed = 1000L * rules.size() + seedOffset;
      SplittableRandom rnd = new SplittableRandom(seed);
      while (positions < minPositionsPerBoard) {
        Position p = Position.start(rules);
        ReferenceGongqi r = ReferenceGongqi.start(rules.size());
        while (true) {
          String ctx = rules + " seed " + seed + " position " + p.toNotation();
          // Every successor agrees, not only the one played.
          Map<String, ReferenceGongqi> successors = Agreement.assertSameMoves(p, r, ctx);
          positions++;
          if (p.isOver()) {
            wins++;
            break;
          }
          Move m = p.legalMoves().get(rnd.nextInt(successors.size()));
          Position next = p.play(m);
          captures += next.captures(p.sideToMove()) - p.captures(p.sideToMove());
          p = next;
          r = successors.get(m.toString());
        }
      }
      assertThat(captures).as("the random games capture stones").isGreaterThan(100);
      assertThat(wins).as("the random games reach their end").isGreaterThan(10);
      total += positions;
    }
    return total;
  }
}
