package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.GameStateContract;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bot contract ({@link io.github.gongqi.game.GameState}) on Agon's positions, and the game's
 * own answers to the two helpers bots cannot derive from the rest of it.
 */
class BotContractTest extends GameStateContract<Position, Move> {
  @Override
  protected GameFixture<Position, Move> fixture() {
    return AgonFixture.AGON;
  }

  @Test
  void capturedByCountsTheOtherSidesPiecesOffTheBoardOrMarked() {
    SplittableRandom rnd = new SplittableRandom(5);
    int[] buf = new int[Rules.LUDII.maxLegalMoves()];
    int seen = 0;
    for (Rules rules : List.of(Rules.STANDARD, Rules.PLACEMENT, Rules.LUDII)) {
      Position p = Position.start(rules);
      for (int ply = 0; ply < 600 && !p.isOver(); ply++) {
        for (Side side : Side.values()) {
          Side other = side.opponent();
          int expected =
              p.isPlacementPhase() ? 0 : 7 - (p.cells(other).size() - p.markedCells(other).size());
          assertThat(p.capturedBy(side.ordinal())).as("%s in %s", side, p).isEqualTo(expected);
          seen += expected;
        }
        assertThat(p.swapsSides(0)).isFalse();
        p = p.playUnchecked(buf[rnd.nextInt(p.legalMoves(buf))]);
      }
    }
    assertThat(seen).as("some captures").isPositive();
    assertThatThrownBy(() -> Position.start(Rules.STANDARD).capturedBy(-1))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
