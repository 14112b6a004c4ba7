package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.N;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.Arrays;
import java.util.Objects;

/**
 * The kernels behind the learning side of {@link Position}: the observation tensor in the 11 × 11
 * axial frame, the float legal-move mask and the permutations of move ids under the hexagon's
 * symmetries.
 */
final class Learning {
  /** The number of observation planes; {@link Position#observation} documents them. */
  static final int PLANES = 14;

  /** The side of the square frame: rows a–k by diagonals 1–11. */
  static final int SIDE = 11;

  /** The floats of one plane. */
  static final int AREA = SIDE * SIDE;

  /**
   * {@code FRAME[cell]}: the cell's index in a plane, (row letter) × 11 + (diagonal − 1); defined
   * for every value a byte of a stepper list ({@link Steppers}) or a Queen's cell masked by {@link
   * Steppers#NO_SLOT} can hold: past the cells ({@code NO_SLOT}: an empty byte, or a Queen off the
   * board) it is a square of the frame that is not a cell, 0 on every piece plane, where {@link
   * #SLOT_ON} writes 0.
   */
  static final int[] FRAME = new int[Steppers.NO_SLOT + 1];

  /** 1 on the frame squares that are cells, 0 on the 30 that are not. */
  private static final float[] BOARD = new float[AREA];

  private static final HexSymmetry[] SYMMETRIES = HexSymmetry.values();

  /** {@code PERMUTATIONS[symmetry.ordinal()][id]}: the id of the image, over every id. */
  private static final int[][] PERMUTATIONS = new int[SYMMETRIES.length][Tables.NUM_IDS];

  /** {@code SLOT_ON[c]}: 1 for a cell, 0 past the cells ({@link Steppers#NO_SLOT}). */
  private static final float[] SLOT_ON = new float[Steppers.NO_SLOT + 1];

  static {
    int radius = Tables.HEX.radius();
    for (int c = 0; c < N; c++) {
      int q = Tables.HEX.q(c);
      int r = Tables.HEX.r(c);
      // HexBoard names a cell by row r + R + 1 and diagonal q + r + R + 1 (the spec's a1 … k11).
      FRAME[c] = (r + radius) * SIDE + (q + r + radius);
      BOARD[FRAME[c]] = 1f;
    }
    int offBoard = 0;
    while (BOARD[offBoard] != 0f) {
      offBoard++;
    }
    Arrays.fill(FRAME, N, FRAME.length, offBoard);
    Arrays.fill(SLOT_ON, 0, N, 1f);
    for (HexSymmetry s : SYMMETRIES) {
      for (int id = 0; id < Tables.NUM_IDS; id++) {
        PERMUTATIONS[s.ordinal()][id] = MoveCache.MOVES[id].transform(s).id();
      }
    }
  }

  private Learning() {}

  static HexSymmetry symmetry(int index) {
    if (index < 0 || index >= SYMMETRIES.length) {
      throw new IllegalArgumentException(
          "symmetry " + index + " is out of range 0.." + (SYMMETRIES.length - 1));
    }
    return SYMMETRIES[index];
  }

  /**
   * Returns a new permutation over the rules' ids: a prefix of the full table, since the ids that
   * rules without marked pieces leave out (the returns of marked pieces) come last and map among
   * themselves.
   */
  static int[] permutation(Rules rules, HexSymmetry symmetry) {
    return Arrays.copyOf(PERMUTATIONS[symmetry.ordinal()], rules.numDistinctActions());
  }

  /** The position with every piece moved to the image of its cell; everything else kept. */
  static Position transform(Position p, HexSymmetry symmetry) {
    int[] image = Tables.HEX.permutation(symmetry);
    Army w = p.white();
    Army b = p.black();
    long[] bits = new long[6];
    long[] src = {w.lo(), w.hi(), b.lo(), b.hi(), p.m0, p.m1};
    for (int c = 0; c < N; c++) {
      int t = image[c];
      for (int k = 0; k < 6; k += 2) {
        if (Bits.has(src[k], src[k + 1], c)) {
          bits[k] |= Bits.bitIn(t, 0);
          bits[k + 1] |= Bits.bitIn(t, 1);
        }
      }
    }
    long m0 = bits[4];
    long m1 = bits[5];
    return Position.ofColours(
        p.rules,
        Army.of(bits[0], bits[1], w.queen() < 0 ? -1 : image[w.queen()], w.off(), m0, m1),
        Army.of(bits[2], bits[3], b.queen() < 0 ? -1 : image[b.queen()], b.off(), m0, m1),
        m0,
        m1,
        p.turn());
  }

  static int[] shape() {
    return new int[] {PLANES, SIDE, SIDE};
  }

  static void observation(Position p, float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    Objects.checkFromIndexSize(offset, PLANES * AREA, buffer.length);
    // Plane by plane, each float written once in the common case: one fill clears the six piece
    // planes and the six flag planes after them (almost always 0), the pieces are set from the
    // bitboards, a flag plane that is not 0 is written over, then the ply and validity planes.
    Arrays.fill(buffer, offset, offset + 12 * AREA, 0f);
    setPieces(p, buffer, offset);
    numbers(buffer, offset + 6 * AREA, p, null);
    System.arraycopy(BOARD, 0, buffer, offset + 13 * AREA, AREA);
  }

  /**
   * {@link Position#updateObservation}: the previous position's pieces cleared from the six piece
   * planes and this one's set, and a number's plane written only when its number changed (the ply's
   * at every move under a ply limit, never without one); the board plane stays. About 140 bytes a
   * move without a ply limit and 620 with one, instead of 6,776.
   */
  static void updateObservation(Position p, float[] buffer, int offset, Position previous) {
    Objects.requireNonNull(buffer, "buffer");
    requireSameRules(p, previous);
    Objects.checkFromIndexSize(offset, PLANES * AREA, buffer.length);
    Position q = previous;
    clear(buffer, offset, offset + 4 * AREA, q.oSlots, q.o0 & q.m0, q.o1 & q.m1, q.oq);
    clear(buffer, offset + 2 * AREA, offset + 5 * AREA, q.eSlots, q.e0 & q.m0, q.e1 & q.m1, q.eq);
    setPieces(p, buffer, offset);
    numbers(buffer, offset + 6 * AREA, p, previous);
  }

  /**
   * Writes the seven planes that hold one number each (from {@code o}): the side to move's Queen
   * captured, its pieces off the board / 6, the same two of the opponent, the placement phase, one
   * pass before, the ply / the ply limit. A plane is written only when its number differs from
   * {@code before}'s, whose planes the buffer holds; with no {@code before}, the first six planes
   * are 0 (cleared by the caller) and the ply's is written. The numbers are compared as the
   * integers they come from: no division for a plane that stays.
   */
  private static void numbers(float[] buffer, int o, Position p, Position before) {
    boolean all = before == null;
    if (all ? p.oq < 0 : p.oq < 0 != before.oq < 0) {
      constant(buffer, o, p.oq < 0 ? 1f : 0f);
    }
    if (all ? p.oOff != 0 : p.oOff != before.oOff) {
      constant(buffer, o + AREA, p.oOff / 6f);
    }
    if (all ? p.eq < 0 : p.eq < 0 != before.eq < 0) {
      constant(buffer, o + 2 * AREA, p.eq < 0 ? 1f : 0f);
    }
    if (all ? p.eOff != 0 : p.eOff != before.eOff) {
      constant(buffer, o + 3 * AREA, p.eOff / 6f);
    }
    if (all ? p.placing : p.placing != before.placing) {
      constant(buffer, o + 4 * AREA, p.placing ? 1f : 0f);
    }
    if (all ? p.passes == 1 : p.passes == 1 != (before.passes == 1)) {
      constant(buffer, o + 5 * AREA, p.passes == 1 ? 1f : 0f);
    }
    // The ply's plane is min(1, ply / limit), 0 without a limit: it changes only while the ply is
    // below a limit, not at every move.
    int limit = p.rules.plyLimit();
    if (all || limit > 0 && Math.min(p.ply, limit) != Math.min(before.ply, limit)) {
      constant(buffer, o + 6 * AREA, limit > 0 ? Math.min(1f, p.ply / (float) limit) : 0f);
    }
  }

  /**
   * Zeroes a side's pieces on its planes: its Queen plane at {@code queens} and its Guard plane
   * after it, its marked plane at {@code marked}. Every piece on the Guard plane, where {@link
   * #pieces} set them all before moving the Queen: the unmarked ones from the side's stepper list
   * ({@code slots}, seven stores with no branch), the marked ones ({@code marked0, marked1}) from
   * their set, which is also the marked plane's; the Queen on hers.
   */
  private static void clear(
      float[] buffer, int queens, int marked, long slots, long marked0, long marked1, int queen) {
    int guards = queens + AREA;
    for (int shift = 0; shift < 56; shift += 8) {
      buffer[guards + FRAME[Steppers.slotAt(slots, shift)]] = 0f;
    }
    buffer[queens + FRAME[queen & Steppers.NO_SLOT]] = 0f;
    if ((marked0 | marked1) != 0) {
      cells(buffer, guards, marked0, marked1, 0f);
      cells(buffer, marked, marked0, marked1, 0f);
    }
  }

  /** Sets the six piece planes from the bitboards, on planes that are 0 at those cells. */
  private static void setPieces(Position p, float[] buffer, int offset) {
    long myMarked0 = p.o0 & p.m0;
    long myMarked1 = p.o1 & p.m1;
    long theirMarked0 = p.e0 & p.m0;
    long theirMarked1 = p.e1 & p.m1;
    pieces(buffer, offset, p.oSlots, myMarked0, myMarked1, p.oq);
    pieces(buffer, offset + 2 * AREA, p.eSlots, theirMarked0, theirMarked1, p.eq);
    if ((p.m0 | p.m1) != 0) {
      cells(buffer, offset + 4 * AREA, myMarked0, myMarked1, 1f);
      cells(buffer, offset + 5 * AREA, theirMarked0, theirMarked1, 1f);
    }
  }

  /**
   * Sets the Queen plane (at offset) and the Guard plane (the next) from a side's pieces: every
   * piece on the Guard plane, the unmarked ones from the stepper list ({@code slots}: seven stores
   * with no branch, an empty byte writing 0 off the board), the marked ones from their set; then
   * the Queen moved to her plane (off the board: 0 written off the board twice).
   */
  private static void pieces(
      float[] buffer, int offset, long slots, long marked0, long marked1, int queen) {
    int guards = offset + AREA;
    for (int shift = 0; shift < 56; shift += 8) {
      int c = Steppers.slotAt(slots, shift);
      buffer[guards + FRAME[c]] = SLOT_ON[c];
    }
    cells(buffer, guards, marked0, marked1, 1f);
    int q = queen & Steppers.NO_SLOT;
    buffer[offset + FRAME[q]] = SLOT_ON[q];
    buffer[guards + FRAME[q]] = 0f;
  }

  /** Writes a value on the cells of a two-word set. */
  private static void cells(float[] buffer, int offset, long lo, long hi, float value) {
    while (lo != 0) {
      buffer[offset + FRAME[Long.numberOfTrailingZeros(lo)]] = value;
      lo &= lo - 1;
    }
    while (hi != 0) {
      buffer[offset + FRAME[64 + Long.numberOfTrailingZeros(hi)]] = value;
      hi &= hi - 1;
    }
  }

  /** Writes a plane holding a value on the cells and 0 off the board. */
  private static void constant(float[] buffer, int offset, float value) {
    if (value == 0f) { // the common case: a fill, as for 1 a copy
      Arrays.fill(buffer, offset, offset + AREA, 0f);
    } else if (value == 1f) {
      System.arraycopy(BOARD, 0, buffer, offset, AREA);
    } else {
      // The board copied, then scaled in place: one array and one index, a loop the compiler
      // vectorises, where reading BOARD and writing the buffer (maybe the same array, for all it
      // knows) kept it scalar.
      System.arraycopy(BOARD, 0, buffer, offset, AREA);
      for (int i = offset; i < offset + AREA; i++) {
        buffer[i] *= value;
      }
    }
  }

  static int mask(Position p, float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    int size = p.rules.numDistinctActions();
    Objects.checkFromIndexSize(offset, size, buffer.length);
    // One fill, then a 1 at each legal id straight from the generator's target sets.
    Arrays.fill(buffer, offset, offset + size, 0f);
    return MoveGeneration.mask(p, buffer, offset);
  }

  /**
   * {@link Position#updateLegalMoveMask}: the entries the previous position can have set cleared
   * ({@link MoveGeneration#clearMask}: about 30 writes), then this one's set. Under {@code ludii}
   * the fill of 8,642 floats is what the whole mask costs; under {@code standard} the 452 of the
   * fill measured a little slower than the clear (293 against 270 ns a learning step, best of
   * three).
   */
  static int updateMask(Position p, float[] buffer, int offset, Position previous) {
    Objects.requireNonNull(buffer, "buffer");
    requireSameRules(p, previous);
    Objects.checkFromIndexSize(offset, p.rules.numDistinctActions(), buffer.length);
    MoveGeneration.clearMask(previous, buffer, offset);
    return MoveGeneration.mask(p, buffer, offset);
  }

  private static void requireSameRules(Position p, Position previous) {
    Objects.requireNonNull(previous, "previous");
    if (previous.rules != p.rules && !previous.rules.equals(p.rules)) {
      throw new IllegalArgumentException(
          "previous is a position of " + previous.rulesId() + ", not of " + p.rulesId());
    }
  }
}
