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

  /** Moves tried a ply by a game that captures: enough to find most captures, cheap to play. */
  private static final int TRIES = 8;

  private GongqiFixture() {}

  /**
   * A position of a seeded game of either preset, at any stage up to its end: random moves, or, in
   * one game of three, the move that captures most among a few random ones. Those games reach the
   * crowded boards and the push powers of 4 and more that the kernels' late stages handle, which
   * random games rarely reach.
   */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Rules rules = Rules.values()[rnd.nextInt(2)];
    Position p = Position.start(rules);
    boolean captures = rnd.nextInt(3) == 0;
    int plies = rnd.nextInt(rules.grid().cellCount());
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = captures ? mostCapturing(p, moves, rnd) : p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }

  /** The position after the move that captures most among {@link #TRIES} random legal ones. */
  private static Position mostCapturing(Position p, List<Move> moves, SplittableRandom rnd) {
    Position best = null;
    int most = -1;
    for (int k = 0; k < TRIES; k++) {
      Position next = p.play(moves.get(rnd.nextInt(moves.size())));
      int taken = next.captures(p.sideToMove());
      if (taken > most) {
        most = taken;
        best = next;
      }
    }
    return best;
  }
}
