package io.github.gongqi.geometry;

import java.util.Objects;

/**
 * A hexagon-shaped board of hexagonal cells: every cell within distance {@code radius} of a centre
 * cell, {@code 3R(R+1)+1} cells in all (91 for radius 5).
 *
 * <p><b>Coordinates.</b> Axial (q, r) with the centre at (0, 0) and the implied cube coordinate
 * {@code s = -q - r}; see {@link HexDirection}. A cell's ring is its distance from the centre,
 * {@code max(|q|, |r|, |s|)}.
 *
 * <p><b>Index.</b> Cells are numbered row by row from the bottom row ({@code r = -R}) up, and left
 * to right ({@code q} increasing) within a row.
 *
 * <p><b>Names.</b> As in Abalone notation: a row letter from {@code a} (bottom) and a diagonal
 * number from 1, where row {@code i = r + R + 1} and diagonal {@code j = q + r + R + 1}; a cell
 * exists iff {@code |i - j| <= R}. For radius 5 the rows run {@code a} to {@code k}, the bottom row
 * holds {@code a1}…{@code a6}, and the centre is {@code f6}.
 *
 * <pre>{@code
 * HexBoard board = HexBoard.of(5);
 * int throne = board.centre();              // board.parse("f6")
 * int ring = board.ring(board.parse("a1")); // 5
 * int[] outer = board.ringCells(5);         // a1 a2 … a6 b7 … counter-clockwise
 * }</pre>
 *
 * <p>Instances are immutable, thread-safe and shared.
 */
public final class HexBoard {
  /** The largest radius supported (25 rows, letters a to y). */
  public static final int MAX_RADIUS = 12;

  private static final HexBoard[] CACHE = new HexBoard[MAX_RADIUS + 1];
  private static final HexDirection[] DIRS = HexDirection.values();

  private final int radius;
  private final int cellCount;
  private final int[] qs;
  private final int[] rs;
  private final int[] rowStart; // by r + R
  private final int[][] neighbours; // [cell][direction]
  private final int[][] permutations; // [symmetry][cell]
  private final String[] names;
  private final Layout layout;

  private HexBoard(int radius) {
    this.radius = radius;
    this.cellCount = 3 * radius * (radius + 1) + 1;
    qs = new int[cellCount];
    rs = new int[cellCount];
    rowStart = new int[2 * radius + 2];
    names = new String[cellCount];
    int i = 0;
    for (int r = -radius; r <= radius; r++) {
      rowStart[r + radius] = i;
      for (int q = -radius; q <= radius; q++) {
        if (Math.abs(q + r) <= radius) {
          qs[i] = q;
          rs[i] = r;
          names[i] = "" + (char) ('a' + r + radius) + (q + r + radius + 1);
          i++;
        }
      }
    }
    rowStart[2 * radius + 1] = i;
    neighbours = new int[cellCount][DIRS.length];
    for (int c = 0; c < cellCount; c++) {
      for (HexDirection d : DIRS) {
        neighbours[c][d.ordinal()] = indexOrMinus(qs[c] + d.dq(), rs[c] + d.dr());
      }
    }
    HexSymmetry[] syms = HexSymmetry.values();
    permutations = new int[syms.length][cellCount];
    for (HexSymmetry s : syms) {
      for (int c = 0; c < cellCount; c++) {
        permutations[s.ordinal()][c] = indexOrMinus(s.mapQ(qs[c], rs[c]), s.mapR(qs[c], rs[c]));
      }
    }
    layout = new Layout(cellCount, neighbours, new int[] {0, 1, 2, 3, 4, 5});
  }

  /**
   * Returns the board of the given radius.
   *
   * @param radius 0 to {@value #MAX_RADIUS}
   * @return the shared board
   * @throws IllegalArgumentException if the radius is out of range
   */
  public static HexBoard of(int radius) {
    if (radius < 0 || radius > MAX_RADIUS) {
      throw new IllegalArgumentException("radius " + radius + " is out of range 0.." + MAX_RADIUS);
    }
    synchronized (CACHE) {
      HexBoard b = CACHE[radius];
      if (b == null) {
        b = new HexBoard(radius);
        CACHE[radius] = b;
      }
      return b;
    }
  }

  /**
   * Returns the radius: the ring number of the outermost cells.
   *
   * @return the radius
   */
  public int radius() {
    return radius;
  }

  /**
   * Returns the number of cells.
   *
   * @return {@code 3R(R+1)+1}
   */
  public int cellCount() {
    return cellCount;
  }

  /**
   * Returns how many {@code long} words a cell set of this board needs (two for radius 5).
   *
   * @return the word count
   */
  public int words() {
    return layout.words;
  }

  /**
   * Returns the index of the centre cell.
   *
   * @return the centre's index
   */
  public int centre() {
    return indexOrMinus(0, 0);
  }

  /**
   * Returns whether axial coordinates lie on the board.
   *
   * @param q axial q
   * @param r axial r
   * @return true if the cell exists
   */
  public boolean contains(int q, int r) {
    return Math.abs(q) <= radius && Math.abs(r) <= radius && Math.abs(q + r) <= radius;
  }

  /**
   * Returns whether an index names a cell.
   *
   * @param index any integer
   * @return true if {@code 0 <= index < cellCount()}
   */
  public boolean isCell(int index) {
    return index >= 0 && index < cellCount;
  }

  /**
   * Returns the index of a cell.
   *
   * @param q axial q
   * @param r axial r
   * @return its index
   * @throws IllegalArgumentException if the cell is off the board
   */
  public int index(int q, int r) {
    int i = indexOrMinus(q, r);
    if (i < 0) {
      throw new IllegalArgumentException(
          "cell ("
              + q
              + ", "
              + r
              + ") is off the board: max(|q|, |r|, |q+r|) must be <= "
              + radius);
    }
    return i;
  }

  private int indexOrMinus(int q, int r) {
    if (!contains(q, r)) {
      return -1;
    }
    int qmin = Math.max(-radius, -radius - r);
    return rowStart[r + radius] + q - qmin;
  }

  /**
   * Returns the axial q of a cell.
   *
   * @param index a cell index
   * @return q
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int q(int index) {
    checkIndex(index);
    return qs[index];
  }

  /**
   * Returns the axial r of a cell.
   *
   * @param index a cell index
   * @return r
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int r(int index) {
    checkIndex(index);
    return rs[index];
  }

  /**
   * Returns the cube coordinate s of a cell, {@code -q - r}.
   *
   * @param index a cell index
   * @return s
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int s(int index) {
    checkIndex(index);
    return -qs[index] - rs[index];
  }

  /**
   * Returns a cell's ring: its distance from the centre (0 for the centre, the radius for the outer
   * ring).
   *
   * @param index a cell index
   * @return the ring number
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int ring(int index) {
    return distance(index, centre());
  }

  /**
   * Returns the number of steps between two cells.
   *
   * @param a a cell index
   * @param b a cell index
   * @return the hex distance
   * @throws IllegalArgumentException if an index is not a cell
   */
  public int distance(int a, int b) {
    checkIndex(a);
    checkIndex(b);
    int dq = qs[a] - qs[b];
    int dr = rs[a] - rs[b];
    return Math.max(Math.abs(dq), Math.max(Math.abs(dr), Math.abs(dq + dr)));
  }

  /**
   * Returns the cells of a ring in counter-clockwise order, starting from the cell {@code k} steps
   * South-West of the centre ({@code a1} for the outer ring of radius 5) and going East first.
   *
   * @param k the ring, 0 to the radius
   * @return a new array of {@code 6k} cells (one for ring 0)
   * @throws IllegalArgumentException if k is out of range
   */
  public int[] ringCells(int k) {
    if (k < 0 || k > radius) {
      throw new IllegalArgumentException("ring " + k + " is out of range 0.." + radius);
    }
    if (k == 0) {
      return new int[] {centre()};
    }
    int[] out = new int[6 * k];
    int q = 0;
    int r = -k;
    int n = 0;
    HexDirection[] walk = {
      HexDirection.E,
      HexDirection.NE,
      HexDirection.NW,
      HexDirection.W,
      HexDirection.SW,
      HexDirection.SE
    };
    for (HexDirection d : walk) {
      for (int step = 0; step < k; step++) {
        out[n++] = indexOrMinus(q, r);
        q += d.dq();
        r += d.dr();
      }
    }
    return out;
  }

  /**
   * Returns the neighbour of a cell, or -1 at the edge.
   *
   * @param index a cell index
   * @param direction the direction
   * @return the neighbour's index, or -1
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int neighbour(int index, HexDirection direction) {
    checkIndex(index);
    return neighbours[index][direction.ordinal()];
  }

  /**
   * Returns the cells of the straight line from one step beyond a cell up to the edge.
   *
   * @param index a cell index
   * @param direction the direction
   * @return a new array, empty at the edge
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int[] ray(int index, HexDirection direction) {
    checkIndex(index);
    int n = 0;
    for (int c = neighbours[index][direction.ordinal()];
        c >= 0;
        c = neighbours[c][direction.ordinal()]) {
      n++;
    }
    int[] ray = new int[n];
    int c = index;
    for (int k = 0; k < n; k++) {
      c = neighbours[c][direction.ordinal()];
      ray[k] = c;
    }
    return ray;
  }

  /**
   * Returns the name of a cell, such as {@code f6}.
   *
   * @param index a cell index
   * @return its name
   * @throws IllegalArgumentException if the index is not a cell
   */
  public String name(int index) {
    checkIndex(index);
    return names[index];
  }

  /**
   * Returns the index of a named cell.
   *
   * @param name a cell name such as {@code f6}
   * @return its index
   * @throws IllegalArgumentException if the text names no cell of this board
   */
  public int parse(CharSequence name) {
    Objects.requireNonNull(name, "name");
    int i = parse(name, 0, name.length());
    if (i < 0) {
      throw new IllegalArgumentException(
          "'"
              + name
              + "' is not a cell of the hexagonal board of radius "
              + radius
              + " (rows a.."
              + (char) ('a' + 2 * radius)
              + ", diagonals 1.."
              + (2 * radius + 1)
              + ", |row - diagonal| <= "
              + radius
              + ")");
    }
    return i;
  }

  /**
   * Returns the index of the cell named by {@code text[start, end)}, or -1 if it names none; never
   * throws for a range within the text.
   *
   * @param text the text
   * @param start the first character of the name
   * @param end one past its last character
   * @return the cell index, or -1
   */
  public int parse(CharSequence text, int start, int end) {
    if (end - start < 2 || end - start > 3) {
      return -1;
    }
    int row = text.charAt(start) - 'a' + 1;
    if (row < 1 || row > 2 * radius + 1) {
      return -1;
    }
    int diag = 0;
    for (int k = start + 1; k < end; k++) {
      char ch = text.charAt(k);
      if (ch < '0' || ch > '9' || (k == start + 1 && ch == '0')) {
        return -1;
      }
      diag = diag * 10 + (ch - '0');
    }
    if (diag < 1 || diag > 2 * radius + 1 || Math.abs(row - diag) > radius) {
      return -1;
    }
    int r = row - radius - 1;
    int q = diag - row;
    return indexOrMinus(q, r);
  }

  /**
   * Returns the image of a cell under a symmetry about the centre.
   *
   * @param symmetry a symmetry
   * @param index a cell index
   * @return the image's index
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int transform(HexSymmetry symmetry, int index) {
    checkIndex(index);
    return permutations[symmetry.ordinal()][index];
  }

  /**
   * Returns a symmetry as a permutation of the cell indices: {@code p[i]} is the image of cell i.
   *
   * @param symmetry a symmetry
   * @return a new array
   */
  public int[] permutation(HexSymmetry symmetry) {
    return permutations[Objects.requireNonNull(symmetry, "symmetry").ordinal()].clone();
  }

  // ---- bitboards ----

  /**
   * Writes into {@code dst} the cells one step from the members of {@code src} in a direction;
   * nothing wraps. Allocation-free when {@code src} and {@code dst} are different arrays.
   *
   * @param src a cell set of {@link #words()} words
   * @param direction the direction
   * @param dst where the result goes
   */
  public void shift(long[] src, HexDirection direction, long[] dst) {
    layout.shift(src, direction.ordinal(), dst);
  }

  /**
   * Writes into {@code dst} the members of {@code src} and every cell adjacent to one.
   *
   * @param src a cell set
   * @param dst where the result goes, distinct from src
   * @param scratch scratch words, distinct from both
   */
  public void dilate(long[] src, long[] dst, long[] scratch) {
    layout.dilate(src, dst, scratch);
  }

  /**
   * Writes into {@code dst} the members of {@code mask} connected within it to {@code seed}.
   *
   * @param seed where the fill starts
   * @param mask the cells it may cover
   * @param dst where the result goes, distinct from the others
   * @param scratch scratch words, distinct from the others
   */
  public void floodFill(long[] seed, long[] mask, long[] dst, long[] scratch) {
    layout.floodFill(seed, mask, dst, scratch);
  }

  /**
   * Returns the set of all cells.
   *
   * @return a new array of {@link #words()} words
   */
  public long[] allCells() {
    return layout.all.clone();
  }

  /**
   * Returns the cells one step from the members of a set.
   *
   * @param set a cell set of this board
   * @param direction the direction
   * @return the shifted set
   */
  public CellSet shift(CellSet set, HexDirection direction) {
    long[] w = set.wordsFor(layout);
    long[] out = new long[layout.words];
    layout.shift(w, direction.ordinal(), out);
    return CellSet.wrap(out);
  }

  /**
   * Returns the members of a set and every cell adjacent to one.
   *
   * @param set a cell set of this board
   * @return the dilated set
   */
  public CellSet dilate(CellSet set) {
    long[] out = new long[layout.words];
    layout.dilate(set.wordsFor(layout), out, new long[layout.words]);
    return CellSet.wrap(out);
  }

  /**
   * Returns the members of {@code mask} connected within it to {@code seed}.
   *
   * @param seed where the fill starts
   * @param mask the cells it may cover
   * @return the filled set
   */
  public CellSet floodFill(CellSet seed, CellSet mask) {
    long[] out = new long[layout.words];
    layout.floodFill(seed.wordsFor(layout), mask.wordsFor(layout), out, new long[layout.words]);
    return CellSet.wrap(out);
  }

  private void checkIndex(int index) {
    if (!isCell(index)) {
      throw new IllegalArgumentException(
          "cell index " + index + " is out of range 0.." + (cellCount - 1) + " of " + this);
    }
  }

  /**
   * Returns a short description, such as {@code hex radius 5 (91 cells)}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "hex radius " + radius + " (" + cellCount + " cells)";
  }
}
