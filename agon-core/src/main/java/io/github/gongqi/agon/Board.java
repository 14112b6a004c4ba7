package io.github.gongqi.agon;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.HexBoard;
import io.github.gongqi.geometry.HexDirection;
import java.util.Objects;

/**
 * The Agon board: 91 hexagons, a regular hexagon of side 6 around the throne {@code f6}.
 *
 * <p>Cells are the dense indices of {@link HexBoard#of(int) HexBoard.of(5)}: row by row from the
 * bottom, so {@code a1} = 0, {@code a6} = 5, {@code f6} = {@value #THRONE}, {@code k11} = 90. A
 * cell's name is its row letter {@code a}–{@code k} (bottom to top) and its diagonal number {@code
 * 1}–{@code 11}; a cell exists iff {@code |row − diagonal| ≤ 5}.
 *
 * <pre>
 *           k6 . . . . k11
 *          j5 . . . . . .
 *              ...
 *      f1 . . . . f6 . . . . f11
 *              ...
 *           a1 . . . . a6
 * </pre>
 *
 * <p>The ring of a cell is its distance from the throne: 0 for {@code f6}, 1 for its six
 * neighbours, 5 for the 30 cells of the outer ring.
 */
public final class Board {
  /** The number of cells. */
  public static final int CELLS = 91;

  /** The throne {@code f6}, the centre cell. */
  public static final int THRONE = 45;

  static {
    if (Tables.THRONE != THRONE || Tables.N != CELLS) {
      throw new AssertionError("geometry does not match the Agon board");
    }
  }

  private Board() {}

  /**
   * Returns the hexagonal geometry of the board.
   *
   * @return {@code HexBoard.of(5)}
   */
  public static HexBoard geometry() {
    return Tables.HEX;
  }

  /**
   * Returns the cell of a name such as {@code f6}.
   *
   * @param name a cell name
   * @return the cell index
   * @throws NotationException if the text names no cell
   */
  public static int cell(CharSequence name) {
    Objects.requireNonNull(name, "name");
    int c = Tables.HEX.parse(name, 0, name.length());
    if (c < 0) {
      throw new NotationException(
          "expected a cell: a row letter a-k and a diagonal 1-11 with |row - diagonal| <= 5",
          name,
          0);
    }
    return c;
  }

  /**
   * Returns the name of a cell.
   *
   * @param cell a cell index
   * @return its name, such as {@code a1}
   * @throws IllegalArgumentException if the index is not a cell
   */
  public static String name(int cell) {
    return Tables.HEX.name(cell);
  }

  /**
   * Returns the ring of a cell: its distance from the throne.
   *
   * @param cell a cell index
   * @return 0 to 5
   * @throws IllegalArgumentException if the index is not a cell
   */
  public static int ring(int cell) {
    check(cell);
    return Tables.RING[cell];
  }

  /**
   * Returns whether a cell is the throne {@code f6}.
   *
   * @param cell a cell index
   * @return true for the centre
   */
  public static boolean isThrone(int cell) {
    return cell == THRONE;
  }

  /**
   * Returns the neighbour of a cell in a direction.
   *
   * @param cell a cell index
   * @param direction a direction
   * @return the neighbour, or -1 at the edge
   * @throws IllegalArgumentException if the index is not a cell
   */
  public static int neighbour(int cell, HexDirection direction) {
    check(cell);
    return Tables.NB[cell * 6 + Objects.requireNonNull(direction, "direction").ordinal()];
  }

  /**
   * Returns the 30 cells of the outer ring counter-clockwise from {@code a1}: {@code a1 a2 … a6 b7
   * … f11 g11 … k11 k10 … k6 j5 … f1 e1 … b1}.
   *
   * @return a new array
   */
  public static int[] outerRing() {
    return Tables.OUTER_RING.clone();
  }

  /**
   * Returns the cells of a ring.
   *
   * @param ring 0 to 5
   * @return the set of its cells
   * @throws IllegalArgumentException if the ring is out of range
   */
  public static CellSet ringCells(int ring) {
    return CellSet.of(Tables.HEX.ringCells(ring));
  }

  static void check(int cell) {
    if (cell < 0 || cell >= CELLS) {
      throw new IllegalArgumentException("cell index " + cell + " is out of range 0..90");
    }
  }
}
