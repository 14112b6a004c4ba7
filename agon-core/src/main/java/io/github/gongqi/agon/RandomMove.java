package io.github.gongqi.agon;

import static io.github.gongqi.agon.MoveGeneration.queenReturnLo;
import static io.github.gongqi.agon.MoveGeneration.vacantHi;
import static io.github.gongqi.agon.MoveGeneration.vacantLo;
import static io.github.gongqi.agon.Steppers.LANES_01;
import static io.github.gongqi.agon.Steppers.LANES_80;
import static io.github.gongqi.agon.Steppers.slotAt;
import static io.github.gongqi.agon.Steppers.slotShift;
import static io.github.gongqi.agon.Tables.DROP_G_ID;
import static io.github.gongqi.agon.Tables.MAX_STEPS_FROM;
import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.NEXT_TO_THRONE;
import static io.github.gongqi.agon.Tables.OUTER_HI;
import static io.github.gongqi.agon.Tables.OUTER_LO;
import static io.github.gongqi.agon.Tables.PASS_ID;
import static io.github.gongqi.agon.Tables.QUEEN_DROP_ID;
import static io.github.gongqi.agon.Tables.RETURN_ID;
import static io.github.gongqi.agon.Tables.STEP_HI;
import static io.github.gongqi.agon.Tables.STEP_LO;
import static io.github.gongqi.agon.Tables.STEP_TO;
import static io.github.gongqi.agon.Tables.STEP_TO_ID;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.agon.Tables.THRONE_LO;
import static io.github.gongqi.agon.Tables.flanked;
import static io.github.gongqi.geometry.Bits.count;
import static io.github.gongqi.geometry.Bits.has;
import static io.github.gongqi.geometry.Bits.select;

import io.github.gongqi.geometry.Bits;
import java.util.random.RandomGenerator;

/**
 * A legal move drawn uniformly, with no list written: {@link MoveGeneration#generate} counted
 * (popcounts of the target sets), a rank drawn below the count, and the move of that rank found by
 * walking the same target sets; steps through the position's stepper lists ({@link Steppers}). The
 * rank order is that of {@link MoveGeneration#generate}, so rank k is {@code legalMoves[k]}.
 */
final class RandomMove {
  private RandomMove() {}

  /** The id of a legal move drawn uniformly by {@code random}, in a position that is not over. */
  static int randomMove(Position p, RandomGenerator random) {
    return nth(p, random, -1);
  }

  /**
   * Returns the legal move of rank {@code k} in the order of {@link MoveGeneration#generate}, or,
   * with {@code k} negative, of a rank drawn uniformly by {@code random}. The position is not over.
   */
  static int nth(Position p, RandomGenerator random, int k) {
    final long o0 = p.o0;
    final long o1 = p.o1;
    final int q = p.oq;
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    if (p.placing) {
      long t0 = free0 & OUTER_LO;
      long t1 = free1 & OUTER_HI;
      int to = select(t0, t1, rank(random, k, count(t0, t1)));
      return q < 0 ? QUEEN_DROP_ID[to] : DROP_G_ID[to];
    }
    final Rules r = p.rules;
    if (!r.marked) {
      if (q < 0) {
        long t0 = queenReturnLo(r, free0);
        return QUEEN_DROP_ID[select(t0, free1, rank(random, k, count(t0, free1)))];
      }
      if (p.oOff > 0) {
        long t0 = free0 & OUTER_LO;
        long t1 = free1 & OUTER_HI;
        return DROP_G_ID[select(t0, t1, rank(random, k, count(t0, t1)))];
      }
    } else {
      long k0 = o0 & p.m0;
      long k1 = o1 & p.m1;
      if ((k0 | k1) != 0) {
        if (q >= 0 && has(p.m0, p.m1, q)) {
          long t0 = queenReturnLo(r, free0);
          int to = select(t0, free1, rank(random, k, count(t0, free1)));
          return RETURN_ID[q * N + to];
        }
        // Every marked Guard has the same targets: rank = guard * targets + target.
        long t0 = free0 & OUTER_LO;
        long t1 = free1 & OUTER_HI;
        int targets = count(t0, t1);
        int guards = count(k0, k1);
        int x = rank(random, k, guards * targets);
        int from = select(k0, k1, x / targets);
        return RETURN_ID[from * N + select(t0, t1, x % targets)];
      }
    }
    final long slots = p.oSlots;
    if (k < 0 && !r.betweenAllowed) {
      // Rejection: draw among the steps without the between-enemies filter (no pass over the
      // enemies) and keep a step whose cell is not between two of them: uniform over the legal
      // steps. The first draw is kept about 97 times in 100 under LUDII; the redraws and the
      // exact count live apart (redraw), so that this path compiles small.
      int e = step(slots, q, free0, free1, random, -1);
      if (e < 0) {
        return PASS_ID; // no step at all even unfiltered
      }
      if (!flanked(STEP_TO[e], p.e0, p.e1)) {
        return STEP_TO_ID[e];
      }
      return redraw(p, random);
    }
    return exactStep(p, random, k);
  }

  /**
   * The step of rank {@code k}, or of a drawn rank when k is negative, over the exact targets (the
   * cells between two enemies left out when the rules forbid them), or the pass if there is none.
   */
  private static int exactStep(Position p, RandomGenerator random, int k) {
    final long slots = p.oSlots;
    final int q = p.oq;
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    final Rules r = p.rules;
    long ok0 = free0;
    long ok1 = free1;
    if (!r.betweenAllowed) {
      // The exact way (a given rank, or after the rejections): the cells the steppers could reach,
      // the throne included, lose those between two enemies, tested one at a time by flanked.
      long c0 = THRONE_LO & free0;
      long c1 = 0;
      for (int i = 0; i < 56; i += 8) {
        int from = slotAt(slots, i);
        c0 |= STEP_LO[from] & free0;
        c1 |= STEP_HI[from] & free1;
      }
      for (; c0 != 0; c0 &= c0 - 1) {
        if (flanked(Long.numberOfTrailingZeros(c0), p.e0, p.e1)) {
          ok0 &= ~Long.lowestOneBit(c0);
        }
      }
      for (; c1 != 0; c1 &= c1 - 1) {
        if (flanked(64 + Long.numberOfTrailingZeros(c1), p.e0, p.e1)) {
          ok1 &= ~Long.lowestOneBit(c1);
        }
      }
    }
    int e = step(slots, q, ok0, ok1, random, k);
    return e < 0 ? PASS_ID : STEP_TO_ID[e];
  }

  /** The draws {@link #nth} makes among the unfiltered steps before it counts the legal ones. */
  static final int DRAWS = 8;

  /**
   * The draws after a rejected first one, up to {@link #DRAWS} in all, then the exact count. The
   * first draw found a step, so every redraw finds one too.
   */
  private static int redraw(Position p, RandomGenerator random) {
    final long slots = p.oSlots;
    final int q = p.oq;
    final long free0 = vacantLo(p);
    final long free1 = vacantHi(p);
    for (int attempt = 1; attempt < DRAWS; attempt++) {
      int e = step(slots, q, free0, free1, random, -1);
      if (!flanked(STEP_TO[e], p.e0, p.e1)) {
        return STEP_TO_ID[e];
      }
    }
    return exactStep(p, random, -1);
  }

  /**
   * The step of rank {@code k} (or of a rank drawn by {@code random} when k is negative) in the
   * order of {@link MoveGeneration#generate}, for the steppers {@code slots} (see {@link
   * Position#oSlots}) stepping to the cells {@code (ok0, ok1)}, as its {@link Tables#STEP_TO} entry
   * (its cell and its id there, with no lookup of the id's move), or -1 if there is none.
   */
  private static int step(long slots, int q, long ok0, long ok1, RandomGenerator random, int k) {
    // The Queen may enter the throne: one more target for her when she stands next to it (every
    // cell next to the throne is in the low word).
    final long throne = q >= 0 && NEXT_TO_THRONE[q] ? THRONE_LO & ok0 : 0;
    // The seven slots, in increasing cell order as generate lists them, count their targets (at
    // most seven each), one byte each; the running totals follow, and the slot holding the drawn
    // rank is then the number of lanes whose running total is at most the rank. Written out: a
    // fixed sequence with no bit scan, no branch for the predictor to miss, and no chain of sums.
    long counts =
        targetCount(slots, 0, ok0, ok1)
            | targetCount(slots, 8, ok0, ok1)
            | targetCount(slots, 16, ok0, ok1)
            | targetCount(slots, 24, ok0, ok1)
            | targetCount(slots, 32, ok0, ok1)
            | targetCount(slots, 40, ok0, ok1)
            | targetCount(slots, 48, ok0, ok1);
    // One multiplication makes the running totals: byte j of counts × 0x0101… is the sum of bytes
    // 0..j (at most 49, no carry between bytes); the last, empty slot's byte holds the total.
    long lanes = counts * LANES_01;
    // The throne, when the Queen may enter it, is one more target in her lane and after. She is a
    // stepper here (a side whose Queen is off the board or marked returns her first).
    final int enter = (int) (throne >>> THRONE);
    assert enter == 0 || slotAt(slots, slotShift(slots, q)) == q : "the Queen steps";
    lanes += (LANES_01 << slotShift(slots, q)) & -enter;
    final int total = (int) (lanes >>> 56);
    if (total == 0) {
      return -1;
    }
    int x = rank(random, k, total);
    // Lane j's high bit is set when x >= its running total (all values are below 128); the last
    // lane, always empty, holds the total, above every rank.
    long ge = ((x * LANES_01) | LANES_80) - lanes & LANES_80;
    int shift = Long.bitCount(ge) << 3;
    int before = (int) ((lanes << 8) >>> shift) & 0xFF;
    int from = slotAt(slots, shift);
    return nthTarget(from, from == q ? ok0 : ok0 & ~THRONE_LO, ok1, x - before);
  }

  /**
   * The {@link Tables#STEP_TO} entry of the step of rank {@code r} among the steps of the piece on
   * {@code from} to the cells {@code (w0, w1)} (the throne in w0 only for the Queen). Its four
   * {@link Tables#STEP_TO} entries are tested at once, and the entry of that rank read from a table
   * of the four-bit pattern: independent tests, where a select over the target set is a chain of
   * popcounts.
   */
  private static int nthTarget(int from, long w0, long w1, int r) {
    final int base = from * MAX_STEPS_FROM;
    final int legal =
        (int) Bits.bit(w0, w1, STEP_TO[base])
            | (int) Bits.bit(w0, w1, STEP_TO[base + 1]) << 1
            | (int) Bits.bit(w0, w1, STEP_TO[base + 2]) << 2
            | (int) Bits.bit(w0, w1, STEP_TO[base + 3]) << 3;
    return base + RANK_IN_NIBBLE[legal << 2 | r];
  }

  /** {@code RANK_IN_NIBBLE[x << 2 | r]}: the position of the set bit of rank r in the nibble x. */
  private static final byte[] RANK_IN_NIBBLE = new byte[64];

  static {
    for (int x = 0; x < 16; x++) {
      int r = 0;
      for (int i = 0; i < 4; i++) {
        if ((x >>> i & 1) != 0) {
          RANK_IN_NIBBLE[x << 2 | r++] = (byte) i;
        }
      }
    }
  }

  /**
   * The number of targets of the stepper in the byte of {@code slots} at {@code shift}, in that
   * same byte of the result.
   */
  private static long targetCount(long slots, int shift, long ok0, long ok1) {
    int from = slotAt(slots, shift);
    return (long) count(STEP_LO[from] & ok0, STEP_HI[from] & ok1) << shift;
  }

  /** The rank {@code k} when it is given (not negative), else one drawn below {@code n} > 0. */
  private static int rank(RandomGenerator random, int k, int n) {
    return k >= 0 ? k : Bits.randomBelow(random, n);
  }
}
