package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine against the deliberately simple reference over more than 10,000 positions of seeded
 * random games on both boards: the same legal moves, and for every legal move the same next
 * position (board, side, captures, power, swap state, passes, result).
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
          Agreement.assertSameState(p, r, ctx);
          positions++;
          List<String> engineMoves = Agreement.names(p.legalMoves());
          Map<String, ReferenceGongqi> successors = r.successors();
          List<String> refMoves = List.copyOf(successors.keySet());
          assertThat(engineMoves).as(ctx).containsExactlyInAnyOrderElementsOf(refMoves);
          assertThat(p.countLegalMoves()).as(ctx).isEqualTo(refMoves.size());
          if (p.isOver()) {
            wins++;
            break;
          }
          // Every successor agrees, not only the one played.
          for (Move m : p.legalMoves()) {
            Position next = p.play(m);
            Agreement.assertSameState(next, successors.get(m.toString()), ctx + " after " + m);
          }
          Move m = p.legalMoves().get(rnd.nextInt(engineMoves.size()));
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
