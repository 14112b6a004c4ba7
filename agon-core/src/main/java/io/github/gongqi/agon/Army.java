package io.github.gongqi.agon;

/**
 * One side's pieces, as a position stores them: a value group for building a {@link Position}. On
 * the move path it lives only between {@link Play#play} and the position's constructor, which
 * copies it into fields, so the compiler replaces it by its components (scalar replacement): it
 * costs no allocation.
 *
 * @param lo the side's cells 0-63, marked pieces included
 * @param hi the side's cells 64-90
 * @param queen the cell of its Queen, or -1 when she is off the board
 * @param off the number of its Guards off the board, 0 to 6
 * @param slots its stepper list ({@link Steppers}), the cells of its unmarked pieces
 */
record Army(long lo, long hi, int queen, int off, long slots) {
  /** A side's pieces with the stepper list computed from scratch; {@code (m0, m1)} the marks. */
  static Army of(long lo, long hi, int queen, int off, long m0, long m1) {
    return new Army(lo, hi, queen, off, Steppers.slots(lo, hi, m0, m1));
  }
}
