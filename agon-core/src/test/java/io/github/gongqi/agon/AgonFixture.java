package io.github.gongqi.agon;

import io.github.gongqi.game.testing.GameFixture;
import java.util.Random;

/**
 * Agon for the contract suites: the game as the registry gives it (the four presets), random rules
 * and positions; checked play comes from {@link Position} itself.
 */
final class AgonFixture {
  /**
   * The fixture every contract suite of Agon gets: the game, its random positions, and moves read
   * without a position ({@code parseMove} resolves a return against the position).
   */
  static final GameFixture<Position, Move> AGON =
      GameFixture.of(new AgonGame(), AgonFixture::randomPosition)
          .withMoveReader((text, like) -> Move.parse(text, like.rules()));

  private AgonFixture() {}

  /** A random position under random rules (or a preset) after a seeded random game. */
  static Position randomPosition(long seed) {
    Random rnd = new Random(seed);
    Rules rules =
        rnd.nextBoolean()
            ? RandomGames.PRESETS[rnd.nextInt(RandomGames.PRESETS.length)]
            : RandomGames.randomRules(rnd);
    return RandomGames.randomPosition(rules, rnd.nextLong(), rnd.nextInt(160));
  }
}
