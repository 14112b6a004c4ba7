package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.GameStateContract;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bot contract ({@link io.github.gongqi.game.GameState}) on Gongqi's positions, and the game's
 * own answers to the two helpers bots cannot derive from the rest of it.
 */
class BotContractTest extends GameStateContract<Position, Move> {
  @Override
  protected GameFixture<Position, Move> fixture() {
    return GongqiFixture.GONGQI;
  }

  @Test
  void onlyTheSwapSwapsSides() {
    for (Rules rules : Rules.values()) {
      Position p = Position.start(rules);
      for (int id = 0; id < rules.numDistinctActions(); id++) {
        assertThat(p.swapsSides(id))
            .as("id %d", id)
            .isEqualTo(Move.fromId(id, rules) instanceof Move.Swap);
      }
    }
  }

  @Test
  void capturedByIsTheCaptureCountOfTheSide() {
    SplittableRandom rnd = new SplittableRandom(3);
    int[] buf = new int[Rules.QUICK.maxLegalMoves()];
    int captured = 0;
    for (int game = 0; game < 20; game++) {
      Position p = Position.start(Rules.QUICK);
      while (!p.isOver()) {
        assertThat(p.capturedBy(0)).isEqualTo(p.captures(Side.BLACK));
        assertThat(p.capturedBy(1)).isEqualTo(p.captures(Side.WHITE));
        captured += p.capturedBy(0) + p.capturedBy(1);
        p = p.playUnchecked(buf[rnd.nextInt(p.legalMoves(buf))]);
      }
    }
    assertThat(captured).as("some games capture").isPositive();
    assertThatThrownBy(() -> Position.start(Rules.QUICK).capturedBy(2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("player 2 is not 0 or 1");
  }
}
