package io.github.gongqi.gongqi;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Objects;

/**
 * A Gongqi move: a {@link Push}, the opening {@link Swap}, or a {@link Pass}, each a record nested
 * here.
 *
 * <p>Notation: a push is its point, direction and count, such as {@code f7N1} or {@code c3E2}; the
 * others are {@code swap} and {@code pass}. {@link #toString()} gives the notation and {@link
 * #parse} reads it. Every geometrically possible move also has a dense id in {@code [0,
 * rules.numDistinctActions())} that does not depend on the position: pushes ordered by point, then
 * direction N, E, S, W, then count from 1 to the distance to the edge; then {@code swap}; then
 * {@code pass}.
 *
 * <pre>{@code
 * Move m = Move.parse("f7N1", Rules.STANDARD);
 * int id = m.id();
 * Move same = Move.fromId(id, Rules.STANDARD);   // equals m
 * }</pre>
 *
 * <p>Moves are immutable values and know the rules (board) they are written for.
 */
public sealed interface Move extends GameMove permits Move.Push, Move.Swap, Move.Pass {

  /**
   * Returns the rules (and so the board) this move is written for.
   *
   * @return the rules
   */
  Rules rules();

  /**
   * Returns the dense id of this move.
   *
   * @return an id in {@code [0, rules().numDistinctActions())}
   * @throws IllegalStateException for a push whose end point is off the board, which has no id
   */
  @Override
  int id();

  /**
   * Returns the image of this move under a symmetry of the board: the point and direction are
   * mapped; {@code swap} and {@code pass} stay as they are.
   *
   * @param symmetry a symmetry of the square
   * @return the transformed move
   */
  Move transform(SquareSymmetry symmetry);

  /**
   * Returns the notation of this move, such as {@code f7N1}, {@code swap} or {@code pass}.
   *
   * @return the notation
   */
  @Override
  String toString();

  /**
   * A push: the selected stone's point, a direction N, E, S or W, and the count of stones written,
   * such as {@code f7N1}.
   *
   * <p>A push is legal only when the count equals the length of the run of stones from the point in
   * that direction (see {@link Position#play(Move)}); a push may still carry any count of 1 or
   * more, so that a wrong count can be parsed and then refused with its reason.
   *
   * @param rules the rules
   * @param point the cell index of the selected stone's point
   * @param direction N, E, S or W
   * @param count the number of stones written, at least 1
   */
  record Push(Rules rules, int point, SquareDirection direction, int count) implements Move {
    /**
     * Checks the components.
     *
     * @param rules the rules
     * @param point the cell index of the selected stone's point
     * @param direction N, E, S or W
     * @param count the number of stones written, at least 1
     * @throws IllegalArgumentException if the point is off the board, the direction is diagonal or
     *     the count is less than 1
     */
    public Push {
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(direction, "direction");
      if (!rules.grid().isCell(point)) {
        throw new IllegalArgumentException(
            "point "
                + point
                + " is off the "
                + rules.grid()
                + " board (0.."
                + (rules.tables.n - 1)
                + ")");
      }
      if (!direction.isOrthogonal()) {
        throw new IllegalArgumentException("direction " + direction + " is not one of N, E, S, W");
      }
      if (count < 1) {
        throw new IllegalArgumentException("count " + count + " is less than 1");
      }
    }

    /**
     * Returns the push of {@code count} stones from a point in a direction.
     *
     * @param rules the rules
     * @param point the cell index of the selected stone's point
     * @param direction N, E, S or W
     * @param count the number of stones written, at least 1
     * @return the push (a shared instance when the end point is on the board)
     * @throws IllegalArgumentException if the point is off the board, the direction is diagonal or
     *     the count is less than 1
     */
    public static Push of(Rules rules, int point, SquareDirection direction, int count) {
      Push p = new Push(rules, point, direction, count);
      return p.isOnBoard() ? (Push) MoveCache.of(rules).byId[p.id()] : p;
    }

    /**
     * Returns the same as {@link #of(Rules, int, SquareDirection, int)} with the point given by
     * name.
     *
     * @param rules the rules
     * @param point the point's name, such as {@code f7}
     * @param direction N, E, S or W
     * @param count the number of stones written, at least 1
     * @return the push
     * @throws IllegalArgumentException if the name is not a point of the board, the direction is
     *     diagonal or the count is less than 1
     */
    public static Push of(Rules rules, String point, SquareDirection direction, int count) {
      Objects.requireNonNull(rules, "rules");
      return of(
          rules, rules.grid().parse(Objects.requireNonNull(point, "point")), direction, count);
    }

    /**
     * Returns the name of the selected stone's point, such as {@code f7}.
     *
     * @return the point's name
     */
    public String pointName() {
      return rules.grid().name(point);
    }

    /**
     * Returns the point {@code count} steps from the point in the direction: where the last stone
     * of the run lands if the push is legal.
     *
     * @return its cell index, or -1 if it is off the board
     */
    public int endPoint() {
      return rules.grid().step(point, direction, count);
    }

    /**
     * Returns whether the end point is on the board, that is, whether this push has an id.
     *
     * @return true if {@link #endPoint()} is on the board
     */
    public boolean isOnBoard() {
      return count <= rules.tables.dist[point * 4 + direction.ordinal()];
    }

    @Override
    public int id() {
      if (!isOnBoard()) {
        throw new IllegalStateException(this + " has no id: its end point is off the board");
      }
      return rules.tables.idBase[point * 4 + direction.ordinal()] + count - 1;
    }

    @Override
    public Move transform(SquareSymmetry symmetry) {
      Objects.requireNonNull(symmetry, "symmetry");
      return of(rules, rules.grid().transform(symmetry, point), symmetry.apply(direction), count);
    }

    // Stable across runs, unlike the enum hash codes a record would combine.
    @Override
    public int hashCode() {
      return ((rules.ordinal() * 31 + point) * 31 + direction.ordinal()) * 31 + count;
    }

    @Override
    public String toString() {
      return rules.grid().name(point) + direction.name() + count;
    }
  }

  /**
   * The opening swap, written {@code swap}: legal only for White right after Black's first push.
   * The board does not change and White is still to move; the two players exchange colours.
   *
   * @param rules the rules
   */
  record Swap(Rules rules) implements Move {
    /**
     * Checks the component.
     *
     * @param rules the rules
     */
    public Swap {
      Objects.requireNonNull(rules, "rules");
    }

    @Override
    public int id() {
      return rules.tables.numPushIds;
    }

    @Override
    public Move transform(SquareSymmetry symmetry) {
      Objects.requireNonNull(symmetry, "symmetry");
      return this;
    }

    @Override
    public int hashCode() {
      return id();
    }

    @Override
    public String toString() {
      return "swap";
    }
  }

  /**
   * A pass, written {@code pass}: legal only when the side to move has no legal push and no swap is
   * offered. Two passes in a row end the game.
   *
   * @param rules the rules
   */
  record Pass(Rules rules) implements Move {
    /**
     * Checks the component.
     *
     * @param rules the rules
     */
    public Pass {
      Objects.requireNonNull(rules, "rules");
    }

    @Override
    public int id() {
      return rules.tables.numPushIds + 1;
    }

    @Override
    public Move transform(SquareSymmetry symmetry) {
      Objects.requireNonNull(symmetry, "symmetry");
      return this;
    }

    @Override
    public int hashCode() {
      return id();
    }

    @Override
    public String toString() {
      return "pass";
    }
  }

  /**
   * Returns the push of {@code count} stones from a point in a direction.
   *
   * @param rules the rules
   * @param point the cell index of the point of the selected stone
   * @param direction N, E, S or W
   * @param count the number of stones written, at least 1
   * @return the push
   * @throws IllegalArgumentException if the point is off the board, the direction is diagonal or
   *     the count is less than 1
   */
  static Push push(Rules rules, int point, SquareDirection direction, int count) {
    return Push.of(rules, point, direction, count);
  }

  /**
   * Returns the opening swap.
   *
   * @param rules the rules
   * @return the swap of these rules
   */
  static Swap swap(Rules rules) {
    return MoveCache.of(Objects.requireNonNull(rules, "rules")).swap;
  }

  /**
   * Returns the pass.
   *
   * @param rules the rules
   * @return the pass of these rules
   */
  static Pass pass(Rules rules) {
    return MoveCache.of(Objects.requireNonNull(rules, "rules")).pass;
  }

  /**
   * Returns the move with a dense id.
   *
   * @param id an id in {@code [0, rules.numDistinctActions())}
   * @param rules the rules
   * @return the move (a shared instance)
   * @throws IllegalArgumentException if the id is out of range
   */
  static Move fromId(int id, Rules rules) {
    Objects.requireNonNull(rules, "rules");
    Move[] all = MoveCache.of(rules).byId;
    if (id < 0 || id >= all.length) {
      throw new IllegalArgumentException(
          "move id " + id + " is out of range 0.." + (all.length - 1) + " for " + rules);
    }
    return all[id];
  }

  /**
   * Reads a move in notation: {@code f7N1}, {@code swap} or {@code pass}. The point must be on the
   * board, the direction one of the capital letters N, E, S, W and the count a number from 1 with
   * no leading zero. The text must match exactly (no spaces, lower-case point and keywords).
   *
   * @param text the notation
   * @param rules the rules whose board the point is on
   * @return the move
   * @throws NotationException if the text is not a move of this board
   */
  static Move parse(CharSequence text, Rules rules) {
    return MoveNotation.parse(text, rules);
  }
}
