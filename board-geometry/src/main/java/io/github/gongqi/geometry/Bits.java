package io.github.gongqi.geometry;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The bitboard primitives of the project, allocation-free and small enough for the JIT to inline.
 *
 * <p><b>Sets in scalar words.</b> The game engines keep their sets in a fixed number of {@code
 * long} fields or locals (two for Agon's 91 cells, three for Gongqi's up to 144), cell {@code i}
 * being bit {@code i & 63} of word {@code i >>> 6}, the layout of {@link CellSet}. Their repeated
 * steps are named here once, each with its precondition in one line: membership ({@link #has(long,
 * long, int)}), the one-cell set word by word ({@link #bitIn}), moving a member ({@link #moved}),
 * the lowest member ({@link #lowestCell(long, long)}), counting ({@link #count(long, long)}), the
 * member of a given rank ({@link #select(long, long, int)}), the cross-word shifts ({@link
 * #upWord}, {@link #downWord}), the walk along a run of members ({@link #runLength}), and the two
 * steps of drawing a uniformly random member ({@link #select(long, int)}, {@link #randomBelow}).
 *
 * <p><b>Sets in arrays.</b> For tools that keep their sets in caller-owned {@code long[]} arrays,
 * with the grid kernels ({@link SquareGrid#shift}, {@link SquareGrid#floodFill}, {@link
 * HexBoard#shift}): {@link #get}, {@link #set}, {@link #popCount} and the rest.
 */
public final class Bits {
  private Bits() {}

  /** {@code SELECT_IN_BYTE[b * 8 + k]}: the position of the set bit of rank k of the byte b. */
  private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      int k = 0;
      for (int i = 0; i < 8; i++) {
        if ((b >>> i & 1) != 0) {
          SELECT_IN_BYTE[b * 8 + k++] = (byte) i;
        }
      }
    }
  }

  // ---------------------------------------------------------------- sets in scalar words

  /**
   * Returns word {@code word} of the set holding only {@code cell}: {@code 1L << cell} in the word
   * that holds it, 0 in the others. Precondition: {@code 0 <= cell < 64 * (word + 1)}; a shift
   * counts modulo 64, so no mask is needed.
   *
   * @param cell the cell
   * @param word the index of the word, 0 for cells 0–63
   * @return that word of the one-cell set
   */
  public static long bitIn(int cell, int word) {
    return cell >>> 6 == word ? 1L << cell : 0L;
  }

  /**
   * Returns 1 if the two-word set {@code (w0, w1)} holds a cell, else 0, without a branch.
   * Precondition: {@code 0 <= cell < 128}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param cell the cell
   * @return 1 or 0
   */
  public static long bit(long w0, long w1, int cell) {
    return (cell < 64 ? w0 : w1) >>> cell & 1L;
  }

  /**
   * Returns whether the two-word set {@code (w0, w1)} holds a cell. Precondition: {@code 0 <= cell
   * < 128}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param cell the cell
   * @return true if a member
   */
  public static boolean has(long w0, long w1, int cell) {
    return bit(w0, w1, cell) != 0;
  }

  /**
   * Returns whether the three-word set {@code (w0, w1, w2)} holds a cell. Precondition: {@code 0 <=
   * cell < 192}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param w2 cells 128–191
   * @param cell the cell
   * @return true if a member
   */
  public static boolean has(long w0, long w1, long w2, int cell) {
    long w = cell < 64 ? w0 : cell < 128 ? w1 : w2;
    return (w >>> cell & 1L) != 0;
  }

  /**
   * Returns word {@code word} of a set after its member {@code from} moved to {@code to}.
   * Precondition: the set holds {@code from}, not {@code to}; both cells are below {@code 64 *
   * (word + 1)}.
   *
   * @param bits word {@code word} of the set
   * @param word the index of the word
   * @param from the cell left
   * @param to the cell reached
   * @return that word after the move
   */
  public static long moved(long bits, int word, int from, int to) {
    return bits & ~bitIn(from, word) | bitIn(to, word);
  }

  /**
   * Returns the lowest cell of the two-word set {@code (w0, w1)}. Precondition: the set is not
   * empty (else 128).
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @return the lowest member
   */
  public static int lowestCell(long w0, long w1) {
    return w0 != 0 ? Long.numberOfTrailingZeros(w0) : 64 + Long.numberOfTrailingZeros(w1);
  }

  /**
   * Returns the lowest cell of the three-word set {@code (w0, w1, w2)}. Precondition: the set is
   * not empty (else 192).
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param w2 cells 128–191
   * @return the lowest member
   */
  public static int lowestCell(long w0, long w1, long w2) {
    return w0 != 0
        ? Long.numberOfTrailingZeros(w0)
        : w1 != 0 ? 64 + Long.numberOfTrailingZeros(w1) : 128 + Long.numberOfTrailingZeros(w2);
  }

  /**
   * Returns the highest cell of the three-word set {@code (w0, w1, w2)}. Precondition: the set is
   * not empty (else -1).
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param w2 cells 128–191
   * @return the highest member
   */
  public static int highestCell(long w0, long w1, long w2) {
    return w2 != 0
        ? 191 - Long.numberOfLeadingZeros(w2)
        : w1 != 0 ? 127 - Long.numberOfLeadingZeros(w1) : 63 - Long.numberOfLeadingZeros(w0);
  }

  /**
   * Returns the number of cells of the two-word set {@code (w0, w1)}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @return the population count
   */
  public static int count(long w0, long w1) {
    return Long.bitCount(w0) + Long.bitCount(w1);
  }

  /**
   * Returns the number of cells of the three-word set {@code (w0, w1, w2)}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param w2 cells 128–191
   * @return the population count
   */
  public static int count(long w0, long w1, long w2) {
    return Long.bitCount(w0) + Long.bitCount(w1) + Long.bitCount(w2);
  }

  /**
   * Returns the cell of a given rank (from 0, lowest first) of the two-word set {@code (w0, w1)}.
   * Precondition: {@code 0 <= rank < count(w0, w1)}. The word is chosen without a branch: for a set
   * straddling both words, which one holds a drawn rank is a coin toss.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param rank the rank
   * @return the member of that rank
   */
  public static int select(long w0, long w1, int rank) {
    int c = Long.bitCount(w0);
    boolean low = rank < c;
    return (low ? 0 : 64) + select(low ? w0 : w1, low ? rank : rank - c);
  }

  /**
   * Returns the cell of a given rank (from 0, lowest first) of the three-word set {@code (w0, w1,
   * w2)}. Precondition: {@code 0 <= rank < count(w0, w1, w2)}.
   *
   * @param w0 cells 0–63
   * @param w1 cells 64–127
   * @param w2 cells 128–191
   * @param rank the rank
   * @return the member of that rank
   */
  public static int select(long w0, long w1, long w2, int rank) {
    int n0 = Long.bitCount(w0);
    if (rank < n0) {
      return select(w0, rank);
    }
    int n1 = Long.bitCount(w1);
    return rank < n0 + n1 ? 64 + select(w1, rank - n0) : 128 + select(w2, rank - n0 - n1);
  }

  /**
   * Returns word i of a set moved {@code k} cells toward higher cells, from its word i and word i −
   * 1 (which supplies the bits that cross over). Precondition: {@code 0 < k < 64}; the lowest word
   * of a shift has no word below: pass 0.
   *
   * @param word word i of the set
   * @param below word i − 1 of the set, or 0
   * @param k the distance
   * @return word i of the shifted set
   */
  public static long upWord(long word, long below, int k) {
    return (word << k) | (below >>> (64 - k));
  }

  /**
   * Returns word i of a set moved {@code k} cells toward lower cells, from its word i and word i +
   * 1. Precondition: {@code 0 < k < 64}; the highest word of a shift has no word above: pass 0.
   *
   * @param word word i of the set
   * @param above word i + 1 of the set, or 0
   * @param k the distance
   * @return word i of the shifted set
   */
  public static long downWord(long word, long above, int k) {
    return (word >>> k) | (above << (64 - k));
  }

  /**
   * Returns the length of the run of members of a set that starts at {@code cell} and goes by
   * {@code delta}: the number {@code k <= limit} of consecutive members {@code cell, cell + delta,
   * …}. Precondition: the cells {@code cell + i * delta} for {@code i < limit} lie in the array.
   *
   * @param words the set, in the layout of {@link CellSet}
   * @param cell the first cell of the run
   * @param delta the index step of the line (negative for a line toward lower cells)
   * @param limit the longest run wanted
   * @return the run's length, 0 if {@code cell} is not a member
   */
  public static int runLength(long[] words, int cell, int delta, int limit) {
    int k = 0;
    for (int c = cell; k < limit && (words[c >>> 6] >>> c & 1L) != 0; c += delta) {
      k++;
    }
    return k;
  }

  // ---------------------------------------------------------------- random members

  /**
   * Returns the position (0 to 63) of the set bit of a given rank in a word: the k-th cell of a
   * one-word set, counted from the lowest. Halving by popcounts without branches, then a byte
   * table.
   *
   * <pre>{@code
   * Bits.select(0b10110L, 0) == 1; Bits.select(0b10110L, 2) == 4;
   * }</pre>
   *
   * @param word the set bits
   * @param rank from 0, less than {@code Long.bitCount(word)}; the result is unspecified otherwise
   * @return the index of that bit
   */
  public static int select(long word, int rank) {
    long x = word;
    int k = rank;
    int c = Long.bitCount(x & 0xFFFFFFFFL);
    int m = (c - k - 1) >> 31; // -1 when k >= c: the bit is in the upper half
    int base = m & 32;
    k -= m & c;
    x >>>= base;
    c = Long.bitCount(x & 0xFFFFL);
    m = (c - k - 1) >> 31;
    base += m & 16;
    k -= m & c;
    x >>>= m & 16;
    c = Long.bitCount(x & 0xFFL);
    m = (c - k - 1) >> 31;
    base += m & 8;
    k -= m & c;
    x >>>= m & 8;
    return base + SELECT_IN_BYTE[(int) (x & 0xFF) * 8 + k];
  }

  /**
   * Returns an int drawn uniformly from {@code [0, bound)}: Lemire's multiply-and-shift with
   * rejection, exact like {@code random.nextInt(bound)}, whose Java 17 default divides on every
   * call (a quarter of a random playout's time); this one divides only when a draw lands in the
   * rare band that must be rejected.
   *
   * @param random the source of 32-bit words ({@link RandomGenerator#nextInt()})
   * @param bound positive
   * @return a uniformly drawn int in {@code [0, bound)}
   * @throws IllegalArgumentException if {@code bound} is not positive
   * @throws NullPointerException if {@code random} is null
   */
  public static int randomBelow(RandomGenerator random, int bound) {
    Objects.requireNonNull(random, "random");
    if (bound <= 0) {
      throw new IllegalArgumentException("bound " + bound + " is not positive");
    }
    long m = (random.nextInt() & 0xFFFFFFFFL) * bound;
    if (Integer.compareUnsigned((int) m, bound) < 0) {
      int reject = Integer.remainderUnsigned(-bound, bound); // 2^32 mod bound
      while (Integer.compareUnsigned((int) m, reject) < 0) {
        m = (random.nextInt() & 0xFFFFFFFFL) * bound;
      }
    }
    return (int) (m >>> 32);
  }

  // ---------------------------------------------------------------- sets in arrays

  /**
   * Returns whether a cell is set.
   *
   * @param words the set
   * @param cell a cell index within it
   * @return true if the bit is set
   */
  public static boolean get(long[] words, int cell) {
    return (words[cell >>> 6] & (1L << cell)) != 0;
  }

  /**
   * Sets a cell.
   *
   * @param words the set, changed
   * @param cell a cell index within it
   */
  public static void set(long[] words, int cell) {
    words[cell >>> 6] |= 1L << cell;
  }

  /**
   * Clears a cell.
   *
   * @param words the set, changed
   * @param cell a cell index within it
   */
  public static void clear(long[] words, int cell) {
    words[cell >>> 6] &= ~(1L << cell);
  }

  /**
   * Returns the number of set bits.
   *
   * @param words the set
   * @return the population count
   */
  public static int popCount(long[] words) {
    int n = 0;
    for (long w : words) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /**
   * Returns whether no bit is set.
   *
   * @param words the set
   * @return true if empty
   */
  public static boolean isEmpty(long[] words) {
    for (long w : words) {
      if (w != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether the two sets share a member.
   *
   * @param a a set
   * @param b a set
   * @return true if {@code a ∩ b} is not empty
   */
  public static boolean intersects(long[] a, long[] b) {
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      if ((a[i] & b[i]) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes {@code a ∪ b} into {@code dst}, word by word over the length of {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void or(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] | b[i];
    }
  }

  /**
   * Writes {@code a ∩ b} into {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void and(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] & b[i];
    }
  }

  /**
   * Writes {@code a \ b} into {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void andNot(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] & ~b[i];
    }
  }

  /**
   * Returns the smallest set cell at or after {@code from}, or -1.
   *
   * @param words the set
   * @param from the first index to look at, at least 0
   * @return the next member, or -1 if there is none
   */
  public static int nextSetBit(long[] words, int from) {
    int i = from >>> 6;
    if (i >= words.length) {
      return -1;
    }
    long w = words[i] & (-1L << from);
    while (true) {
      if (w != 0) {
        return i * 64 + Long.numberOfTrailingZeros(w);
      }
      if (++i == words.length) {
        return -1;
      }
      w = words[i];
    }
  }
}
