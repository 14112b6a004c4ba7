package io.github.gongqi.geometry;

/**
 * The eight symmetries of the square (the dihedral group D4), as maps of a grid onto itself.
 *
 * <p>Each symmetry is a linear map about the grid's centre: rotations turn counter-clockwise (from
 * East toward North). On a grid that is not square only {@link #IDENTITY}, {@link #ROTATE_180},
 * {@link #MIRROR_COLUMNS} and {@link #MIRROR_ROWS} apply; see {@link SquareGrid#supports}.
 */
public enum SquareSymmetry {
  /** Leaves every cell where it is. */
  IDENTITY(1, 0, 0, 1),
  /** A quarter turn counter-clockwise. */
  ROTATE_90(0, -1, 1, 0),
  /** A half turn. */
  ROTATE_180(-1, 0, 0, -1),
  /** Three quarter turns counter-clockwise (a quarter turn clockwise). */
  ROTATE_270(0, 1, -1, 0),
  /** Mirror left to right: column a trades places with the last column. */
  MIRROR_COLUMNS(-1, 0, 0, 1),
  /** Mirror bottom to top: row 1 trades places with the last row. */
  MIRROR_ROWS(1, 0, 0, -1),
  /** Reflection in the diagonal through a1: (x, y) becomes (y, x). */
  TRANSPOSE(0, 1, 1, 0),
  /** Reflection in the other diagonal. */
  ANTI_TRANSPOSE(0, -1, -1, 0);

  private static final SquareSymmetry[] VALUES = values();

  // x' = a*x + b*y, y' = c*x + d*y about the centre.
  private final int a;
  private final int b;
  private final int c;
  private final int d;

  SquareSymmetry(int a, int b, int c, int d) {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /**
   * Returns whether this symmetry exchanges the axes, and so needs a square grid.
   *
   * @return true for the quarter turns and the two diagonal reflections
   */
  public boolean swapsAxes() {
    return a == 0;
  }

  /**
   * Returns the symmetry that applies {@code first} and then this one.
   *
   * @param first the symmetry applied first
   * @return {@code this ∘ first}
   */
  public SquareSymmetry after(SquareSymmetry first) {
    return of(
        a * first.a + b * first.c,
        a * first.b + b * first.d,
        c * first.a + d * first.c,
        c * first.b + d * first.d);
  }

  /**
   * Returns the symmetry that undoes this one.
   *
   * @return the inverse
   */
  public SquareSymmetry inverse() {
    for (SquareSymmetry s : VALUES) {
      if (s.after(this) == IDENTITY) {
        return s;
      }
    }
    throw new AssertionError(this);
  }

  /**
   * Returns where a direction points after this symmetry.
   *
   * @param direction a direction
   * @return the image of the direction
   */
  public SquareDirection apply(SquareDirection direction) {
    int dx = direction.dx();
    int dy = direction.dy();
    return SquareDirection.of(a * dx + b * dy, c * dx + d * dy);
  }

  int mapX(int x2, int y2) {
    return a * x2 + b * y2;
  }

  int mapY(int x2, int y2) {
    return c * x2 + d * y2;
  }

  private static SquareSymmetry of(int a, int b, int c, int d) {
    for (SquareSymmetry s : VALUES) {
      if (s.a == a && s.b == b && s.c == c && s.d == d) {
        return s;
      }
    }
    throw new AssertionError("not in D4");
  }
}
