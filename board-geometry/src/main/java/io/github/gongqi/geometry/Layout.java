package io.github.gongqi.geometry;

/**
 * The bit layout of a grid's cells over {@code long} words (cell i is bit {@code i & 63} of word
 * {@code i >>> 6}) and, for each direction, how a one-step shift moves bits.
 *
 * <p>A shift in one direction is a union of a few masked constant shifts: one for a square grid,
 * one per row for a hexagonal board whose rows differ in length. The source masks keep only cells
 * that have a neighbour that way, so no bit ever wraps across an edge.
 */
final class Layout {
  final int cellCount;
  final int words;
  final long[] all;
  // [direction][group] -> delta in bits (may be negative) and source mask words.
  private final int[][] deltas;
  private final long[][][] masks;
  private final int[] orthogonal;

  Layout(int cellCount, int[][] neighbours, int[] orthogonalDirections) {
    this.cellCount = cellCount;
    this.words = (cellCount + 63) >>> 6;
    this.all = new long[words];
    for (int i = 0; i < cellCount; i++) {
      all[i >>> 6] |= 1L << i;
    }
    int dirs = neighbours[0].length;
    deltas = new int[dirs][];
    masks = new long[dirs][][];
    for (int d = 0; d < dirs; d++) {
      // Group the cells by the index change of their step.
      java.util.TreeMap<Integer, long[]> groups = new java.util.TreeMap<>();
      for (int i = 0; i < cellCount; i++) {
        int n = neighbours[i][d];
        if (n >= 0) {
          groups.computeIfAbsent(n - i, k -> new long[words])[i >>> 6] |= 1L << i;
        }
      }
      deltas[d] = new int[groups.size()];
      masks[d] = new long[groups.size()][];
      int g = 0;
      for (var e : groups.entrySet()) {
        deltas[d][g] = e.getKey();
        masks[d][g] = e.getValue();
        g++;
      }
    }
    this.orthogonal = orthogonalDirections.clone();
  }

  /** dst = cells reached by one step of direction d from members of src; dst may be src. */
  void shift(long[] src, int d, long[] dst) {
    int[] ds = deltas[d];
    long[][] ms = masks[d];
    if (ds.length == 1) {
      shiftMasked(src, ms[0], ds[0], dst, false);
      return;
    }
    // Several groups: accumulate into dst; copy src first if they alias.
    long[] s = src == dst ? src.clone() : src;
    for (int i = 0; i < words; i++) {
      dst[i] = 0;
    }
    for (int g = 0; g < ds.length; g++) {
      shiftMasked(s, ms[g], ds[g], dst, true);
    }
  }

  /** dst (|)= (src & mask) shifted by delta bits. */
  private void shiftMasked(long[] src, long[] mask, int delta, long[] dst, boolean accumulate) {
    int n = words;
    if (delta >= 0) {
      int w = delta >>> 6;
      int b = delta & 63;
      for (int i = n - 1; i >= 0; i--) {
        int j = i - w;
        long v = 0;
        if (j >= 0) {
          v = (src[j] & mask[j]) << b;
          if (b != 0 && j > 0) {
            v |= (src[j - 1] & mask[j - 1]) >>> (64 - b);
          }
        }
        dst[i] = accumulate ? dst[i] | v : v;
      }
    } else {
      int k = -delta;
      int w = k >>> 6;
      int b = k & 63;
      for (int i = 0; i < n; i++) {
        int j = i + w;
        long v = 0;
        if (j < n) {
          v = (src[j] & mask[j]) >>> b;
          if (b != 0 && j + 1 < n) {
            v |= (src[j + 1] & mask[j + 1]) << (64 - b);
          }
        }
        dst[i] = accumulate ? dst[i] | v : v;
      }
    }
  }

  /** dst = src plus every cell orthogonally adjacent to a member; uses tmp as scratch. */
  void dilate(long[] src, long[] dst, long[] tmp) {
    long[] acc = src == dst ? src.clone() : null;
    if (acc == null) {
      System.arraycopy(src, 0, dst, 0, words);
      acc = src;
    }
    for (int d : orthogonal) {
      shift(acc, d, tmp);
      for (int i = 0; i < words; i++) {
        dst[i] |= tmp[i];
      }
    }
  }

  /** dst = the members of mask connected to seed (within mask); tmp is scratch. */
  void floodFill(long[] seed, long[] mask, long[] dst, long[] tmp) {
    for (int i = 0; i < words; i++) {
      dst[i] = seed[i] & mask[i];
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int d : orthogonal) {
        shift(dst, d, tmp);
        for (int i = 0; i < words; i++) {
          long v = dst[i] | (tmp[i] & mask[i]);
          if (v != dst[i]) {
            dst[i] = v;
            changed = true;
          }
        }
      }
    }
  }
}
