package io.github.gongqi.gongqi;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Objects;

/**
 * A Gongqi move: a {@link Push}, the opening {@link Swap}, or a {@link Pass}.
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
public sealed interface Move permits Push, Swap, Pass {

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
    return Moves.of(Objects.requireNonNull(rules, "rules")).swap;
  }

  /**
   * Returns the pass.
   *
   * @param rules the rules
   * @return the pass of these rules
   */
  static Pass pass(Rules rules) {
    return Moves.of(Objects.requireNonNull(rules, "rules")).pass;
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
    Move[] all = Moves.of(rules).byId;
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
    return Moves.parse(text, rules);
  }
}
