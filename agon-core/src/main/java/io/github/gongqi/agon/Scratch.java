package io.github.gongqi.agon;

/**
 * The per-thread buffers of the kernels, so that the calls that return a list or a set fill it from
 * one reused move buffer rather than a new one per call. A buffer is only used within one call and
 * never escapes it: each thread has its own, so positions stay thread-safe.
 */
final class Scratch {
  private Scratch() {}

  /** A move buffer per thread, {@link Tables#MAX_LEGAL_MOVES} long. */
  private static final ThreadLocal<int[]> MOVES =
      ThreadLocal.withInitial(() -> new int[Tables.MAX_LEGAL_MOVES]);

  /** This thread's move buffer: holds any position's legal moves; its contents are garbage. */
  static int[] moves() {
    return MOVES.get();
  }
}
