package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.has;

/**
 * The representation of a {@link Position}: its fields, relative to the side to move, the
 * constructor from value groups that the move path calls, the views by colour for the code off the
 * hot paths, and equality. {@link Position} adds the public interface, {@link PositionLearning} the
 * learning one; neither adds a field, so a position stays at 104 bytes.
 */
abstract sealed class PositionState permits PositionLearning {
  final Rules rules;

  // The pieces by side relative to the side to move, so that move generation and playing a move
  // read their fields without choosing by colour: o = the side to move ("own"), e = the other.
  final long o0;
  final long o1;
  final long e0;
  final long e1;
  final long m0;
  final long m1;
  // Bytes where they fit: a position is allocated at every move, and its size is the cost.
  final byte oq;
  final byte eq;
  final byte oOff;
  final byte eOff;
  final boolean placing;
  final byte stm;
  final byte passes;
  final int ply;
  final long hash;
  final Result result;

  /**
   * The steppers of each side: the cells of its unmarked pieces on the board, in increasing order,
   * one per byte from the lowest, and {@link Steppers#NO_SLOT} in the bytes left over (at least the
   * highest). Derived from the bitboards, kept up to date by {@link Engine#play} so that a random
   * step needs no pass over the bitboards; not part of equality.
   */
  final long oSlots;

  final long eSlots;

  /**
   * A position from each side's pieces relative to the side to move ({@code mover}'s become o,
   * {@code other}'s e), the marks, the turn and the hash: the move path, where the value groups are
   * dissolved by the compiler, since they are only read here.
   */
  PositionState(Rules rules, Army mover, Army other, long m0, long m1, Turn turn, long hash) {
    this.rules = rules;
    this.o0 = mover.lo();
    this.o1 = mover.hi();
    this.e0 = other.lo();
    this.e1 = other.hi();
    this.m0 = m0;
    this.m1 = m1;
    this.oq = (byte) mover.queen();
    this.eq = (byte) other.queen();
    this.oOff = (byte) mover.off();
    this.eOff = (byte) other.off();
    this.placing = turn.placing();
    this.stm = (byte) turn.stm();
    this.passes = (byte) turn.passes();
    this.ply = turn.ply();
    this.hash = hash;
    this.oSlots = mover.slots();
    this.eSlots = other.slots();
    assert oSlots == Steppers.slots(o0, o1, m0, m1) && eSlots == Steppers.slots(e0, e1, m0, m1)
        : "stepper lists out of date";
    this.result = Engine.judge((Position) this); // sealed: this is a Position
  }

  /** A position given by colour, its hash from scratch: for setups, not for the move path. */
  static Position ofColours(Rules rules, Army white, Army black, long m0, long m1, Turn turn) {
    long hash = Engine.hash(white, black, m0, m1, turn);
    return turn.stm() == 0
        ? new Position(rules, white, black, m0, m1, turn, hash)
        : new Position(rules, black, white, m0, m1, turn, hash);
  }

  // ---- the pieces by colour, for the code that is not on a hot path ----

  long w0() {
    return stm == 0 ? o0 : e0;
  }

  long w1() {
    return stm == 0 ? o1 : e1;
  }

  long b0() {
    return stm == 0 ? e0 : o0;
  }

  long b1() {
    return stm == 0 ? e1 : o1;
  }

  int wq() {
    return stm == 0 ? oq : eq;
  }

  int bq() {
    return stm == 0 ? eq : oq;
  }

  int wOff() {
    return stm == 0 ? oOff : eOff;
  }

  int bOff() {
    return stm == 0 ? eOff : oOff;
  }

  Army white() {
    return new Army(w0(), w1(), wq(), wOff(), stm == 0 ? oSlots : eSlots);
  }

  Army black() {
    return new Army(b0(), b1(), bq(), bOff(), stm == 0 ? eSlots : oSlots);
  }

  Turn turn() {
    return new Turn(stm, placing, passes, ply);
  }

  Piece piece(int c) {
    boolean white = has(w0(), w1(), c);
    if (!white && !has(b0(), b1(), c)) {
      return null;
    }
    Side s = white ? Side.WHITE : Side.BLACK;
    PieceType t = c == (white ? wq() : bq()) ? PieceType.QUEEN : PieceType.GUARD;
    return new Piece(s, t, has(m0, m1, c));
  }

  long recomputeZobrist() {
    return Engine.hash(white(), black(), m0, m1, turn());
  }

  long[] words() {
    return new long[] {w0(), w1(), b0(), b1(), m0, m1};
  }

  int stmIndex() {
    return stm;
  }

  /**
   * Returns whether another object is the same position: same rules, pieces, side to move, pieces
   * off the board, phase, passes and ply count.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof PositionState p
        && p.hash == hash
        && p.o0 == o0
        && p.o1 == o1
        && p.e0 == e0
        && p.e1 == e1
        && p.m0 == m0
        && p.m1 == m1
        && p.oq == oq
        && p.eq == eq
        && p.oOff == oOff
        && p.eOff == eOff
        && p.placing == placing
        && p.stm == stm
        && p.passes == passes
        && p.ply == ply
        && p.rules.equals(rules);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + ply;
  }

  static Side side(int index) {
    return index == 0 ? Side.WHITE : Side.BLACK;
  }
}
