package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.N;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.SplitMix64;

/**
 * The Zobrist hash: its keys, drawn once from {@link SplitMix64} with a fixed seed in the order
 * {@link Position#zobrist()} documents (so they are stable across versions), the key offsets that
 * {@link Play} updates the hash with, and the hash from scratch.
 */
final class Zobrist {
  private Zobrist() {}

  /** {@code Z_PIECE[kind * N + cell]}, kind = WQ, WG, BQ, BG, then the same four marked. */
  static final long[] Z_PIECE = new long[8 * N];

  static final long Z_BLACK_TO_MOVE;

  /** By side: that side's Queen is off the board. */
  static final long[] Z_QUEEN_OFF = new long[2];

  /** {@code Z_GUARDS_OFF[side * 8 + count]}: count Guards off the board (0 for none). */
  static final long[] Z_GUARDS_OFF = new long[16];

  static final long Z_PLACING;

  /** By consecutive passes 0, 1, 2 (0 for none). */
  static final long[] Z_PASSES = new long[3];

  /** The fixed seed of the Zobrist keys: the ASCII bytes of {@code "AGON-ZOB"}. */
  static final long ZOBRIST_SEED = 0x41474F4E2D5A4F42L;

  static {
    SplitMix64 rng = new SplitMix64(ZOBRIST_SEED);
    for (int k = 0; k < Z_PIECE.length; k++) {
      Z_PIECE[k] = rng.next();
    }
    Z_BLACK_TO_MOVE = rng.next();
    Z_QUEEN_OFF[0] = rng.next();
    Z_QUEEN_OFF[1] = rng.next();
    for (int side = 0; side < 2; side++) {
      for (int count = 1; count < 8; count++) {
        Z_GUARDS_OFF[side * 8 + count] = rng.next();
      }
    }
    Z_PLACING = rng.next();
    Z_PASSES[1] = rng.next();
    Z_PASSES[2] = rng.next();
  }

  /** The index in {@code Z_PIECE} of side {@code side}'s Queen (or Guard) keys, unmarked. */
  static int zPieces(int side, boolean queen) {
    return side * 2 * N + (queen ? 0 : N);
  }

  /** The keys of side {@code side}'s Guards off the board going from n to n + 1, or back. */
  static long zGuardsOffStep(int side, int n) {
    return Z_GUARDS_OFF[side * 8 + n] ^ Z_GUARDS_OFF[side * 8 + n + 1];
  }

  /** The offset in {@code Z_PIECE} from a piece's key to the same piece marked. */
  static final int MARKED_KEYS = 4 * N;

  /**
   * The hash from scratch; {@link Play#play} updates it incrementally. See {@link
   * Position#zobrist()}.
   */
  static long hash(Army white, Army black, long m0, long m1, Turn turn) {
    long h = 0;
    for (int c = 0; c < N; c++) {
      int key;
      if (Bits.has(white.lo(), white.hi(), c)) {
        key = zPieces(0, c == white.queen());
      } else if (Bits.has(black.lo(), black.hi(), c)) {
        key = zPieces(1, c == black.queen());
      } else {
        continue;
      }
      if (Bits.has(m0, m1, c)) {
        key += MARKED_KEYS;
      }
      h ^= Z_PIECE[key + c];
    }
    if (turn.stm() == 1) {
      h ^= Z_BLACK_TO_MOVE;
    }
    if (white.queen() < 0) {
      h ^= Z_QUEEN_OFF[0];
    }
    if (black.queen() < 0) {
      h ^= Z_QUEEN_OFF[1];
    }
    h ^= Z_GUARDS_OFF[white.off()] ^ Z_GUARDS_OFF[8 + black.off()];
    if (turn.placing()) {
      h ^= Z_PLACING;
    }
    return h ^ Z_PASSES[turn.passes()];
  }
}
