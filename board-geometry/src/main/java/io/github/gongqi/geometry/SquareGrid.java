package io.github.gongqi.geometry;

import java.util.Objects;

/**
 * A rectangular grid of {@code width × height} cells, from 1 × 1 up to 32 × 32, with a dense cell
 * index, names, neighbours, rays, the symmetries of the square and bitboard kernels.
 *
 * <p>Cell {@code (column, row)}, both counted from 0 at the bottom left, has index {@code row *
 * width + column}. Its name is the column letter ({@code a} from the left, none skipped; after
 * {@code z} come {@code aa}, {@code ab}, …) followed by the row number from 1 at the bottom: on a
 * 12 × 12 grid {@code index(5, 6)} is {@code f7}.
 *
 * <pre>{@code
 * SquareGrid grid = SquareGrid.of(12, 12);
 * int f7 = grid.parse("f7");                           // 77
 * int g7 = grid.neighbour(f7, SquareDirection.E);      // index of g7
 * String name = grid.name(g7);                         // "g7"
 * }</pre>
 *
 * <p>Instances are immutable, thread-safe and shared: {@code of(w, h) == of(w, h)}.
 */
public final class SquareGrid {
  /** The largest width or height supported. */
  public static final int MAX_SIZE = 32;

  private static final SquareGrid[] CACHE = new SquareGrid[(MAX_SIZE + 1) * (MAX_SIZE + 1)];
  private static final SquareDirection[] DIRS = SquareDirection.values();

  private final int width;
  private final int height;
  private final int[][] neighbours; // [cell][direction ordinal], -1 off the grid
  private final int[][] permutations; // [symmetry ordinal][cell], null if not supported
  private final String[] names;
  private final Layout layout;

  private SquareGrid(int width, int height) {
    this.width = width;
    this.height = height;
    int n = width * height;
    neighbours = new int[n][DIRS.length];
    names = new String[n];
    for (int i = 0; i < n; i++) {
      int x = i % width;
      int y = i / width;
      names[i] = columnName(x) + (y + 1);
      for (SquareDirection d : DIRS) {
        int nx = x + d.dx();
        int ny = y + d.dy();
        neighbours[i][d.ordinal()] = contains(nx, ny) ? ny * width + nx : -1;
      }
    }
    SquareSymmetry[] syms = SquareSymmetry.values();
    permutations = new int[syms.length][];
    for (SquareSymmetry s : syms) {
      if (s.swapsAxes() && width != height) {
        continue;
      }
      int[] p = new int[n];
      for (int i = 0; i < n; i++) {
        int x2 = 2 * (i % width) - (width - 1);
        int y2 = 2 * (i / width) - (height - 1);
        int nx = (s.mapX(x2, y2) + width - 1) / 2;
        int ny = (s.mapY(x2, y2) + height - 1) / 2;
        p[i] = ny * width + nx;
      }
      permutations[s.ordinal()] = p;
    }
    layout =
        new Layout(
            n,
            neighbours,
            new int[] {
              SquareDirection.N.ordinal(),
              SquareDirection.E.ordinal(),
              SquareDirection.S.ordinal(),
              SquareDirection.W.ordinal()
            });
  }

  /**
   * Returns the grid of the given size.
   *
   * @param width columns, 1 to {@value #MAX_SIZE}
   * @param height rows, 1 to {@value #MAX_SIZE}
   * @return the shared grid instance
   * @throws IllegalArgumentException if a size is out of range
   */
  public static SquareGrid of(int width, int height) {
    checkSize("width", width);
    checkSize("height", height);
    int key = width * (MAX_SIZE + 1) + height;
    synchronized (CACHE) {
      SquareGrid g = CACHE[key];
      if (g == null) {
        g = new SquareGrid(width, height);
        CACHE[key] = g;
      }
      return g;
    }
  }

  private static void checkSize(String what, int value) {
    if (value < 1 || value > MAX_SIZE) {
      throw new IllegalArgumentException(what + " " + value + " is out of range 1.." + MAX_SIZE);
    }
  }

  /**
   * Returns the column letters of a column: {@code a} for 0, {@code z} for 25, {@code aa} for 26.
   *
   * @param column the column, from 0
   * @return its letters
   */
  static String columnName(int column) {
    return column < 26
        ? String.valueOf((char) ('a' + column))
        : columnName(column / 26 - 1) + (char) ('a' + column % 26);
  }

  /**
   * Returns the number of columns.
   *
   * @return the width
   */
  public int width() {
    return width;
  }

  /**
   * Returns the number of rows.
   *
   * @return the height
   */
  public int height() {
    return height;
  }

  /**
   * Returns the number of cells, {@code width * height}; indices run from 0 to this minus one.
   *
   * @return the cell count
   */
  public int cellCount() {
    return width * height;
  }

  /**
   * Returns how many {@code long} words a cell set of this grid needs: one for 8 × 8, three for 12
   * × 12.
   *
   * @return the word count
   */
  public int words() {
    return layout.words;
  }

  /**
   * Returns whether a column and row lie on the grid.
   *
   * @param column the column, from 0
   * @param row the row, from 0
   * @return true if the cell exists
   */
  public boolean contains(int column, int row) {
    return column >= 0 && column < width && row >= 0 && row < height;
  }

  /**
   * Returns whether an index names a cell of this grid.
   *
   * @param index any integer
   * @return true if {@code 0 <= index < cellCount()}
   */
  public boolean isCell(int index) {
    return index >= 0 && index < width * height;
  }

  /**
   * Returns the index of a cell.
   *
   * @param column the column, from 0
   * @param row the row, from 0
   * @return {@code row * width + column}
   * @throws IllegalArgumentException if the cell is off the grid
   */
  public int index(int column, int row) {
    if (!contains(column, row)) {
      throw new IllegalArgumentException(
          "cell ("
              + column
              + ", "
              + row
              + ") is off the "
              + this
              + " grid: column must be in 0.."
              + (width - 1)
              + " and row in 0.."
              + (height - 1));
    }
    return row * width + column;
  }

  /**
   * Returns the column of a cell.
   *
   * @param index a cell index
   * @return its column, from 0
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int column(int index) {
    checkIndex(index);
    return index % width;
  }

  /**
   * Returns the row of a cell.
   *
   * @param index a cell index
   * @return its row, from 0
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int row(int index) {
    checkIndex(index);
    return index / width;
  }

  /**
   * Returns the name of a cell, such as {@code f7}.
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
   * @param name a cell name such as {@code f7}
   * @return its index
   * @throws IllegalArgumentException if the text is not the name of a cell of this grid
   */
  public int parse(CharSequence name) {
    Objects.requireNonNull(name, "name");
    int index = parse(name, 0, name.length());
    if (index < 0) {
      throw new IllegalArgumentException(
          "'"
              + name
              + "' is not a cell of the "
              + this
              + " grid (columns a.."
              + columnName(width - 1)
              + ", rows 1.."
              + height
              + ")");
    }
    return index;
  }

  /**
   * Returns the index of the cell named by {@code text[start, end)}, or -1 if it names none; never
   * throws for any range within the text. Notation parsers use it to read a cell inside a longer
   * token without copying.
   *
   * @param text the text
   * @param start the first character of the name
   * @param end one past its last character
   * @return the cell index, or -1
   */
  public int parse(CharSequence text, int start, int end) {
    int i = start;
    int column = 0;
    int letters = 0;
    while (i < end && text.charAt(i) >= 'a' && text.charAt(i) <= 'z') {
      column = letters == 0 ? text.charAt(i) - 'a' : (column + 1) * 26 + (text.charAt(i) - 'a');
      letters++;
      i++;
      if (letters > 2) {
        return -1;
      }
    }
    if (letters == 0 || i == end || text.charAt(i) == '0') {
      return -1;
    }
    int row = 0;
    int digits = 0;
    while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      row = row * 10 + (text.charAt(i) - '0');
      digits++;
      i++;
      if (digits > 2) {
        return -1;
      }
    }
    if (i != end || digits == 0 || !contains(column, row - 1)) {
      return -1;
    }
    return (row - 1) * width + column;
  }

  /**
   * Returns the neighbour of a cell one step away, or -1 at the edge.
   *
   * @param index a cell index
   * @param direction the direction of the step
   * @return the neighbour's index, or -1 if the step leaves the grid
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int neighbour(int index, SquareDirection direction) {
    checkIndex(index);
    return neighbours[index][direction.ordinal()];
  }

  /**
   * Returns the cell {@code steps} steps away, or -1 if the path leaves the grid.
   *
   * @param index a cell index
   * @param direction the direction
   * @param steps how many steps, at least 0
   * @return the index reached, or -1
   * @throws IllegalArgumentException if the index is not a cell or steps is negative
   */
  public int step(int index, SquareDirection direction, int steps) {
    checkIndex(index);
    if (steps < 0) {
      throw new IllegalArgumentException("steps " + steps + " is negative");
    }
    int x = index % width + direction.dx() * steps;
    int y = index / width + direction.dy() * steps;
    return contains(x, y) ? y * width + x : -1;
  }

  /**
   * Returns how many steps fit between a cell and the edge in a direction.
   *
   * @param index a cell index
   * @param direction the direction
   * @return the number of cells of the ray from this cell
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int distanceToEdge(int index, SquareDirection direction) {
    checkIndex(index);
    int x = index % width;
    int y = index / width;
    int limit = Integer.MAX_VALUE;
    if (direction.dx() > 0) {
      limit = Math.min(limit, width - 1 - x);
    } else if (direction.dx() < 0) {
      limit = Math.min(limit, x);
    }
    if (direction.dy() > 0) {
      limit = Math.min(limit, height - 1 - y);
    } else if (direction.dy() < 0) {
      limit = Math.min(limit, y);
    }
    return limit;
  }

  /**
   * Returns the cells from one step beyond a cell up to the edge, in order.
   *
   * @param index a cell index
   * @param direction the direction
   * @return a new array, empty at the edge
   * @throws IllegalArgumentException if the index is not a cell
   */
  public int[] ray(int index, SquareDirection direction) {
    int[] ray = new int[distanceToEdge(index, direction)];
    int c = index;
    for (int k = 0; k < ray.length; k++) {
      c = neighbours[c][direction.ordinal()];
      ray[k] = c;
    }
    return ray;
  }

  /**
   * Returns whether a symmetry maps this grid onto itself: the quarter turns and diagonal
   * reflections need a square grid.
   *
   * @param symmetry a symmetry
   * @return true if it applies
   */
  public boolean supports(SquareSymmetry symmetry) {
    return permutations[symmetry.ordinal()] != null;
  }

  /**
   * Returns the image of a cell under a symmetry.
   *
   * @param symmetry a supported symmetry
   * @param index a cell index
   * @return the index of the image
   * @throws IllegalArgumentException if the index is not a cell or the symmetry does not apply
   */
  public int transform(SquareSymmetry symmetry, int index) {
    checkIndex(index);
    return permutationOf(symmetry)[index];
  }

  /**
   * Returns a symmetry as a permutation of the cell indices: {@code p[i]} is the image of cell i.
   *
   * @param symmetry a supported symmetry
   * @return a new array of {@link #cellCount()} indices
   * @throws IllegalArgumentException if the symmetry does not apply to this grid
   */
  public int[] permutation(SquareSymmetry symmetry) {
    return permutationOf(symmetry).clone();
  }

  private int[] permutationOf(SquareSymmetry symmetry) {
    int[] p = permutations[Objects.requireNonNull(symmetry, "symmetry").ordinal()];
    if (p == null) {
      throw new IllegalArgumentException(symmetry + " needs a square grid, not " + this);
    }
    return p;
  }

  // ---- bitboards ----

  /**
   * Writes into {@code dst} the cells one step from the members of {@code src} in a direction.
   * Nothing wraps across an edge. Allocation-free; {@code dst} may be {@code src}.
   *
   * @param src a cell set of {@link #words()} words
   * @param direction the direction
   * @param dst where the result goes
   */
  public void shift(long[] src, SquareDirection direction, long[] dst) {
    layout.shift(src, direction.ordinal(), dst);
  }

  /**
   * Writes into {@code dst} the members of {@code src} and every cell orthogonally adjacent to one.
   * Allocation-free when {@code src} and {@code dst} are different arrays.
   *
   * @param src a cell set
   * @param dst where the result goes
   * @param scratch a scratch array of {@link #words()} words, distinct from both
   */
  public void dilate(long[] src, long[] dst, long[] scratch) {
    layout.dilate(src, dst, scratch);
  }

  /**
   * Writes into {@code dst} the members of {@code mask} orthogonally connected, within {@code
   * mask}, to a member of {@code seed & mask}. Allocation-free.
   *
   * @param seed where the fill starts
   * @param mask the cells it may cover
   * @param dst where the result goes, distinct from the others
   * @param scratch a scratch array, distinct from the others
   */
  public void floodFill(long[] seed, long[] mask, long[] dst, long[] scratch) {
    layout.floodFill(seed, mask, dst, scratch);
  }

  /**
   * Returns the set of all cells of the grid.
   *
   * @return a new array of {@link #words()} words
   */
  public long[] allCells() {
    return layout.all.clone();
  }

  /**
   * Returns the cells one step from the members of a set in a direction.
   *
   * @param set a cell set of this grid
   * @param direction the direction
   * @return the shifted set
   */
  public CellSet shift(CellSet set, SquareDirection direction) {
    long[] w = set.wordsFor(layout);
    layout.shift(w, direction.ordinal(), w);
    return CellSet.wrap(w);
  }

  /**
   * Returns the members of a set and every cell orthogonally adjacent to one.
   *
   * @param set a cell set of this grid
   * @return the dilated set
   */
  public CellSet dilate(CellSet set) {
    long[] w = set.wordsFor(layout);
    long[] out = new long[layout.words];
    layout.dilate(w, out, new long[layout.words]);
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
          "cell index " + index + " is out of range 0.." + (cellCount() - 1) + " of " + this);
    }
  }

  /**
   * Returns the size, such as {@code 12x12}.
   *
   * @return {@code width + "x" + height}
   */
  @Override
  public String toString() {
    return width + "x" + height;
  }
}
