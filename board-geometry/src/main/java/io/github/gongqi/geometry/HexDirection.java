package io.github.gongqi.geometry;

/**
 * The six directions of a hexagonal grid in axial coordinates (q, r), counter-clockwise from East.
 * The third cube coordinate is {@code s = -q - r}. On a {@link HexBoard} drawn with row {@code a}
 * at the bottom, r grows upward and q grows to the right along a row.
 */
public enum HexDirection {
  /** Along the row to the right: (+1, 0). */
  E(1, 0),
  /** Up and right: (0, +1). */
  NE(0, 1),
  /** Up and left: (-1, +1). */
  NW(-1, 1),
  /** Along the row to the left: (-1, 0). */
  W(-1, 0),
  /** Down and left: (0, -1). */
  SW(0, -1),
  /** Down and right: (+1, -1). */
  SE(1, -1);

  private static final HexDirection[] VALUES = values();

  private final int dq;
  private final int dr;

  HexDirection(int dq, int dr) {
    this.dq = dq;
    this.dr = dr;
  }

  /**
   * Returns the change of q in one step.
   *
   * @return -1, 0 or 1
   */
  public int dq() {
    return dq;
  }

  /**
   * Returns the change of r in one step.
   *
   * @return -1, 0 or 1
   */
  public int dr() {
    return dr;
  }

  /**
   * Returns the direction pointing the other way.
   *
   * @return the opposite direction
   */
  public HexDirection opposite() {
    return VALUES[(ordinal() + 3) % 6];
  }

  /**
   * Returns this direction turned counter-clockwise by {@code sixths} sixths of a turn.
   *
   * @param sixths any integer; negative turns clockwise
   * @return the turned direction
   */
  public HexDirection rotate(int sixths) {
    return VALUES[Math.floorMod(ordinal() + sixths, 6)];
  }
}
