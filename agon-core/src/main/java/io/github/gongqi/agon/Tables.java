package io.github.gongqi.agon;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.HexBoard;
import io.github.gongqi.geometry.HexDirection;

/**
 * Precomputed tables shared by every position: neighbours, step targets, capture lines and move ids
 * ({@link Zobrist} holds the hash keys). Cells are the dense indices of {@code HexBoard.of(5)}; a
 * cell set is two longs (bits 0–63 in the low word, 64–90 in the high word).
 */
final class Tables {
  static final HexBoard HEX = HexBoard.of(5);
  static final int N = 91;
  static final int THRONE = HEX.centre();

  static final byte[] RING = new byte[N];

  /** {@code NB[c * 6 + d]}: the neighbour of c in direction d (HexDirection order), or -1. */
  static final int[] NB = new int[N * 6];

  /**
   * {@code PAIR_LO/HI[c * 3 + d]}, d in 0..2: the two neighbours of c in directions d and d + 3 as
   * a two-word set; where one is missing, cell 127 stands for it, which no set of cells holds.
   */
  static final long[] PAIR_LO = new long[N * 3];

  static final long[] PAIR_HI = new long[N * 3];

  /**
   * {@code STEP_LO/HI[c]}: the cells a piece on c may step to (same ring or inward), no throne.
   * Indexed up to 127 so that the empty slot of a position's stepper list ({@code 0x7F}) has no
   * target and a masked index needs no range check.
   */
  static final long[] STEP_LO = new long[128];

  static final long[] STEP_HI = new long[128];

  static final boolean[] NEXT_TO_THRONE = new boolean[N];

  /** The most step targets a cell has: two neighbours in its ring and two inward. */
  static final int MAX_STEPS_FROM = 4;

  /**
   * {@code STEP_TO[c * 4 + k]}: the k-th cell, in increasing order, a piece on c may step to, the
   * throne included for a cell next to it (only the Queen may enter it); 127, a cell no set holds,
   * in the unused entries. Indexed up to 127 like {@link #STEP_LO}, so that an empty stepper slot
   * has no target. Lets the listing write a piece's steps with no loop over a target set.
   */
  static final byte[] STEP_TO = new byte[128 * MAX_STEPS_FROM];

  /**
   * {@code STEP_TO_ID[c * 4 + k]}: the id of the step to {@code STEP_TO[c * 4 + k]}; the pass's id
   * in the unused entries, which the listing and the mask write and then pass over.
   */
  static final short[] STEP_TO_ID = new short[128 * MAX_STEPS_FROM];

  /** {@code CAP_A[c * 6 + d]}: the cell a step to c may capture in direction d, or -1. */
  static final int[] CAP_A = new int[N * 6];

  /** {@code CAP_B[c * 6 + d]}: the flanking cell beyond {@code CAP_A}. */
  static final int[] CAP_B = new int[N * 6];

  /**
   * {@code CAP_A_LO/HI[c]}: the cells {@code CAP_A[c * 6 + d]} of all six directions, so that a
   * step to c with no enemy among them skips the capture loop.
   */
  static final long[] CAP_A_LO = new long[N];

  static final long[] CAP_A_HI = new long[N];

  /**
   * {@code CAP_B_LO/HI[c]}: the cells {@code CAP_B[c * 6 + d]} of all six directions: where a piece
   * of the mover must stand for a step to c to capture.
   */
  static final long[] CAP_B_LO = new long[N];

  static final long[] CAP_B_HI = new long[N];

  /**
   * {@code MID[c * N + f]}: for a cell f two steps from c along a line, the cell between them (else
   * -1).
   */
  static final byte[] MID = new byte[N * N];

  /**
   * {@code FAR_LO/HI[c]}: the cells {@code CAP_B[c * 6 + d]} of directions 0..2, so that an enemy
   * on c with no enemy among them flanks no cell with another enemy in those directions.
   */
  static final long[] FAR_LO = new long[N];

  static final long[] FAR_HI = new long[N];

  static final long OUTER_LO;
  static final long OUTER_HI;
  static final long ALL_LO = -1L;
  static final long ALL_HI = (1L << (N - 64)) - 1;
  static final long RING1_LO;
  static final long THRONE_LO = 1L << THRONE;

  /** The outer ring in the spec's order, counter-clockwise from a1. */
  static final int[] OUTER_RING = HEX.ringCells(5);

  // ---- move ids ----
  static final int K_STEP = 0;
  static final int K_DROP_Q = 1;
  static final int K_DROP_G = 2;
  static final int K_PASS = 3;
  static final int K_RETURN = 4;

  /**
   * A move buffer of this length holds every position's legal moves. The largest lists are the
   * returns of marked pieces: a Queen to any of the other 90 cells, or up to six Guards each to one
   * of the 30 outer-ring cells (180); steps are at most 7 pieces times 6 neighbours.
   */
  static final int MAX_LEGAL_MOVES = 256;

  static final int NUM_STEPS;

  // The id tables that drive move generation: one emit loop serves them all
  // (MoveGeneration.add), each indexed by a base (the cell a piece leaves, times N, or 0) plus the
  // cell it reaches; -1 where no move exists. Every id is below NUM_IDS, which fits a short.

  /** {@code STEP_ID[from * N + to]}: the id of the step, or -1. */
  static final short[] STEP_ID = new short[N * N];

  /** {@code QUEEN_DROP_ID[to]}: the id of the Queen's drop on a cell. */
  static final short[] QUEEN_DROP_ID = new short[N];

  /** {@code DROP_G_ID[to]}: the id of a Guard's drop on an outer-ring cell, or -1. */
  static final short[] DROP_G_ID = new short[N];

  /** {@code RETURN_ID[from * N + to]}: the id of the return of a marked piece, or -1. */
  static final short[] RETURN_ID = new short[N * N];

  static final int DROP_Q_BASE;
  static final int DROP_G_BASE;
  static final int PASS_ID;
  static final int RETURN_BASE;
  static final int NUM_IDS;

  /**
   * {@code ID_MOVE[id]}: the kind, a and b of a move in one int ({@code kind | a << 8 | b << 16}, a
   * and b as bytes), so that playing a move reads one table entry; see {@link #kind}, {@link #a}
   * and {@link #b}.
   */
  static final int[] ID_MOVE;

  static {
    HexDirection[] dirs = HexDirection.values();
    for (int c = 0; c < N; c++) {
      RING[c] = (byte) HEX.ring(c);
      for (HexDirection d : dirs) {
        NB[c * 6 + d.ordinal()] = HEX.neighbour(c, d);
      }
    }
    long outerLo = 0;
    long outerHi = 0;
    long ring1 = 0;
    for (int c = 0; c < N; c++) {
      if (RING[c] == 5) {
        if (c < 64) {
          outerLo |= 1L << c;
        } else {
          outerHi |= 1L << (c - 64);
        }
      }
      if (RING[c] == 1) {
        if (c >= 64) {
          throw new AssertionError("ring 1 is expected in the low word");
        }
        ring1 |= 1L << c;
        NEXT_TO_THRONE[c] = true;
      }
      java.util.Arrays.fill(MID, c * N, c * N + N, (byte) -1);
      for (int d = 0; d < 3; d++) {
        int x = NB[c * 6 + d];
        int y = NB[c * 6 + d + 3];
        for (int cell : new int[] {x < 0 ? 127 : x, y < 0 ? 127 : y}) {
          PAIR_LO[c * 3 + d] |= Bits.bitIn(cell, 0);
          PAIR_HI[c * 3 + d] |= Bits.bitIn(cell, 1);
        }
      }
      for (int d = 0; d < 6; d++) {
        int t = NB[c * 6 + d];
        if (t >= 0 && t != THRONE && RING[t] <= RING[c]) {
          if (t < 64) {
            STEP_LO[c] |= 1L << t;
          } else {
            STEP_HI[c] |= 1L << (t - 64);
          }
        }
        int a = t;
        int b = a < 0 ? -1 : NB[a * 6 + d];
        CAP_A[c * 6 + d] = b < 0 ? -1 : a;
        CAP_B[c * 6 + d] = b;
        if (b >= 0) {
          CAP_A_LO[c] |= Bits.bitIn(a, 0);
          CAP_A_HI[c] |= Bits.bitIn(a, 1);
          CAP_B_LO[c] |= Bits.bitIn(b, 0);
          CAP_B_HI[c] |= Bits.bitIn(b, 1);
          MID[c * N + b] = (byte) a;
          if (d < 3) {
            FAR_LO[c] |= Bits.bitIn(b, 0);
            FAR_HI[c] |= Bits.bitIn(b, 1);
          }
        }
      }
    }
    OUTER_LO = outerLo;
    OUTER_HI = outerHi;
    RING1_LO = ring1;
    if (THRONE >= 64) {
      throw new AssertionError("the throne is expected in the low word");
    }

    // Ids: steps by (from, to), Queen drops by cell, Guard drops by outer cell, pass, then the
    // returns of marked pieces by (from, to).
    java.util.Arrays.fill(STEP_ID, (short) -1);
    int id = 0;
    for (int from = 0; from < N; from++) {
      for (int to = 0; to < N; to++) {
        if (isStepPair(from, to)) {
          STEP_ID[from * N + to] = (short) id++;
        }
      }
    }
    NUM_STEPS = id;
    DROP_Q_BASE = id;
    id += N;
    DROP_G_BASE = id;
    java.util.Arrays.fill(DROP_G_ID, (short) -1);
    for (int c = 0; c < N; c++) {
      QUEEN_DROP_ID[c] = (short) (DROP_Q_BASE + c);
      if (RING[c] == 5) {
        DROP_G_ID[c] = (short) id++;
      }
    }
    PASS_ID = id++;
    java.util.Arrays.fill(STEP_TO, (byte) 127);
    java.util.Arrays.fill(STEP_TO_ID, (short) PASS_ID);
    for (int from = 0; from < N; from++) {
      int k = 0;
      for (int to = 0; to < N; to++) {
        if (STEP_ID[from * N + to] >= 0) {
          STEP_TO[from * MAX_STEPS_FROM + k] = (byte) to;
          STEP_TO_ID[from * MAX_STEPS_FROM + k] = STEP_ID[from * N + to];
          k++;
        }
      }
      if (k > MAX_STEPS_FROM) {
        throw new AssertionError("a cell has more than " + MAX_STEPS_FROM + " step targets");
      }
    }
    RETURN_BASE = id;
    id += N * (N - 1);
    NUM_IDS = id;
    if (NUM_IDS > Short.MAX_VALUE) {
      throw new AssertionError("move ids are expected to fit a short");
    }
    java.util.Arrays.fill(RETURN_ID, (short) -1);
    ID_MOVE = new int[NUM_IDS];
    for (int from = 0; from < N; from++) {
      for (int to = 0; to < N; to++) {
        int s = STEP_ID[from * N + to];
        if (s >= 0) {
          set(s, K_STEP, from, to);
        }
        if (to != from) {
          RETURN_ID[from * N + to] = (short) returnId(from, to);
          set(returnId(from, to), K_RETURN, from, to);
        }
      }
      set(DROP_Q_BASE + from, K_DROP_Q, -1, from);
      if (DROP_G_ID[from] >= 0) {
        set(DROP_G_ID[from], K_DROP_G, -1, from);
      }
    }
    set(PASS_ID, K_PASS, -1, -1);
    if (N - 1 > MAX_LEGAL_MOVES || 6 * OUTER_RING.length > MAX_LEGAL_MOVES) {
      throw new AssertionError("the move buffer is too small for the returns");
    }
  }

  private Tables() {}

  static boolean isStepPair(int from, int to) {
    if (from < 0 || from >= N || to < 0 || to >= N) {
      return false;
    }
    for (int d = 0; d < 6; d++) {
      if (NB[from * 6 + d] == to) {
        return RING[to] <= RING[from];
      }
    }
    return false;
  }

  static int returnId(int from, int to) {
    return RETURN_BASE + from * (N - 1) + (to < from ? to : to - 1);
  }

  private static void set(int id, int kind, int a, int b) {
    ID_MOVE[id] = kind | (a & 0xFF) << 8 | (b & 0xFF) << 16;
  }

  /** The kind ({@code K_STEP} …) of an {@link #ID_MOVE} entry. */
  static int kind(int move) {
    return move & 0xFF;
  }

  /** The first cell of an {@link #ID_MOVE} entry: where a step or return leaves, else -1. */
  static int a(int move) {
    return (byte) (move >>> 8);
  }

  /** The second cell of an {@link #ID_MOVE} entry: where the move arrives, or -1 for the pass. */
  static int b(int move) {
    return (byte) (move >>> 16);
  }

  /**
   * Whether a cell lies between two cells of the set {@code (e0, e1)} along one of the lines. No
   * branch: it is tested on every drawn step under LUDII's rule, and its answer is unpredictable.
   */
  static boolean flanked(int cell, long e0, long e1) {
    int base = cell * 3;
    // A line flanks the cell when the set misses neither of its two cells (a bitwise |, not ||).
    return (PAIR_LO[base] & ~e0 | PAIR_HI[base] & ~e1) == 0
        | (PAIR_LO[base + 1] & ~e0 | PAIR_HI[base + 1] & ~e1) == 0
        | (PAIR_LO[base + 2] & ~e0 | PAIR_HI[base + 2] & ~e1) == 0;
  }
}
