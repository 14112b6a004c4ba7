package io.github.gongqi.agon;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.Objects;

/**
 * An action of Agon: a {@link Step}, a {@link Drop} (the return of a waiting piece, or a
 * placement), a {@link Return} of a marked piece, or a {@link Pass}. Moves are values: they hold
 * cells, not positions; whether a move is legal is a question for {@link Position}.
 *
 * <p><b>Notation</b> ({@code toString()} and {@link #parse(CharSequence, Rules)}): a step {@code
 * a1-b2}; a return or placement {@code Q@f6}, {@code G@a3}; under {@link CapturedPieces#MARKED} a
 * return names the cell it leaves, {@code c5@a3} (a position also takes the rules' {@code Q@f6},
 * and {@code G@a3} while one marked Guard waits, as that return; see {@link
 * Position#parseMove(CharSequence)}); {@code pass}.
 *
 * <p><b>Ids</b>: every move that can be legal in some position under some rules has a dense id in
 * {@code [0, rules.numDistinctActions())}, the same in every position: first the steps ordered by
 * (from, to), then the Queen drops by cell, the Guard drops by outer-ring cell, {@code pass}, and
 * last the returns of marked pieces by (from, to), which only rules with marked pieces number.
 * Legal moves are listed in increasing id order.
 */
public sealed interface Move extends GameMove permits Move.Step, Move.Drop, Move.Return, Move.Pass {
  /**
   * Returns the pass: the action of a side with no other (the same under every rules, given for the
   * factory's shape shared with other games).
   *
   * @param rules the rules the move is played under
   * @return the pass (a shared instance)
   */
  static Pass pass(Rules rules) {
    Objects.requireNonNull(rules, "rules");
    return MoveCache.PASS;
  }

  /**
   * Returns the dense id of this move.
   *
   * @return the id in {@code [0, rules.numDistinctActions())} of any rules under which it can be
   *     legal
   * @throws IllegalStateException for a move that is never legal and so has no id: a step between
   *     cells that are not neighbours or that goes outward, a Guard dropped off the outer ring, a
   *     return to the cell it leaves
   */
  @Override
  int id();

  /**
   * Returns the image of this move under a symmetry of the board.
   *
   * @param symmetry a symmetry
   * @return the moved move
   */
  Move transform(HexSymmetry symmetry);

  /**
   * Returns the move of an id.
   *
   * @param id an id in {@code [0, rules.numDistinctActions())}
   * @param rules the rules that number the moves
   * @return the move (a shared instance)
   * @throws IllegalArgumentException if the id is out of range for these rules
   */
  static Move fromId(int id, Rules rules) {
    int n = Objects.requireNonNull(rules, "rules").numDistinctActions();
    if (id < 0 || id >= n) {
      throw new IllegalArgumentException(
          "move id " + id + " is out of range 0.." + (n - 1) + " for " + rules);
    }
    return MoveCache.MOVES[id];
  }

  /**
   * Parses a move in notation: {@code a1-b2}, {@code Q@f6}, {@code G@a3}, {@code c5@a3} or {@code
   * pass}. Only the syntax and the cell names are checked here; the syntax is the same under every
   * rules.
   *
   * @param text the notation
   * @param rules the rules the move is played under
   * @return the move
   * @throws NotationException if the text is not a move
   */
  static Move parse(CharSequence text, Rules rules) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(rules, "rules");
    int len = text.length();
    if (len == 0) {
      throw new NotationException("expected a move such as a1-b2, G@a3 or pass", text, 0);
    }
    char c0 = text.charAt(0);
    if (c0 == 'p') {
      String p = "pass";
      for (int i = 0; i < p.length(); i++) {
        if (i >= len || text.charAt(i) != p.charAt(i)) {
          throw new NotationException("expected 'pass'", text, i);
        }
      }
      if (len > p.length()) {
        throw new NotationException("expected the end after 'pass'", text, p.length());
      }
      return MoveCache.PASS;
    }
    if (c0 == 'Q' || c0 == 'G') {
      if (len < 2 || text.charAt(1) != '@') {
        throw new NotationException("expected '@' after the piece letter", text, 1);
      }
      int to = parseCell(text, 2, true);
      return MoveCache.drop(c0 == 'Q' ? PieceType.QUEEN : PieceType.GUARD, to);
    }
    int end = cellEnd(text, 0);
    int from = parseCell(text, 0, false);
    if (end >= len) {
      throw new NotationException("expected '-' (a step) or '@' (a return)", text, end);
    }
    char sep = text.charAt(end);
    if (sep != '-' && sep != '@') {
      throw new NotationException("expected '-' (a step) or '@' (a return)", text, end);
    }
    int to = parseCell(text, end + 1, true);
    return sep == '-' ? MoveCache.step(from, to) : MoveCache.ret(from, to);
  }

  private static int cellEnd(CharSequence text, int start) {
    int i = start + 1;
    while (i < text.length() && i < start + 3 && Character.isDigit(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int parseCell(CharSequence text, int start, boolean last) {
    int len = text.length();
    if (start >= len) {
      throw new NotationException("expected a cell such as a1", text, start);
    }
    char r = text.charAt(start);
    if (r < 'a' || r > 'k') {
      throw new NotationException("expected a row letter a-k", text, start);
    }
    int end = cellEnd(text, start);
    if (end == start + 1) {
      throw new NotationException("expected a diagonal number 1-11", text, end);
    }
    int c = Tables.HEX.parse(text, start, end);
    if (c < 0) {
      throw new NotationException(
          "expected a cell of the board (diagonal 1-11, |row - diagonal| <= 5)", text, start);
    }
    if (last && end != len) {
      throw new NotationException("expected the end of the move", text, end);
    }
    return c;
  }

  /**
   * A step of a piece from one cell to a neighbouring one: {@code a1-b2}.
   *
   * @param from the cell the piece leaves
   * @param to the cell it reaches
   */
  record Step(int from, int to) implements Move {
    /**
     * Creates a step.
     *
     * @param from the cell the piece leaves
     * @param to the cell it reaches
     * @throws IllegalArgumentException if a cell index is out of range
     */
    public Step {
      Board.check(from);
      Board.check(to);
    }

    @Override
    public int id() {
      int id = Tables.STEP_ID[from * Tables.N + to];
      if (id < 0) {
        throw new IllegalStateException(
            this + " has no id: a step goes to a neighbour in the same ring or one ring inward");
      }
      return id;
    }

    @Override
    public Move transform(HexSymmetry symmetry) {
      return MoveCache.step(
          Tables.HEX.transform(symmetry, from), Tables.HEX.transform(symmetry, to));
    }

    /**
     * Returns the notation, such as {@code a1-b2}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return Board.name(from) + "-" + Board.name(to);
    }
  }

  /**
   * A piece put on the board from off it: the return of a captured piece, or a placement during the
   * placement phase: {@code Q@f6}, {@code G@a3}.
   *
   * @param type the piece
   * @param to the cell it goes to
   */
  record Drop(PieceType type, int to) implements Move {
    /**
     * Creates a drop.
     *
     * @param type the piece
     * @param to the cell
     * @throws IllegalArgumentException if the cell index is out of range
     */
    public Drop {
      Objects.requireNonNull(type, "type");
      Board.check(to);
    }

    @Override
    public int id() {
      if (type == PieceType.QUEEN) {
        return Tables.DROP_Q_BASE + to;
      }
      int id = Tables.DROP_G_ID[to];
      if (id < 0) {
        throw new IllegalStateException(this + " has no id: a Guard goes to the outer ring only");
      }
      return id;
    }

    @Override
    public Move transform(HexSymmetry symmetry) {
      return MoveCache.drop(type, Tables.HEX.transform(symmetry, to));
    }

    /**
     * Returns the notation, such as {@code G@a3}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return type.letter() + "@" + Board.name(to);
    }
  }

  /**
   * The return of a marked piece under {@link CapturedPieces#MARKED}: the piece leaves its cell for
   * another, {@code c5@a3}.
   *
   * @param from the cell of the marked piece
   * @param to the cell it is returned to
   */
  record Return(int from, int to) implements Move {
    /**
     * Creates a return.
     *
     * @param from the cell of the marked piece
     * @param to the cell it goes to
     * @throws IllegalArgumentException if a cell index is out of range
     */
    public Return {
      Board.check(from);
      Board.check(to);
    }

    @Override
    public int id() {
      if (from == to) {
        throw new IllegalStateException(this + " has no id: a return leaves the cell it names");
      }
      return Tables.returnId(from, to);
    }

    @Override
    public Move transform(HexSymmetry symmetry) {
      return MoveCache.ret(
          Tables.HEX.transform(symmetry, from), Tables.HEX.transform(symmetry, to));
    }

    /**
     * Returns the notation, such as {@code c5@a3}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return Board.name(from) + "@" + Board.name(to);
    }
  }

  /** The pass: legal only when the side to move has no other action. */
  record Pass() implements Move {
    @Override
    public int id() {
      return Tables.PASS_ID;
    }

    @Override
    public Move transform(HexSymmetry symmetry) {
      Objects.requireNonNull(symmetry, "symmetry");
      return this;
    }

    /**
     * Returns {@code pass}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return "pass";
    }
  }
}
