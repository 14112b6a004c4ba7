package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SplitMix64;

/**
 * The Zobrist keys (how they are drawn; {@link Tables} holds them per preset) and the steps of the
 * incremental hash that {@link Play} applies. The keys are part of the published format: drawn by
 * SplitMix64 from {@link #SEED} in this order — the stone keys (Black's cells, then White's), the
 * side key, the four swap-state keys, the three pass keys, then the capture keys (Black's counts,
 * then White's).
 */
final class Zobrist {
  /** The fixed seed of the key generator: "Gongqi" in ASCII. */
  static final long SEED = 0x476F6E677169L;

  private Zobrist() {}

  /** Returns the next {@code count} keys of the generator whose state is {@code state[0]}. */
  static long[] draw(long[] state, int count) {
    long[] keys = new long[count];
    fill(state, keys);
    return keys;
  }

  /** Fills {@code keys} with the next keys of the generator whose state is {@code state[0]}. */
  static void fill(long[] state, long[] keys) {
    for (int i = 0; i < keys.length; i++) {
      keys[i] = splitMix(state);
    }
  }

  /** One step of SplitMix64 over a state the caller keeps. */
  static long splitMix(long[] state) {
    return SplitMix64.mix(state[0] += SplitMix64.GAMMA);
  }

  /**
   * Returns the XOR of the stone keys of a colour (0 Black, 1 White) for the cells of one word;
   * needs {@code base} to be the word's first cell (0, 64 or 128).
   */
  static long stones(Tables t, int colour, long bits, int base) {
    long h = 0;
    int first = colour * t.n + base;
    long[] keys = t.stoneKeys;
    for (long x = bits; x != 0; x &= x - 1) {
      h ^= keys[first + Long.numberOfTrailingZeros(x)];
    }
    return h;
  }
}
