package io.github.gongqi.geometry;

/**
 * The twelve symmetries of the regular hexagon (the dihedral group D6) about a board's centre: six
 * rotations counter-clockwise by multiples of 60°, and six reflections. {@code REFLECT_k} is the
 * reflection in the line through the centre and the East direction, followed by {@code ROTATE_k}.
 */
public enum HexSymmetry {
  /** No change. */
  ROTATE_0,
  /** A sixth of a turn counter-clockwise. */
  ROTATE_60,
  /** A third of a turn counter-clockwise. */
  ROTATE_120,
  /** A half turn. */
  ROTATE_180,
  /** Two thirds of a turn counter-clockwise. */
  ROTATE_240,
  /** Five sixths of a turn counter-clockwise. */
  ROTATE_300,
  /** Reflection in the East–West line through the centre. */
  REFLECT_0,
  /** {@link #REFLECT_0} then {@link #ROTATE_60}. */
  REFLECT_60,
  /** {@link #REFLECT_0} then {@link #ROTATE_120}. */
  REFLECT_120,
  /** {@link #REFLECT_0} then {@link #ROTATE_180}. */
  REFLECT_180,
  /** {@link #REFLECT_0} then {@link #ROTATE_240}. */
  REFLECT_240,
  /** {@link #REFLECT_0} then {@link #ROTATE_300}. */
  REFLECT_300;

  private static final HexSymmetry[] VALUES = values();

  /** The identity. */
  public static final HexSymmetry IDENTITY = ROTATE_0;

  /**
   * Returns whether this symmetry reverses orientation.
   *
   * @return true for the six reflections
   */
  public boolean isReflection() {
    return ordinal() >= 6;
  }

  private int turns() {
    return ordinal() % 6;
  }

  /**
   * Returns the q coordinate of the image of (q, r).
   *
   * @param q axial q
   * @param r axial r
   * @return the image's q
   */
  public int mapQ(int q, int r) {
    return map(q, r)[0];
  }

  /**
   * Returns the r coordinate of the image of (q, r).
   *
   * @param q axial q
   * @param r axial r
   * @return the image's r
   */
  public int mapR(int q, int r) {
    return map(q, r)[1];
  }

  private int[] map(int q, int r) {
    int s = -q - r;
    if (isReflection()) {
      // (q, r, s) -> (-s, -r, -q): E stays, NE and SE trade places.
      int nq = -s;
      int nr = -r;
      int ns = -q;
      q = nq;
      r = nr;
      s = ns;
    }
    for (int k = 0; k < turns(); k++) {
      // A sixth of a turn: (q, r, s) -> (-r, -s, -q).
      int nq = -r;
      int nr = -s;
      int ns = -q;
      q = nq;
      r = nr;
      s = ns;
    }
    return new int[] {q, r};
  }

  /**
   * Returns where a direction points after this symmetry.
   *
   * @param direction a direction
   * @return its image
   */
  public HexDirection apply(HexDirection direction) {
    int[] m = map(direction.dq(), direction.dr());
    for (HexDirection d : HexDirection.values()) {
      if (d.dq() == m[0] && d.dr() == m[1]) {
        return d;
      }
    }
    throw new AssertionError(direction);
  }

  /**
   * Returns the symmetry that applies {@code first} and then this one.
   *
   * @param first the symmetry applied first
   * @return {@code this ∘ first}
   */
  public HexSymmetry after(HexSymmetry first) {
    // Two independent points pin down a symmetry.
    int[] a = first.map(1, 0);
    a = map(a[0], a[1]);
    int[] b = first.map(0, 1);
    b = map(b[0], b[1]);
    for (HexSymmetry s : VALUES) {
      int[] sa = s.map(1, 0);
      int[] sb = s.map(0, 1);
      if (sa[0] == a[0] && sa[1] == a[1] && sb[0] == b[0] && sb[1] == b[1]) {
        return s;
      }
    }
    throw new AssertionError("not in D6");
  }

  /**
   * Returns the symmetry that undoes this one.
   *
   * @return the inverse
   */
  public HexSymmetry inverse() {
    for (HexSymmetry s : VALUES) {
      if (s.after(this) == IDENTITY) {
        return s;
      }
    }
    throw new AssertionError(this);
  }
}
