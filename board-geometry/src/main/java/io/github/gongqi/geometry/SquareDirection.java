package io.github.gongqi.geometry;

import java.util.List;

/**
 * The eight directions of a square grid. North is toward higher row numbers, East toward higher
 * column letters.
 */
public enum SquareDirection {
  /** Up: row + 1. */
  N(0, 1),
  /** Right: column + 1. */
  E(1, 0),
  /** Down: row - 1. */
  S(0, -1),
  /** Left: column - 1. */
  W(-1, 0),
  /** Up and right. */
  NE(1, 1),
  /** Down and right. */
  SE(1, -1),
  /** Down and left. */
  SW(-1, -1),
  /** Up and left. */
  NW(-1, 1);

  /** The four orthogonal directions, in the order N, E, S, W. */
  public static final List<SquareDirection> ORTHOGONAL = List.of(N, E, S, W);

  /** The four diagonal directions, in the order NE, SE, SW, NW. */
  public static final List<SquareDirection> DIAGONAL = List.of(NE, SE, SW, NW);

  private static final SquareDirection[] VALUES = values();

  private final int dx;
  private final int dy;

  SquareDirection(int dx, int dy) {
    this.dx = dx;
    this.dy = dy;
  }

  /**
   * Returns the column change of one step.
   *
   * @return -1, 0 or 1
   */
  public int dx() {
    return dx;
  }

  /**
   * Returns the row change of one step.
   *
   * @return -1, 0 or 1
   */
  public int dy() {
    return dy;
  }

  /**
   * Returns whether this is one of N, E, S, W.
   *
   * @return true for an orthogonal direction
   */
  public boolean isOrthogonal() {
    return dx == 0 || dy == 0;
  }

  /**
   * Returns the direction pointing the other way.
   *
   * @return the opposite direction
   */
  public SquareDirection opposite() {
    return of(-dx, -dy);
  }

  /**
   * Returns the direction with the given step.
   *
   * @param dx column change, -1 to 1
   * @param dy row change, -1 to 1
   * @return the direction
   * @throws IllegalArgumentException if (dx, dy) is not a unit step
   */
  public static SquareDirection of(int dx, int dy) {
    for (SquareDirection d : VALUES) {
      if (d.dx == dx && d.dy == dy) {
        return d;
      }
    }
    throw new IllegalArgumentException("(" + dx + ", " + dy + ") is not a unit step");
  }
}
