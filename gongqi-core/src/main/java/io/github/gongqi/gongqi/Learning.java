package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Arrays;
import java.util.Objects;

/**
 * The kernels behind the learning side of {@link Position}: the observation tensor, the float
 * legal-move mask, the position's images under the board's symmetries and the permutations of move
 * ids they induce.
 */
final class Learning {
  /** The number of observation planes; {@link Position#observation} documents them. */
  static final int PLANES = 9;

  private static final SquareSymmetry[] SYMMETRIES = SquareSymmetry.values();

  /** {@code PERMUTATIONS[rules.ordinal()][symmetry.ordinal()][id]}: the id of the image. */
  private static final int[][][] PERMUTATIONS = new int[Rules.values().length][][];

  static {
    for (Rules rules : Rules.values()) {
      int n = rules.numDistinctActions();
      int[][] bySymmetry = new int[SYMMETRIES.length][n];
      for (SquareSymmetry s : SYMMETRIES) {
        for (int id = 0; id < n; id++) {
          bySymmetry[s.ordinal()][id] = Move.fromId(id, rules).transform(s).id();
        }
      }
      PERMUTATIONS[rules.ordinal()] = bySymmetry;
    }
  }

  private Learning() {}

  static SquareSymmetry symmetry(int index) {
    if (index < 0 || index >= SYMMETRIES.length) {
      throw new IllegalArgumentException(
          "symmetry " + index + " is out of range 0.." + (SYMMETRIES.length - 1));
    }
    return SYMMETRIES[index];
  }

  /** The shared table: callers must not let it escape without copying it. */
  static int[] permutation(Rules rules, SquareSymmetry symmetry) {
    return PERMUTATIONS[rules.ordinal()][symmetry.ordinal()];
  }

  static int[] shape(Rules rules) {
    return new int[] {PLANES, rules.size(), rules.size()};
  }

  static void observation(Position p, float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    int n = p.tables.n;
    Objects.checkFromIndexSize(offset, PLANES * n, buffer.length);
    stones(p, buffer, offset);
    numbers(buffer, offset + 2 * n, n, p, null);
    Arrays.fill(buffer, offset + 8 * n, offset + 9 * n, 1f);
  }

  /**
   * {@link Position#updateObservation}: the two stone planes cleared and this position's stones
   * set, and a number's plane written only when its number changed; the last plane stays.
   */
  static void updateObservation(Position p, float[] buffer, int offset, Position previous) {
    Objects.requireNonNull(buffer, "buffer");
    requireSameRules(p, previous);
    int n = p.tables.n;
    Objects.checkFromIndexSize(offset, PLANES * n, buffer.length);
    // Both stone planes turn over at every move (they are the side to move's view), so nearly
    // every stone's point changes on both: writing them whole is cheaper than a store at each of
    // the previous position's stones on each plane (a move and this update: 1.15-1.3x).
    stones(p, buffer, offset);
    numbers(buffer, offset + 2 * n, n, p, previous);
  }

  private static void requireSameRules(Position p, Position previous) {
    Objects.requireNonNull(previous, "previous");
    if (previous.rules != p.rules) {
      throw new IllegalArgumentException(
          "previous is a position of " + previous.rulesId() + ", not of " + p.rulesId());
    }
  }

  /**
   * Writes the six planes of {@code n} points that hold one number each (from {@code o}): the
   * captures of the side to move / the goal, the opponent's / the goal, the push power / the board
   * size, the swap offered, the swap still to come, one pass before. With {@code before}, whose
   * planes the buffer holds, a plane is written only when a number it comes from differs (compared
   * as integers: no division for a plane that stays); with none, every plane is written.
   */
  private static void numbers(float[] buffer, int o, int n, Position p, Position before) {
    boolean all = before == null;
    boolean white = p.whiteToMove;
    int mine = white ? p.capW : p.capB;
    int theirs = white ? p.capB : p.capW;
    float goal = p.tables.goal;
    if (all || mine != (before.whiteToMove ? before.capW : before.capB)) {
      Arrays.fill(buffer, o, o + n, mine / goal);
    }
    if (all || theirs != (before.whiteToMove ? before.capB : before.capW)) {
      Arrays.fill(buffer, o + n, o + 2 * n, theirs / goal);
    }
    int size = p.rules.size();
    int power = Math.min(p.power(), size);
    if (all || power != Math.min(before.power(), size)) {
      Arrays.fill(buffer, o + 2 * n, o + 3 * n, power / (float) size);
    }
    if (all || (p.swap == SwapState.OFFERED) != (before.swap == SwapState.OFFERED)) {
      Arrays.fill(buffer, o + 3 * n, o + 4 * n, p.swap == SwapState.OFFERED ? 1f : 0f);
    }
    if (all || (p.swap == SwapState.NOT_YET) != (before.swap == SwapState.NOT_YET)) {
      Arrays.fill(buffer, o + 4 * n, o + 5 * n, p.swap == SwapState.NOT_YET ? 1f : 0f);
    }
    if (all || (p.passes == 1) != (before.passes == 1)) {
      Arrays.fill(buffer, o + 5 * n, o + 6 * n, p.passes == 1 ? 1f : 0f);
    }
  }

  /**
   * Writes the two stone planes whole: 1 at the side to move's stones on plane 0 and at the
   * opponent's on plane 1, 0 elsewhere (one fill, then a store a stone).
   */
  private static void stones(Position p, float[] buffer, int offset) {
    int o = offset + p.tables.n;
    Arrays.fill(buffer, offset, o + p.tables.n, 0f);
    boolean white = p.whiteToMove;
    cells(buffer, white ? offset : o, p.w0, p.w1, p.w2, 1f);
    cells(buffer, white ? o : offset, p.b0, p.b1, p.b2, 1f);
  }

  /** Writes a value at offset + i for every member i of a three-word set. */
  private static void cells(float[] buffer, int offset, long w0, long w1, long w2, float value) {
    cells(buffer, offset, w0, value);
    cells(buffer, offset + 64, w1, value);
    cells(buffer, offset + 128, w2, value);
  }

  /** Writes a value at offset + i for every set bit i of a word. */
  private static void cells(float[] buffer, int offset, long word, float value) {
    while (word != 0) {
      buffer[offset + Long.numberOfTrailingZeros(word)] = value;
      word &= word - 1;
    }
  }

  /**
   * Writes the float legal-move mask: the array cleared once and a 1 written per legal move from
   * the generator's sets ({@link MoveGeneration#mask}; a mask is mostly zeros: 3,170 entries on 12
   * × 12 for about 100 legal moves).
   */
  static int mask(Position p, float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    int size = p.rules.numDistinctActions();
    Objects.checkFromIndexSize(offset, size, buffer.length);
    Arrays.fill(buffer, offset, offset + size, 0f);
    return MoveGeneration.mask(Scratch.get(), p, buffer, offset, false);
  }

  /**
   * {@link Position#updateLegalMoveMask}: the entries {@code previous} can have set and this
   * position does not rewrite cleared ({@link MoveGeneration#clearMask}: its candidates that are
   * not this one's), then every candidate's entry of this position written, 1 or 0.
   */
  static int updateMask(Position p, float[] buffer, int offset, Position previous) {
    Objects.requireNonNull(buffer, "buffer");
    requireSameRules(p, previous);
    Objects.checkFromIndexSize(offset, p.rules.numDistinctActions(), buffer.length);
    Scratch s = Scratch.get();
    MoveGeneration.clearMask(s, previous, p, buffer, offset);
    return MoveGeneration.mask(s, p, buffer, offset, true);
  }

  /** The position with its stones moved by a symmetry of the board, everything else kept. */
  static Position transform(Position p, SquareSymmetry symmetry) {
    int[] perm = p.rules.grid().permutation(symmetry);
    long[] b = new long[3];
    long[] w = new long[3];
    long[] ob = {p.b0, p.b1, p.b2};
    long[] ow = {p.w0, p.w1, p.w2};
    for (int c = 0; c < p.tables.n; c++) {
      int q = perm[c];
      if ((ob[c >>> 6] & (1L << c)) != 0) {
        b[q >>> 6] |= 1L << q;
      } else if ((ow[c >>> 6] & (1L << c)) != 0) {
        w[q >>> 6] |= 1L << q;
      }
    }
    return PositionBuilder.create(
        p.rules, b, w, p.whiteToMove, p.capB, p.capW, p.swap, p.passes, p.ply);
  }
}
