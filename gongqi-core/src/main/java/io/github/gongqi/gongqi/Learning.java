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
    boolean white = p.whiteToMove;
    int o = offset;
    bits(buffer, o, n, white ? p.w0 : p.b0, white ? p.w1 : p.b1, white ? p.w2 : p.b2);
    o += n;
    bits(buffer, o, n, white ? p.b0 : p.w0, white ? p.b1 : p.w1, white ? p.b2 : p.w2);
    o += n;
    float goal = p.tables.goal;
    int mine = white ? p.capW : p.capB;
    int theirs = white ? p.capB : p.capW;
    Arrays.fill(buffer, o, o += n, mine / goal);
    Arrays.fill(buffer, o, o += n, theirs / goal);
    int size = p.rules.size();
    Arrays.fill(buffer, o, o += n, Math.min(p.power(), size) / (float) size);
    Arrays.fill(buffer, o, o += n, p.swap == SwapState.OFFERED ? 1f : 0f);
    Arrays.fill(buffer, o, o += n, p.swap == SwapState.NOT_YET ? 1f : 0f);
    Arrays.fill(buffer, o, o += n, p.passes == 1 ? 1f : 0f);
    Arrays.fill(buffer, o, o + n, 1f);
  }

  /**
   * Writes one plane: 1 on the points of the three-word set, 0 elsewhere; needs {@code n} at most
   * 192. A vectorised fill, then one store per stone (a board is rarely more than half full): one
   * conversion per point from the word's bits measured slower (issue 28's run, 530 against 315 ns
   * an observation on 12 × 12).
   */
  private static void bits(float[] buffer, int offset, int n, long w0, long w1, long w2) {
    Arrays.fill(buffer, offset, offset + n, 0f);
    ones(buffer, offset, w0);
    ones(buffer, offset + 64, w1);
    ones(buffer, offset + 128, w2);
  }

  /** Writes 1 at offset + i for every set bit i of a word. */
  private static void ones(float[] buffer, int offset, long word) {
    while (word != 0) {
      buffer[offset + Long.numberOfTrailingZeros(word)] = 1f;
      word &= word - 1;
    }
  }

  /**
   * Writes the float legal-move mask: the ids come from the generator into this thread's buffer,
   * the array is cleared once and a 1 is written per legal move (a mask is mostly zeros: 3,170
   * entries on 12 × 12 for about 100 legal moves).
   */
  static int mask(Position p, float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    int size = p.rules.numDistinctActions();
    Objects.checkFromIndexSize(offset, size, buffer.length);
    Scratch s = Scratch.get();
    int[] moves = s.moves;
    int n = MoveGeneration.legalMoves(s, p, moves);
    Arrays.fill(buffer, offset, offset + size, 0f);
    for (int i = 0; i < n; i++) {
      buffer[offset + moves[i]] = 1f;
    }
    return n;
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
