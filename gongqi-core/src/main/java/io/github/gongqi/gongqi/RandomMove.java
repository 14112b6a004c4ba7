package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.Bits;
import java.util.random.RandomGenerator;

/**
 * A legal move drawn uniformly at random, without listing the moves: rejection sampling over the
 * candidate pushes of {@link MoveGeneration#candidates}.
 */
final class RandomMove {
  private RandomMove() {}

  /**
   * Rejected draws {@link #draw} allows itself before it lists every legal move: a rejected draw
   * costs a few nanoseconds, the listing about as much as one check per candidate, so a small
   * budget loses little where legal pushes are rare.
   */
  static final int TRIES = 16;

  /**
   * Returns a legal move id drawn uniformly from the legal moves of a position; throws
   * IllegalStateException if the game is over.
   *
   * <p>A stone and a direction have at most one legal count, so every legal push is exactly one
   * candidate, and with the offered swap one more slot, all equally likely; a draw is kept if it is
   * legal (a candidate is rejected only as suicide), so a kept draw is uniform over the legal
   * moves. With no candidate, the swap or else the pass is the only move. After {@link #TRIES}
   * rejected draws (mostly suicides) it lists every legal move and picks one uniformly; a mixture
   * of uniform draws is uniform.
   */
  static int draw(Position pos, RandomGenerator random) {
    if (pos.isOver()) {
      throw new IllegalStateException("no legal move: the game is over (" + pos.result() + ")");
    }
    Scratch s = Scratch.get();
    Tables t = pos.tables;
    MoveGeneration.candidates(s, pos);
    int pushes = s.candTotal;
    boolean swap = pos.swap == SwapState.OFFERED;
    if (pushes == 0) {
      return swap ? t.numPushIds : t.numPushIds + 1;
    }
    int slots = pushes + (swap ? 1 : 0);
    long[] cand = s.cand;
    int[] candCount = s.candCount;
    for (int attempt = 0; attempt < TRIES; attempt++) {
      int r = Bits.randomBelow(random, slots);
      if (r == pushes) {
        return t.numPushIds; // the swap
      }
      int d = 0;
      while (r >= candCount[d]) {
        r -= candCount[d];
        d++;
      }
      int p = Bits.select(cand[d * 3], cand[d * 3 + 1], cand[d * 3 + 2], r);
      int delta = t.delta[d];
      int c = p + delta;
      int k = 1;
      while (pos.occupied(c)) {
        k++;
        c += delta;
      }
      int id = t.idBase[p * 4 + d] + k - 1;
      if (Legality.pushLegal(s, pos, p, d, k, c, id)) {
        return id;
      }
    }
    int[] buf = s.moves;
    int n = MoveGeneration.legalMoves(s, pos, buf);
    return buf[Bits.randomBelow(random, n)];
  }
}
