package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.ALL_HI;
import static io.github.gongqi.agon.Tables.CAP_A;
import static io.github.gongqi.agon.Tables.CAP_B;
import static io.github.gongqi.agon.Tables.DROP_G_ID;
import static io.github.gongqi.agon.Tables.FAR_HI;
import static io.github.gongqi.agon.Tables.FAR_LO;
import static io.github.gongqi.agon.Tables.MAX_LEGAL_MOVES;
import static io.github.gongqi.agon.Tables.MAX_STEPS_FROM;
import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.NEXT_TO_THRONE;
import static io.github.gongqi.agon.Tables.OUTER_HI;
import static io.github.gongqi.agon.Tables.OUTER_LO;
import static io.github.gongqi.agon.Tables.PASS_ID;
import static io.github.gongqi.agon.Tables.QUEEN_DROP_ID;
import static io.github.gongqi.agon.Tables.RETURN_ID;
import static io.github.gongqi.agon.Tables.STEP_HI;
import static io.github.gongqi.agon.Tables.STEP_ID;
import static io.github.gongqi.agon.Tables.STEP_LO;
import static io.github.gongqi.agon.Tables.STEP_TO;
import static io.github.gongqi.agon.Tables.STEP_TO_ID;
import static io.github.gongqi.agon.Tables.THRONE_LO;
import static io.github.gongqi.geometry.Bits.bitIn;
import static io.github.gongqi.geometry.Bits.has;

import io.github.gongqi.geometry.Bits;

/**
 * Move generation: the ids of the legal moves of a position, in increasing order, written into a
 * buffer, set in a float mask, or only counted; and the same for the moves of one piece. Static
 * methods over {@link Position}'s fields, allocation-free. A turn is one of five kinds (a
 * placement, the return of a waiting Queen or Guard, the return of marked pieces, the steps), and
 * each kind's moves are one id table read at the cells of one or a few target sets: {@link #turn}
 * names the kind, and one emitter ({@link #add}) serves every kind and every output. The vacant
 * cells and the Queen's return cells are named here for {@link RandomMove} too, which draws from
 * the same target sets.
 */
final class MoveGeneration {
  private MoveGeneration() {}

  /** The vacant cells 0-63 of a position. */
  static long vacantLo(Position p) {
    return ~(p.o0 | p.e0);
  }

  /** The vacant cells 64-90 of a position. */
  static long vacantHi(Position p) {
    return ~(p.o1 | p.e1) & ALL_HI;
  }

  /** The low word of the cells a Queen may be returned to, from the vacant ones {@code free0}. */
  static long queenReturnLo(Rules r, long free0) {
    return r.queenThrone ? free0 : free0 & ~THRONE_LO;
  }

  // The kinds of turn, in the order generate tests them.
  static final int T_OVER = 0;
  static final int T_PLACE_QUEEN = 1;
  static final int T_PLACE_GUARD = 2;
  static final int T_RETURN_QUEEN = 3;
  static final int T_RETURN_GUARD = 4;
  static final int T_RETURN_MARKED_QUEEN = 5;
  static final int T_RETURN_MARKED_GUARDS = 6;
  static final int T_STEPS = 7;

  /** The kind of the side to move's turn: what every legal move of it is. */
  static int turn(Position p) {
    if (p.result.isOver()) {
      return T_OVER;
    }
    final int q = p.oq;
    if (p.placing) {
      return q < 0 ? T_PLACE_QUEEN : T_PLACE_GUARD;
    }
    if (!p.rules.marked) {
      if (q < 0) {
        return T_RETURN_QUEEN;
      }
      return p.oOff > 0 ? T_RETURN_GUARD : T_STEPS;
    }
    if (((p.o0 & p.m0) | (p.o1 & p.m1)) == 0) {
      return T_STEPS;
    }
    return q >= 0 && has(p.m0, p.m1, q) ? T_RETURN_MARKED_QUEEN : T_RETURN_MARKED_GUARDS;
  }

  /**
   * Writes the ids of the legal moves into {@code buf} in increasing order, or only counts them
   * when {@code buf} is null; returns how many. A finished game has none; otherwise a side with no
   * other action has the pass.
   */
  static int generate(Position p, int[] buf) {
    if (p.result.isOver()) {
      return 0;
    }
    final long o0 = p.o0;
    final long o1 = p.o1;
    final int q = p.oq;
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    if (p.placing) {
      return q < 0
          ? add(buf, 0, QUEEN_DROP_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI)
          : add(buf, 0, DROP_G_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI);
    }
    final Rules r = p.rules;
    if (!r.marked) {
      if (q < 0) {
        return add(buf, 0, QUEEN_DROP_ID, 0, queenReturnLo(r, free0), free1);
      }
      if (p.oOff > 0) {
        return add(buf, 0, DROP_G_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI);
      }
    } else {
      long k0 = o0 & p.m0;
      long k1 = o1 & p.m1;
      if ((k0 | k1) != 0) {
        if (q >= 0 && has(p.m0, p.m1, q)) {
          return add(buf, 0, RETURN_ID, q * N, queenReturnLo(r, free0), free1);
        }
        // The marked Guards in increasing cell order, so the ids come out increasing.
        final long to0 = free0 & OUTER_LO;
        final long to1 = free1 & OUTER_HI;
        int n = 0;
        while (k0 != 0) {
          n = add(buf, n, RETURN_ID, Long.numberOfTrailingZeros(k0) * N, to0, to1);
          k0 &= k0 - 1;
        }
        while (k1 != 0) {
          n = add(buf, n, RETURN_ID, (64 + Long.numberOfTrailingZeros(k1)) * N, to0, to1);
          k1 &= k1 - 1;
        }
        return n;
      }
    }
    return steps(p, buf, null, 0, free0, free1);
  }

  /**
   * The steps of the side to move to the vacant cells {@code (free0, free1)}, or the pass if it has
   * none: written into {@code buf} in increasing id order, or set to 1 in {@code mask} at {@code
   * off} (then buf is null), or only counted (both null); returns how many. Under the variant,
   * cells between two enemies are removed from the targets first.
   */
  private static int steps(Position p, int[] buf, float[] mask, int off, long free0, long free1) {
    long ok0 = free0;
    long ok1 = free1;
    if (!p.rules.betweenAllowed) {
      final long e0 = p.e0;
      final long e1 = p.e1;
      long f0 = 0;
      long f1 = 0;
      long k0 = e0;
      long k1 = e1;
      while ((k0 | k1) != 0) {
        int a;
        if (k0 != 0) {
          a = Long.numberOfTrailingZeros(k0);
          k0 &= k0 - 1;
        } else {
          a = 64 + Long.numberOfTrailingZeros(k1);
          k1 &= k1 - 1;
        }
        // Enemy a and enemy b = a + 2d flank t = a + d; directions 0..2 meet every pair once.
        if (((FAR_LO[a] & e0) | (FAR_HI[a] & e1)) == 0) {
          continue;
        }
        int base = a * 6;
        for (int d = 0; d < 3; d++) {
          int b = CAP_B[base + d];
          if (b >= 0 && has(e0, e1, b)) {
            int t = CAP_A[base + d];
            f0 |= bitIn(t, 0);
            f1 |= bitIn(t, 1);
          }
        }
      }
      ok0 &= ~f0;
      ok1 &= ~f1;
    }
    final int q = p.oq;
    if (mask != null) {
      return maskSteps(p.oSlots, q, ok0, ok1, mask, off);
    }
    long p0 = p.o0 & ~p.m0;
    long p1 = p.o1 & ~p.m1;
    int n = 0;
    while (p0 != 0) {
      int from = Long.numberOfTrailingZeros(p0);
      p0 &= p0 - 1;
      long t0 = STEP_LO[from] & ok0;
      if (from == q && NEXT_TO_THRONE[from]) {
        t0 |= THRONE_LO & ok0;
      }
      n = add(buf, n, STEP_ID, from * N, t0, STEP_HI[from] & ok1);
    }
    while (p1 != 0) {
      int from = 64 + Long.numberOfTrailingZeros(p1);
      p1 &= p1 - 1;
      n = add(buf, n, STEP_ID, from * N, STEP_LO[from] & ok0, STEP_HI[from] & ok1);
    }
    if (n == 0) {
      if (buf != null) {
        buf[0] = PASS_ID;
      }
      n = 1;
    }
    assert n <= MAX_LEGAL_MOVES : n;
    return n;
  }

  /**
   * Sets the steps of the steppers {@code slots} to the cells {@code (ok0, ok1)} in {@code mask} at
   * {@code off}, or the pass if there is none; returns how many. Each stepper's (at most four)
   * targets come from {@link Tables#STEP_TO}, and each entry writes its legality (1 or 0) at its
   * id, with no branch: an id belongs to one cell's entries, so no legal step is written over; the
   * unused entries are the pass's, which is set after them when there is no step. (The listing
   * keeps its loop over each piece's target set: written the same way, with the count advanced over
   * the legal entries, it was faster in random playouts but slower on the benchmark corpus, whose
   * few positions repeat and whose branches the predictor learns.)
   */
  private static int maskSteps(long slots, int q, long ok0, long ok1, float[] mask, int off) {
    final long guardOk0 = ok0 & ~THRONE_LO;
    int n = 0;
    for (int shift = 0; shift < 56; shift += 8) {
      final int from = Steppers.slotAt(slots, shift);
      final long w0 = from == q ? ok0 : guardOk0;
      final int base = from * MAX_STEPS_FROM;
      for (int k = 0; k < MAX_STEPS_FROM; k++) {
        int legal = (int) Bits.bit(w0, ok1, STEP_TO[base + k]);
        mask[off + STEP_TO_ID[base + k]] = legal;
        n += legal;
      }
    }
    if (n == 0) {
      mask[off + PASS_ID] = 1f;
      n = 1;
    }
    return n;
  }

  /**
   * Sets {@code mask[offset + id]} to 1 for every legal id and returns how many; the other entries
   * are left as they are (the caller has cleared them), but for the steps' entries that are not
   * legal, which get 0. A placement or a return is one target set (or one per marked Guard), set
   * straight from it ({@link #targets}); the steps by {@link #maskSteps}.
   */
  static int mask(Position p, float[] mask, int off) {
    final int turn = turn(p);
    return turn == T_STEPS
        ? steps(p, null, mask, off, vacantLo(p), vacantHi(p))
        : targets(p, turn, mask, off, 1f);
  }

  /**
   * Zeroes in {@code mask} at {@code off} every entry that {@link #mask} can have set to 1: a
   * placement's or a return's by its target sets, and on a turn of steps every entry of every
   * stepper (which {@link #maskSteps} writes, legal or not) and the pass. Cheaper than a generator
   * pass, which first finds the cells a capture forbids.
   */
  static void clearMask(Position p, float[] mask, int off) {
    final int turn = turn(p);
    if (turn != T_STEPS) {
      targets(p, turn, mask, off, 0f);
      return;
    }
    for (int shift = 0; shift < 56; shift += 8) {
      final int base = Steppers.slotAt(p.oSlots, shift) * MAX_STEPS_FROM;
      for (int k = 0; k < MAX_STEPS_FROM; k++) {
        mask[off + STEP_TO_ID[base + k]] = 0f;
      }
    }
    mask[off + PASS_ID] = 0f;
  }

  /**
   * Writes {@code value} at the id of every legal move of a turn that is not a turn of steps (a
   * placement or a return: one target set, or one per marked Guard) and returns how many; none once
   * the game is over.
   */
  private static int targets(Position p, int turn, float[] mask, int off, float value) {
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    final long out0 = free0 & OUTER_LO;
    final long out1 = free1 & OUTER_HI;
    switch (turn) {
      case T_PLACE_QUEEN:
        return set(mask, off, value, QUEEN_DROP_ID, 0, out0, out1);
      case T_PLACE_GUARD:
      case T_RETURN_GUARD:
        return set(mask, off, value, DROP_G_ID, 0, out0, out1);
      case T_RETURN_QUEEN:
        return set(mask, off, value, QUEEN_DROP_ID, 0, queenReturnLo(p.rules, free0), free1);
      case T_RETURN_MARKED_QUEEN:
        return set(mask, off, value, RETURN_ID, p.oq * N, queenReturnLo(p.rules, free0), free1);
      case T_RETURN_MARKED_GUARDS:
        {
          int n = 0;
          for (long k0 = p.o0 & p.m0; k0 != 0; k0 &= k0 - 1) {
            n += set(mask, off, value, RETURN_ID, Long.numberOfTrailingZeros(k0) * N, out0, out1);
          }
          for (long k1 = p.o1 & p.m1; k1 != 0; k1 &= k1 - 1) {
            int from = 64 + Long.numberOfTrailingZeros(k1);
            n += set(mask, off, value, RETURN_ID, from * N, out0, out1);
          }
          return n;
        }
      default: // T_OVER
        return 0;
    }
  }

  /**
   * Writes {@code value} in {@code mask} at {@code off + ids[base + to]} for each cell of {@code
   * (t0, t1)} and returns how many.
   */
  private static int set(
      float[] mask, int off, float value, short[] ids, int base, long t0, long t1) {
    for (long x = t0; x != 0; x &= x - 1) {
      mask[off + ids[base + Long.numberOfTrailingZeros(x)]] = value;
    }
    final int baseHi = base + 64;
    for (long x = t1; x != 0; x &= x - 1) {
      mask[off + ids[baseHi + Long.numberOfTrailingZeros(x)]] = value;
    }
    return Long.bitCount(t0) + Long.bitCount(t1);
  }

  /**
   * The low word of the step targets of the unmarked piece on {@code from} among the cells {@code
   * ok0}: its neighbours, and the throne for the Queen next to it. Precondition: {@code from < 64},
   * where every cell next to the throne is.
   */
  private static long stepTargetsLo(int from, int q, long ok0) {
    long t0 = STEP_LO[from] & ok0;
    return from == q && NEXT_TO_THRONE[from] ? t0 | THRONE_LO & ok0 : t0;
  }

  /** Whether the side to move has a step, in a position whose turn is {@link #T_STEPS}. */
  static boolean hasStep(Position p) {
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    final boolean between = p.rules.betweenAllowed;
    for (long slots = p.oSlots; ; slots >>>= 8) {
      int from = (int) slots & Steppers.NO_SLOT;
      if (from == Steppers.NO_SLOT) {
        return false;
      }
      long t0 = from < 64 ? stepTargetsLo(from, p.oq, free0) : STEP_LO[from] & free0;
      long t1 = STEP_HI[from] & free1;
      if (between) {
        if ((t0 | t1) != 0) {
          return true;
        }
        continue;
      }
      // At most six targets: each tested alone, the first one not between two enemies answers.
      for (; (t0 | t1) != 0; ) {
        int to = Bits.lowestCell(t0, t1);
        t0 &= ~bitIn(to, 0);
        t1 &= ~bitIn(to, 1);
        if (!Tables.flanked(to, p.e0, p.e1)) {
          return true;
        }
      }
    }
  }

  /**
   * Writes the ids of the legal moves of the piece on {@code cell} into {@code buf}, in increasing
   * order, and returns how many: its steps, or its returns when it is a marked piece due to be
   * returned; none for any other cell. The same ids as {@link #generate} lists for that cell, found
   * from that cell's targets alone.
   */
  static int from(Position p, int cell, int[] buf) {
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    switch (turn(p)) {
      case T_RETURN_MARKED_QUEEN:
        return cell != p.oq
            ? 0
            : add(buf, 0, RETURN_ID, cell * N, queenReturnLo(p.rules, free0), free1);
      case T_RETURN_MARKED_GUARDS:
        return !has(p.o0 & p.m0, p.o1 & p.m1, cell)
            ? 0
            : add(buf, 0, RETURN_ID, cell * N, free0 & OUTER_LO, free1 & OUTER_HI);
      case T_STEPS:
        break;
      default:
        return 0;
    }
    if (!has(p.o0 & ~p.m0, p.o1 & ~p.m1, cell)) {
      return 0;
    }
    long t0 = cell < 64 ? stepTargetsLo(cell, p.oq, free0) : STEP_LO[cell] & free0;
    long t1 = STEP_HI[cell] & free1;
    if (!p.rules.betweenAllowed) {
      for (long x0 = t0; x0 != 0; x0 &= x0 - 1) {
        if (Tables.flanked(Long.numberOfTrailingZeros(x0), p.e0, p.e1)) {
          t0 &= ~Long.lowestOneBit(x0);
        }
      }
      for (long x1 = t1; x1 != 0; x1 &= x1 - 1) {
        if (Tables.flanked(64 + Long.numberOfTrailingZeros(x1), p.e0, p.e1)) {
          t1 &= ~Long.lowestOneBit(x1);
        }
      }
    }
    return add(buf, 0, STEP_ID, cell * N, t0, t1);
  }

  /**
   * The cells a piece of a kind off the board may be dropped on now, as {@code {lo, hi}}: empty
   * unless the turn is that piece's placement or return.
   */
  static long[] dropCells(Position p, PieceType type) {
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    boolean queen = type == PieceType.QUEEN;
    return switch (turn(p)) {
      case T_PLACE_QUEEN -> queen ? new long[] {free0 & OUTER_LO, free1 & OUTER_HI} : new long[2];
      case T_PLACE_GUARD, T_RETURN_GUARD ->
          queen ? new long[2] : new long[] {free0 & OUTER_LO, free1 & OUTER_HI};
      case T_RETURN_QUEEN ->
          queen ? new long[] {queenReturnLo(p.rules, free0), free1} : new long[2];
      default -> new long[2];
    };
  }

  /**
   * Emits (or, with no buffer, counts) one move per cell of the target set {@code (t0, t1)}: the id
   * {@code ids[base + to]}. Every kind of move goes through here, each with its own id table.
   */
  private static int add(int[] buf, int n, short[] ids, int base, long t0, long t1) {
    if (buf == null) {
      return n + Long.bitCount(t0) + Long.bitCount(t1);
    }
    while (t0 != 0) {
      buf[n++] = ids[base + Long.numberOfTrailingZeros(t0)];
      t0 &= t0 - 1;
    }
    final int baseHi = base + 64;
    while (t1 != 0) {
      buf[n++] = ids[baseHi + Long.numberOfTrailingZeros(t1)];
      t1 &= t1 - 1;
    }
    return n;
  }
}
