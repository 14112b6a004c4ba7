package io.github.gongqi.gongqi;

import io.github.gongqi.game.GameTransition;
import io.github.gongqi.geometry.CellSet;
import java.util.List;
import java.util.Objects;

/**
 * What a move did, for a user interface to animate: the stones it moved, where the new stone
 * landed, which stones were captured, and the power before and after. From {@link
 * Position#transition(Move)}.
 *
 * @param before the position before the move
 * @param move the move played
 * @param after the position after the move
 * @param side the side that moved: the side to move before the move
 * @param moved the stones of the run, each one point along the push, from the far end of the run
 *     back to the selected point; empty for swap and pass
 * @param placed the cell index of the new stone (the push's point), or -1 for swap and pass
 * @param captured the cell indices of the captured stones
 * @param powerBefore the power before the move
 * @param powerAfter the power after the move
 */
public record Transition(
    Position before,
    Move move,
    Position after,
    Side side,
    List<StoneMove> moved,
    int placed,
    CellSet captured,
    int powerBefore,
    int powerAfter)
    implements GameTransition<Position, Move> {
  /**
   * Checks the components and copies the list.
   *
   * @param before the position before the move
   * @param move the move played
   * @param after the position after the move
   * @param side the side that moved
   * @param moved the stones moved
   * @param placed the new stone's point, or -1
   * @param captured the captured points
   * @param powerBefore the power before the move
   * @param powerAfter the power after the move
   */
  public Transition {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(after, "after");
    Objects.requireNonNull(side, "side");
    moved = List.copyOf(moved);
    Objects.requireNonNull(captured, "captured");
  }
}
