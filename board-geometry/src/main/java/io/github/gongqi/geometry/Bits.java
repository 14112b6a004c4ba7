package io.github.gongqi.geometry;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Allocation-free helpers over bitboard words ({@code long[]}) in the layout of {@link CellSet}:
 * cell {@code i} is bit {@code i & 63} of word {@code i >>> 6}, for tools and engines that keep
 * their sets in caller-owned arrays, together with the grid kernels ({@link SquareGrid#shift},
 * {@link SquareGrid#floodFill}, {@link HexBoard#shift}). The two game engines of this project do
 * not call them on their hot paths: each keeps its board in a fixed number of {@code long} fields
 * (three for Gongqi, two for Agon) with precomputed tables built from {@link SquareGrid} and {@link
 * HexBoard}, which is faster than arrays; they do share the one-word kernels {@link #select} and
 * {@link #randomBelow}, the steps of drawing a uniformly random legal move.
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
