package io.github.gongqi.agon;

import io.github.gongqi.geometry.CellSet;
import java.util.Objects;

/**
 * One legal move of a selected piece, as a board shows it: the cell it reaches and the enemy pieces
 * it would capture there. From {@link Position#targets(int)}.
 *
 * <pre>{@code
 * for (Target t : position.targets("e5")) {
 *   drawDot(t.cell(), t.move().toString());          // data-move="e5-e6"
 *   if (!t.captures().isEmpty()) warn(t.captures());  // the pieces it would take
 * }
 * }</pre>
 *
 * @param move the legal move: a step, or the return of a marked piece
 * @param cell the cell the piece reaches
 * @param captures the cells of the enemy pieces the move captures (empty for returns, which never
 *     capture)
 */
public record Target(Move move, int cell, CellSet captures) {
  /**
   * Checks the components.
   *
   * @param move the move
   * @param cell the cell reached
   * @param captures the captured cells
   * @throws IllegalArgumentException if the cell is not a cell
   */
  public Target {
    Objects.requireNonNull(move, "move");
    Board.check(cell);
    Objects.requireNonNull(captures, "captures");
  }

  /**
   * Returns the name of the cell reached, such as {@code e6}.
   *
   * @return the cell's name
   */
  public String cellName() {
    return Board.name(cell);
  }
}
