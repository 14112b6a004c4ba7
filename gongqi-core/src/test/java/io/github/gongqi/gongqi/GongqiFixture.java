package io.github.gongqi.gongqi;

import io.github.gongqi.game.testing.GameFixture;
import java.util.SplittableRandom;

/**
 * Gongqi for the contract suites: the game as the registry gives it (both presets) and seeded
 * random positions; checked play comes from {@link Position} itself.
 */
final class GongqiFixture {
  /** The fixture every contract suite of Gongqi gets: the game and its random positions. */
  static final GameFixture<Position, Move> GONGQI =
      GameFixture.of(new GongqiGame(), GongqiFixture::randomPosition);

  private GongqiFixture() {}

  /**
   * A position of either preset at any stage up to the end of its game, up to one ply a point
   * ({@link RandomGames#randomPosition}).
   */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Rules rules = Rules.values()[rnd.nextInt(2)];
    return RandomGames.randomPosition(rules, rnd.nextLong(), rnd.nextInt(rules.grid().cellCount()));
  }
}
