package io.github.gongqi.agon;

/**
 * The stepper lists: a side's unmarked pieces on the board as one {@code long}, their cells in
 * increasing order one per byte from the lowest, and {@link #NO_SLOT} in the bytes left over (at
 * least the highest). A position keeps one per side ({@link Position#oSlots}), updated by {@link
 * Play#play}, so that a random step ({@link RandomMove}) needs no pass over the bitboards. Cells
 * are below 128, so each byte is a lane whose high bit is free for the word-parallel tricks below.
 */
final class Steppers {
  private Steppers() {}

  /** An empty byte of a stepper list: above every cell, and without step targets. */
  static final int NO_SLOT = 0x7F;

  /** The list with no stepper. */
  private static final long NO_SLOTS = 0x7F7F7F7F7F7F7F7FL;

  /** 1 in every byte: x × LANES_01 copies a byte value into each lane. */
  static final long LANES_01 = 0x0101010101010101L;

  /** The high bit of every byte. */
  static final long LANES_80 = 0x8080808080808080L;

  /**
   * The stepper list of a side from scratch: the cells of its unmarked pieces {@code (o0 & ~m0, o1
   * & ~m1)}, increasing, one per byte, then {@link #NO_SLOT}. The side has at most seven pieces.
   */
  static long slots(long o0, long o1, long m0, long m1) {
    long s = NO_SLOTS;
    int shift = 0;
    for (long y = o0 & ~m0; y != 0; y &= y - 1, shift += 8) {
      s = s & ~(0xFFL << shift) | (long) Long.numberOfTrailingZeros(y) << shift;
    }
    for (long y = o1 & ~m1; y != 0; y &= y - 1, shift += 8) {
      s = s & ~(0xFFL << shift) | (long) (64 + Long.numberOfTrailingZeros(y)) << shift;
    }
    assert shift <= 56 : "more than seven pieces";
    return s;
  }

  /**
   * The list without the cell {@code c}, which it holds: the bytes above move down one, and the
   * highest byte becomes empty.
   */
  static long withoutSlot(long slots, int c) {
    long below = (1L << slotShift(slots, c)) - 1;
    return slots & below | (slots >>> 8) & ~below | (long) NO_SLOT << 56;
  }

  /**
   * The bit offset (8 × index) of the byte holding {@code c} in a stepper list that holds it: the
   * lowest zero byte of {@code slots ^ c}.
   */
  static int slotShift(long slots, int c) {
    long x = slots ^ (c * LANES_01);
    return Long.numberOfTrailingZeros((x - LANES_01) & ~x & LANES_80) & ~7;
  }

  /**
   * The list with the cell {@code c} inserted in order; it has an empty byte below the highest. Its
   * place is the number of bytes below c (bytes and c are below 128, so each lane's {@code (byte |
   * 0x80) - c} keeps its high bit exactly when the byte is at least c).
   */
  static long withSlot(long slots, int c) {
    int j = Long.bitCount(~((slots | LANES_80) - c * LANES_01) & LANES_80) << 3;
    long below = (1L << j) - 1;
    return slots & below | (slots & ~below) << 8 | (long) c << j;
  }

  /** The list after a stepper moved from {@code a} to {@code b}; it holds a, not b. */
  static long moved(long slots, int a, int b) {
    return withSlot(withoutSlot(slots, a), b);
  }

  /** The cell in the byte of a list at {@code shift} (a multiple of 8 below 64). */
  static int slotAt(long slots, int shift) {
    return (int) (slots >>> shift) & NO_SLOT;
  }
}
