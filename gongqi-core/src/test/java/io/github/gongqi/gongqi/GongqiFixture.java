package io.github.gongqi.gongqi;

import io.github.gongqi.game.testing.GameFixture;
import java.util.List;
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

  /** A random position from a seeded game of either preset, or a start position. */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Position p = Position.start(Rules.values()[rnd.nextInt(2)]);
    int plies = rnd.nextInt(120);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }
}
