package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.ALL_HI;
import static io.github.gongqi.agon.Tables.CAP_A;
import static io.github.gongqi.agon.Tables.CAP_B;
import static io.github.gongqi.agon.Tables.DROP_G_ID;
import static io.github.gongqi.agon.Tables.FAR_HI;
import static io.github.gongqi.agon.Tables.FAR_LO;
import static io.github.gongqi.agon.Tables.MAX_LEGAL_MOVES;
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
import static io.github.gongqi.agon.Tables.THRONE_LO;
import static io.github.gongqi.geometry.Bits.bitIn;
import static io.github.gongqi.geometry.Bits.has;

/**
 * Move generation: the ids of the legal moves of a position, in increasing order, written into a
 * buffer or only counted. Static methods over {@link Position}'s fields, allocation-free; the
 * vacant cells and the Queen's return cells are named here for {@link RandomMove} too, which draws
 * from the same target sets.
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
    // Steps. Under the variant, cells between two enemies are removed from the targets first.
    long ok0 = free0;
    long ok1 = free1;
    if (!r.betweenAllowed) {
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
    long p0 = o0 & ~p.m0;
    long p1 = o1 & ~p.m1;
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
