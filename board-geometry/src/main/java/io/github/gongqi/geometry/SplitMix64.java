package io.github.gongqi.geometry;

/**
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
 * 2014): the generator that both games draw their documented, version-stable Zobrist keys from. It
 * lives here once so that the keys of every game come from the same published algorithm.
 *
 * <p>Not thread-safe: one instance is a sequence, drawn by one thread (the games draw their keys
 * once, in a static initialiser).
 *
 * <pre>{@code
 * SplitMix64 keys = new SplitMix64(0x41474F4E2D5A4F42L); // "AGON-ZOB"
 * long first = keys.next();
 * }</pre>
 */
public final class SplitMix64 {
  /** The increment of the state at every draw: the odd integer nearest 2^64 / φ. */
  public static final long GAMMA = 0x9E3779B97F4A7C15L;

  private long state;

  /**
   * Creates a generator.
   *
   * @param seed the initial state; the first draw mixes {@code seed + GAMMA}
   */
  public SplitMix64(long seed) {
    state = seed;
  }

  /**
   * Returns the next value: the state advanced by {@link #GAMMA}, then {@link #mix}ed.
   *
   * @return 64 pseudorandom bits
   */
  public long next() {
    return mix(state += GAMMA);
  }

  /**
   * Returns SplitMix64's output function of a state: two xor-shift-multiply rounds and a final
   * xor-shift (Stafford's variant 13 of the MurmurHash3 finaliser), a bijection on 64-bit values.
   *
   * @param z the state after its increment
   * @return the mixed value
   */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
