package io.github.gongqi.geometry;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * An immutable set of cell indices stored as a bitboard over {@code long} words. Cell {@code i} is
 * bit {@code i & 63} of word {@code i >>> 6}.
 *
 * <p>A cell set does not know its grid; the grids ({@link SquareGrid}, {@link HexBoard}) shift,
 * dilate and flood-fill it. Iteration is in increasing index order. Instances are immutable and
 * thread-safe; equal sets are equal whatever the number of trailing zero words.
 *
 * <pre>{@code
 * CellSet a = CellSet.of(0, 1, 77);
 * CellSet b = a.union(CellSet.of(2));   // {0, 1, 2, 77}
 * int n = b.size();                     // 4
 * }</pre>
 */
public final class CellSet {
  private static final CellSet EMPTY = new CellSet(new long[0]);

  private final long[] words;

  private CellSet(long[] words) {
    this.words = words;
  }

  static CellSet wrap(long[] words) {
    int n = words.length;
    while (n > 0 && words[n - 1] == 0) {
      n--;
    }
    return new CellSet(n == words.length ? words : Arrays.copyOf(words, n));
  }

  /**
   * Returns the empty set.
   *
   * @return the empty set
   */
  public static CellSet empty() {
    return EMPTY;
  }

  /**
   * Returns the set of the given cells.
   *
   * @param cells cell indices, each at least 0
   * @return the set
   * @throws IllegalArgumentException if an index is negative
   */
  public static CellSet of(int... cells) {
    Objects.requireNonNull(cells, "cells");
    int max = -1;
    for (int c : cells) {
      if (c < 0) {
        throw new IllegalArgumentException("cell index " + c + " is negative");
      }
      max = Math.max(max, c);
    }
    long[] w = new long[(max + 64) >>> 6];
    for (int c : cells) {
      w[c >>> 6] |= 1L << c;
    }
    return wrap(w);
  }

  /**
   * Returns the set whose members are the set bits of the given words (copied).
   *
   * @param words bitboard words
   * @return the set
   */
  public static CellSet ofWords(long... words) {
    return wrap(Objects.requireNonNull(words, "words").clone());
  }

  /**
   * Returns the bitboard words of this set, padded or cut to {@code count} words.
   *
   * @param count the number of words wanted
   * @return a new array
   * @throws IllegalArgumentException if a member does not fit in {@code count} words
   */
  public long[] toWords(int count) {
    if (count < words.length) {
      throw new IllegalArgumentException(
          "the set has a member at index " + (last()) + ", beyond " + count + " words");
    }
    return Arrays.copyOf(words, count);
  }

  long[] wordsFor(Layout layout) {
    if (words.length > layout.words) {
      throw new IllegalArgumentException(
          "the set has a member at index " + last() + ", beyond the grid's " + layout.cellCount);
    }
    long[] w = Arrays.copyOf(words, layout.words);
    if (layout.words > 0 && (w[layout.words - 1] & ~layout.all[layout.words - 1]) != 0) {
      throw new IllegalArgumentException(
          "the set has a member at index " + last() + ", beyond the grid's " + layout.cellCount);
    }
    return w;
  }

  /**
   * Returns whether a cell is a member.
   *
   * @param cell a cell index
   * @return true if it is in the set
   */
  public boolean contains(int cell) {
    return cell >= 0 && (cell >>> 6) < words.length && (words[cell >>> 6] & (1L << cell)) != 0;
  }

  /**
   * Returns the number of members.
   *
   * @return the population count
   */
  public int size() {
    int n = 0;
    for (long w : words) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /**
   * Returns whether the set has no member.
   *
   * @return true if empty
   */
  public boolean isEmpty() {
    return words.length == 0;
  }

  /**
   * Returns the members of either set.
   *
   * @param other another set
   * @return {@code this ∪ other}
   */
  public CellSet union(CellSet other) {
    long[] a = words.length >= other.words.length ? words : other.words;
    long[] b = a == words ? other.words : words;
    long[] r = a.clone();
    for (int i = 0; i < b.length; i++) {
      r[i] |= b[i];
    }
    return wrap(r);
  }

  /**
   * Returns the members of both sets.
   *
   * @param other another set
   * @return {@code this ∩ other}
   */
  public CellSet intersection(CellSet other) {
    long[] r = new long[Math.min(words.length, other.words.length)];
    for (int i = 0; i < r.length; i++) {
      r[i] = words[i] & other.words[i];
    }
    return wrap(r);
  }

  /**
   * Returns the members of this set that are not in the other.
   *
   * @param other another set
   * @return {@code this \ other}
   */
  public CellSet difference(CellSet other) {
    long[] r = words.clone();
    for (int i = 0; i < Math.min(r.length, other.words.length); i++) {
      r[i] &= ~other.words[i];
    }
    return wrap(r);
  }

  /**
   * Returns this set with one more member.
   *
   * @param cell a cell index, at least 0
   * @return the set with the cell
   */
  public CellSet with(int cell) {
    return union(of(cell));
  }

  /**
   * Returns this set without a cell.
   *
   * @param cell a cell index
   * @return the set without the cell
   */
  public CellSet without(int cell) {
    return cell < 0 ? this : difference(of(cell));
  }

  /**
   * Returns the smallest member, or -1 if empty.
   *
   * @return the first member
   */
  public int first() {
    return Bits.nextSetBit(words, 0);
  }

  private int last() {
    if (words.length == 0) {
      return -1;
    }
    int i = words.length - 1;
    return i * 64 + 63 - Long.numberOfLeadingZeros(words[i]);
  }

  /**
   * Calls the action with each member, in increasing order.
   *
   * @param action what to do with each cell index
   */
  public void forEach(IntConsumer action) {
    Objects.requireNonNull(action, "action");
    for (int i = 0; i < words.length; i++) {
      long w = words[i];
      while (w != 0) {
        action.accept(i * 64 + Long.numberOfTrailingZeros(w));
        w &= w - 1;
      }
    }
  }

  /**
   * Returns the members in increasing order.
   *
   * @return a new array
   */
  public int[] toArray() {
    int[] r = new int[size()];
    int[] k = {0};
    forEach(c -> r[k[0]++] = c);
    return r;
  }

  /**
   * Returns the members in increasing order as a stream.
   *
   * @return a stream of cell indices
   */
  public IntStream stream() {
    return IntStream.of(toArray());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CellSet && Arrays.equals(words, ((CellSet) o).words);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(words);
  }

  /**
   * Returns the members as a list of indices, such as {@code {0, 1, 77}}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    forEach(c -> sb.append(sb.length() > 1 ? ", " : "").append(c));
    return sb.append('}').toString();
  }
}
