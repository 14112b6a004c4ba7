package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.ALL_HI;
import static io.github.gongqi.agon.Tables.CAP_A;
import static io.github.gongqi.agon.Tables.CAP_A_HI;
import static io.github.gongqi.agon.Tables.CAP_A_LO;
import static io.github.gongqi.agon.Tables.CAP_B;
import static io.github.gongqi.agon.Tables.CAP_B_HI;
import static io.github.gongqi.agon.Tables.CAP_B_LO;
import static io.github.gongqi.agon.Tables.DROP_G_ID;
import static io.github.gongqi.agon.Tables.FAR_HI;
import static io.github.gongqi.agon.Tables.FAR_LO;
import static io.github.gongqi.agon.Tables.MAX_LEGAL_MOVES;
import static io.github.gongqi.agon.Tables.MID;
import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.NB;
import static io.github.gongqi.agon.Tables.NEXT_TO_THRONE;
import static io.github.gongqi.agon.Tables.OPPOSITE;
import static io.github.gongqi.agon.Tables.OUTER_HI;
import static io.github.gongqi.agon.Tables.OUTER_LO;
import static io.github.gongqi.agon.Tables.PASS_ID;
import static io.github.gongqi.agon.Tables.QUEEN_DROP_ID;
import static io.github.gongqi.agon.Tables.RETURN_ID;
import static io.github.gongqi.agon.Tables.RING;
import static io.github.gongqi.agon.Tables.RING1_LO;
import static io.github.gongqi.agon.Tables.STEP_HI;
import static io.github.gongqi.agon.Tables.STEP_ID;
import static io.github.gongqi.agon.Tables.STEP_LO;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.agon.Tables.THRONE_LO;
import static io.github.gongqi.agon.Tables.Z_BLACK_TO_MOVE;
import static io.github.gongqi.agon.Tables.Z_GUARDS_OFF;
import static io.github.gongqi.agon.Tables.Z_PASSES;
import static io.github.gongqi.agon.Tables.Z_PIECE;
import static io.github.gongqi.agon.Tables.Z_PLACING;
import static io.github.gongqi.agon.Tables.Z_QUEEN_OFF;
import static io.github.gongqi.agon.Tables.first;
import static io.github.gongqi.agon.Tables.has;
import static io.github.gongqi.agon.Tables.hi;
import static io.github.gongqi.agon.Tables.lo;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.CellSet;
import java.util.random.RandomGenerator;

/**
 * The kernel: the result of a position, move generation, playing a move id (captures included), the
 * Zobrist hash, and the legality of a move with its reason. Static methods over {@link Position}'s
 * fields, so that the hot paths ({@link #generate}, {@link #play}) allocate nothing but the
 * position they return and make no virtual call.
 */
final class Engine {
  private Engine() {}

  // ---------------------------------------------------------------- the result

  /** The result: the side that acted last is judged, then passes, then the ply limit. */
  static Result judge(Position p) {
    int mover = p.stm ^ 1; // the side that acted: the opponent of the side to move
    long own = p.e0;
    int q = p.eq;
    long guards = q >= 0 ? own & ~lo(q) : own;
    if ((guards & RING1_LO) == RING1_LO) {
      Side m = Position.side(mover);
      if (q == THRONE) {
        return Result.win(m, Result.Reason.FORMATION);
      }
      if (p.rules.sixLoss) {
        return Result.win(m.opponent(), Result.Reason.SIX_GUARDS_LOSS);
      }
    }
    if (p.passes >= 2) {
      return Result.draw(Result.Reason.TWO_PASSES);
    }
    if (p.rules.plyLimit > 0 && p.ply >= p.rules.plyLimit) {
      return Result.draw(Result.Reason.PLY_LIMIT);
    }
    return Result.ONGOING;
  }

  /**
   * Whether the side to move must return a captured piece this turn (a waiting one, or a marked
   * one).
   */
  static boolean mustReturn(Position p) {
    if (p.placing) {
      return false;
    }
    if (p.rules.marked) {
      return ((p.o0 & p.m0) | (p.o1 & p.m1)) != 0;
    }
    return p.oq < 0 || p.oOff > 0;
  }

  // ---------------------------------------------------------------- the Zobrist hash

  /**
   * The hash from scratch; {@link #play} updates it incrementally. See {@link Position#zobrist()}.
   */
  static long hash(
      long w0,
      long w1,
      long b0,
      long b1,
      long m0,
      long m1,
      int wq,
      int bq,
      int wOff,
      int bOff,
      boolean placing,
      int stm,
      int passes) {
    long h = 0;
    for (int c = 0; c < N; c++) {
      int kind;
      if (has(w0, w1, c)) {
        kind = c == wq ? 0 : 1;
      } else if (has(b0, b1, c)) {
        kind = c == bq ? 2 : 3;
      } else {
        continue;
      }
      if (has(m0, m1, c)) {
        kind += 4;
      }
      h ^= Z_PIECE[kind * N + c];
    }
    if (stm == 1) {
      h ^= Z_BLACK_TO_MOVE;
    }
    if (wq < 0) {
      h ^= Z_QUEEN_OFF[0];
    }
    if (bq < 0) {
      h ^= Z_QUEEN_OFF[1];
    }
    h ^= Z_GUARDS_OFF[wOff] ^ Z_GUARDS_OFF[8 + bOff];
    if (placing) {
      h ^= Z_PLACING;
    }
    return h ^ Z_PASSES[passes];
  }

  // ---------------------------------------------------------------- move generation

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
    final long free0 = ~(p.o0 | p.e0);
    final long free1 = ~(p.o1 | p.e1) & ALL_HI;
    if (p.placing) {
      return q < 0
          ? add(buf, 0, QUEEN_DROP_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI)
          : add(buf, 0, DROP_G_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI);
    }
    final Rules r = p.rules;
    if (!r.marked) {
      if (q < 0) {
        return add(buf, 0, QUEEN_DROP_ID, 0, r.queenThrone ? free0 : free0 & ~THRONE_LO, free1);
      }
      if (p.oOff > 0) {
        return add(buf, 0, DROP_G_ID, 0, free0 & OUTER_LO, free1 & OUTER_HI);
      }
    } else {
      long k0 = o0 & p.m0;
      long k1 = o1 & p.m1;
      if ((k0 | k1) != 0) {
        if (q >= 0 && has(p.m0, p.m1, q)) {
          return add(buf, 0, RETURN_ID, q * N, r.queenThrone ? free0 : free0 & ~THRONE_LO, free1);
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
            f0 |= lo(t);
            f1 |= hi(t);
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

  // ---------------------------------------------------------------- a random move

  /**
   * Returns the id of a legal move drawn uniformly, in a position that is not over: {@link
   * #generate} counted (popcounts of the target sets, no list written), a rank drawn uniformly
   * below the count, and the move of that rank found by walking the same target sets. The rank
   * order is that of {@link #generate}, so {@code randomMove} with rank k plays {@code
   * legalMoves[k]}; see {@link #nth}.
   */
  static int randomMove(Position p, RandomGenerator random) {
    return nth(p, random, -1);
  }

  /**
   * Returns the legal move of rank {@code k} in the order of {@link #generate}, or, with {@code k}
   * negative, of a rank drawn uniformly by {@code random}. The position is not over.
   */
  static int nth(Position p, RandomGenerator random, int k) {
    final long o0 = p.o0;
    final long o1 = p.o1;
    final int q = p.oq;
    final long free0 = ~(p.o0 | p.e0);
    final long free1 = ~(p.o1 | p.e1) & ALL_HI;
    if (p.placing) {
      long t0 = free0 & OUTER_LO;
      long t1 = free1 & OUTER_HI;
      int to = pick(t0, t1, rank(random, k, Long.bitCount(t0) + Long.bitCount(t1)));
      return q < 0 ? QUEEN_DROP_ID[to] : DROP_G_ID[to];
    }
    final Rules r = p.rules;
    if (!r.marked) {
      if (q < 0) {
        long t0 = r.queenThrone ? free0 : free0 & ~THRONE_LO;
        return QUEEN_DROP_ID[
            pick(t0, free1, rank(random, k, Long.bitCount(t0) + Long.bitCount(free1)))];
      }
      if (p.oOff > 0) {
        long t0 = free0 & OUTER_LO;
        long t1 = free1 & OUTER_HI;
        return DROP_G_ID[pick(t0, t1, rank(random, k, Long.bitCount(t0) + Long.bitCount(t1)))];
      }
    } else {
      long k0 = o0 & p.m0;
      long k1 = o1 & p.m1;
      if ((k0 | k1) != 0) {
        if (q >= 0 && has(p.m0, p.m1, q)) {
          long t0 = r.queenThrone ? free0 : free0 & ~THRONE_LO;
          int to = pick(t0, free1, rank(random, k, Long.bitCount(t0) + Long.bitCount(free1)));
          return RETURN_ID[q * N + to];
        }
        // Every marked Guard has the same targets: rank = guard * targets + target.
        long t0 = free0 & OUTER_LO;
        long t1 = free1 & OUTER_HI;
        int targets = Long.bitCount(t0) + Long.bitCount(t1);
        int guards = Long.bitCount(k0) + Long.bitCount(k1);
        int x = rank(random, k, guards * targets);
        int from = pick(k0, k1, x / targets);
        return RETURN_ID[from * N + pick(t0, t1, x % targets)];
      }
    }
    final long slots = p.oSlots;
    if (k < 0 && !r.betweenAllowed) {
      // Rejection: draw among the steps without the between-enemies filter (no pass over the
      // enemies) and keep a step whose cell is not between two of them: uniform over the legal
      // steps. After a few rejections, the exact count below.
      final long e0 = p.e0;
      final long e1 = p.e1;
      for (int attempt = 0; attempt < 8; attempt++) {
        int id = step(slots, q, free0, free1, random, -1);
        if (id == PASS_ID || !flanked(Tables.b(Tables.ID_MOVE[id]), e0, e1)) {
          return id; // no step at all even unfiltered: the pass
        }
      }
    }
    long ok0 = free0;
    long ok1 = free1;
    if (!r.betweenAllowed) {
      // The exact way (a given rank, or after the rejections): the cells the steppers could reach,
      // the throne included, lose those between two enemies, tested one at a time by flanked.
      long c0 = THRONE_LO & free0;
      long c1 = 0;
      for (int i = 0; i < 56; i += 8) {
        int from = (int) (slots >>> i) & NO_SLOT;
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
    return step(slots, q, ok0, ok1, random, k);
  }

  /**
   * The step of rank {@code k} (or of a rank drawn by {@code random} when k is negative) in the
   * order of {@link #generate}, for the steppers {@code slots} (see {@link Position#oSlots})
   * stepping to the cells {@code (ok0, ok1)}, or the pass if there is none.
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
    assert enter == 0 || ((slots >>> slotShift(slots, q)) & NO_SLOT) == q : "the Queen steps";
    lanes += (LANES_01 << slotShift(slots, q)) & -enter;
    final int total = (int) (lanes >>> 56);
    if (total == 0) {
      return PASS_ID;
    }
    int x = rank(random, k, total);
    // Lane j's high bit is set when x >= its running total (all values are below 128); the last
    // lane, always empty, holds the total, above every rank.
    long ge = ((x * LANES_01) | LANES_80) - lanes & LANES_80;
    int shift = Long.bitCount(ge) << 3;
    int before = (int) ((lanes << 8) >>> shift) & 0xFF;
    int from = (int) (slots >>> shift) & NO_SLOT;
    long t0 = STEP_LO[from] & ok0 | (from == q ? throne : 0);
    return STEP_ID[from * N + pick(t0, STEP_HI[from] & ok1, x - before)];
  }

  /**
   * The number of targets of the stepper in the byte of {@code slots} at {@code shift}, in that
   * same byte of the result.
   */
  private static long targetCount(long slots, int shift, long ok0, long ok1) {
    int from = (int) (slots >>> shift) & NO_SLOT;
    return (long) (Long.bitCount(STEP_LO[from] & ok0) + Long.bitCount(STEP_HI[from] & ok1))
        << shift;
  }

  // ---------------------------------------------------------------- the stepper lists

  /** An empty byte of a stepper list: above every cell, and without step targets. */
  static final int NO_SLOT = 0x7F;

  private static final long NO_SLOTS = 0x7F7F7F7F7F7F7F7FL;

  /**
   * The stepper list of a side from scratch: the cells of its unmarked pieces {@code (o0 & ~m0, o1
   * & ~m1)}, increasing, one per byte, then {@link #NO_SLOT}. See {@link Position#oSlots}.
   */
  static long slots(long o0, long o1, long m0, long m1) {
    long s = NO_SLOTS;
    int shift = 0;
    for (long y = o0 & ~m0; y != 0; y &= y - 1, shift += 8) {
      s = s & ~(0xFFL << shift) | (long) Long.numberOfTrailingZeros(y) << shift;
    }
    for (long y = o1 & ~m1; y != 0; y &= y - 1, shift += 8) {
      s = s & ~(0xFFL << shift) | (long) (64 + Long.numberOfTrailingZeros(y)) << shift;
    }
    assert shift <= 56 : "more than seven pieces";
    return s;
  }

  /**
   * The list without the cell {@code c}, which it holds: the bytes above move down one, and the
   * highest byte becomes empty.
   */
  static long withoutSlot(long slots, int c) {
    long below = (1L << slotShift(slots, c)) - 1;
    return slots & below | (slots >>> 8) & ~below | (long) NO_SLOT << 56;
  }

  /**
   * The bit offset (8 × index) of the byte holding {@code c} in a stepper list that holds it: the
   * lowest zero byte of {@code slots ^ c}.
   */
  static int slotShift(long slots, int c) {
    long x = slots ^ (c * LANES_01);
    return Long.numberOfTrailingZeros((x - LANES_01) & ~x & LANES_80) & ~7;
  }

  /**
   * The list with the cell {@code c} inserted in order; it has an empty byte below the highest. Its
   * place is the number of bytes below c (bytes and c are below 128, so each lane's {@code (byte |
   * 0x80) - c} keeps its high bit exactly when the byte is at least c).
   */
  static long withSlot(long slots, int c) {
    int j = Long.bitCount(~((slots | LANES_80) - c * LANES_01) & LANES_80) << 3;
    long below = (1L << j) - 1;
    return slots & below | (slots & ~below) << 8 | (long) c << j;
  }

  private static final long LANES_01 = 0x0101010101010101L;
  private static final long LANES_80 = 0x8080808080808080L;

  /** The rank {@code k} when it is given (not negative), else one drawn below {@code n}. */
  private static int rank(RandomGenerator random, int k, int n) {
    return k >= 0 ? k : Bits.randomBelow(random, n);
  }

  /** The cell of rank {@code k} (from 0, lowest first) of the set {@code (t0, t1)}. */
  private static int pick(long t0, long t1, int k) {
    // One select on the word that holds the rank, chosen without a branch: which word it is is
    // a coin toss for a piece whose targets straddle the two.
    int c = Long.bitCount(t0);
    boolean low = k < c;
    long word = low ? t0 : t1;
    int rank = low ? k : k - c;
    return (low ? 0 : 64) + Bits.select(word, rank);
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

  /**
   * Whether a cell lies between two pieces of the set {@code (e0, e1)} along one of the lines. No
   * branch: it is tested on every drawn step under LUDII's rule, and its answer is unpredictable.
   */
  static boolean flanked(int cell, long e0, long e1) {
    int base = cell * 6;
    long both =
        bit(e0, e1, OPPOSITE[base]) & bit(e0, e1, OPPOSITE[base + 1])
            | bit(e0, e1, OPPOSITE[base + 2]) & bit(e0, e1, OPPOSITE[base + 3])
            | bit(e0, e1, OPPOSITE[base + 4]) & bit(e0, e1, OPPOSITE[base + 5]);
    return both != 0;
  }

  /** 1 if the set holds cell c (0 to 127), else 0; a shift counts modulo 64. */
  private static long bit(long e0, long e1, int c) {
    return (c < 64 ? e0 : e1) >>> c & 1;
  }

  // ---------------------------------------------------------------- playing

  /** Plays a legal move id with no check; see {@link Position#playUnchecked(int)}. */
  static Position play(Position p, int moveId) {
    final int move = Tables.ID_MOVE[moveId];
    if (Tables.kind(move) == Tables.K_STEP) {
      // A step that captures nothing, most moves of a game, on a short path of its own: the
      // general one keeps every field live for the rarer moves and spills them.
      final int a = Tables.a(move);
      final int b = Tables.b(move);
      final long o0 = p.o0 & ~lo(a) | lo(b);
      final long o1 = p.o1 & ~hi(a) | hi(b);
      // A capture needs an unmarked enemy next to b with a piece of the mover beyond it.
      final long adj = (CAP_A_LO[b] & p.e0 & ~p.m0) | (CAP_A_HI[b] & p.e1 & ~p.m1);
      final long far = (CAP_B_LO[b] & o0) | (CAP_B_HI[b] & o1);
      // Both tested in one branch (x | -x is negative exactly when x is not 0): a step arrives
      // next to an enemy too often, and too unpredictably, for a branch of its own.
      if (((adj | -adj) & (far | -far)) >= 0) {
        final boolean queen = a == p.oq;
        final int zk = p.stm * 2 * N + (queen ? 0 : N);
        long h = p.hash ^ Z_BLACK_TO_MOVE ^ Z_PIECE[zk + a] ^ Z_PIECE[zk + b];
        if (p.passes != 0) {
          h ^= Z_PASSES[p.passes] ^ Z_PASSES[0];
        }
        return new Position(
            p.rules,
            p.e0,
            p.e1,
            o0,
            o1,
            p.m0,
            p.m1,
            p.eq,
            queen ? b : p.oq,
            p.eOff,
            p.oOff,
            false,
            p.stm ^ 1,
            0,
            p.ply + 1,
            h,
            p.eSlots,
            withSlot(withoutSlot(p.oSlots, a), b));
      }
    }
    return playAny(p, move);
  }

  /** {@link #play} for any move, {@code move} its {@link Tables#ID_MOVE} entry. */
  private static Position playAny(Position p, int move) {
    long o0 = p.o0;
    long o1 = p.o1;
    long e0 = p.e0;
    long e1 = p.e1;
    long k0 = p.m0;
    long k1 = p.m1;
    int oq = p.oq;
    int eq = p.eq;
    int oOff = p.oOff;
    int eOff = p.eOff;
    long os = p.oSlots;
    long es = p.eSlots;
    final int me = p.stm;
    final int them = me ^ 1;
    final int ownQ = me * 2 * N;
    final int ownG = ownQ + N;
    final int oppQ = them * 2 * N;
    final int oppG = oppQ + N;
    final int markedShift = 4 * N;
    final int passes = p.passes;
    long h = p.hash ^ Z_BLACK_TO_MOVE;
    boolean nowPlacing = p.placing;
    int newPasses = 0;
    final int a = Tables.a(move);
    final int b = Tables.b(move);
    switch (Tables.kind(move)) {
      case Tables.K_STEP -> {
        boolean isQ = a == oq;
        o0 = (o0 & ~lo(a)) | lo(b);
        o1 = (o1 & ~hi(a)) | hi(b);
        int zk = isQ ? ownQ : ownG;
        h ^= Z_PIECE[zk + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
        os = withSlot(withoutSlot(os, a), b);
        // Only the mover's pieces two cells away can capture, with the enemy between them.
        final long adj0 = CAP_A_LO[b] & e0 & ~k0;
        final long adj1 = CAP_A_HI[b] & e1 & ~k1;
        long f0 = CAP_B_LO[b] & o0;
        long f1 = CAP_B_HI[b] & o1;
        if ((adj0 | adj1) != 0 && (f0 | f1) != 0) {
          final boolean markRule = p.rules.marked;
          final int mids = b * N;
          while ((f0 | f1) != 0) {
            int f;
            if (f0 != 0) {
              f = Long.numberOfTrailingZeros(f0);
              f0 &= f0 - 1;
            } else {
              f = 64 + Long.numberOfTrailingZeros(f1);
              f1 &= f1 - 1;
            }
            int c = MID[mids + f];
            if (!has(adj0, adj1, c)) {
              continue;
            }
            boolean cq = c == eq;
            int ek = (cq ? oppQ : oppG) + c;
            es = withoutSlot(es, c); // marked or off the board: no longer a stepper
            if (markRule) {
              k0 |= lo(c);
              k1 |= hi(c);
              h ^= Z_PIECE[ek] ^ Z_PIECE[ek + markedShift];
            } else {
              e0 &= ~lo(c);
              e1 &= ~hi(c);
              h ^= Z_PIECE[ek];
              if (cq) {
                eq = -1;
                h ^= Z_QUEEN_OFF[them];
              } else {
                h ^= Z_GUARDS_OFF[them * 8 + eOff] ^ Z_GUARDS_OFF[them * 8 + eOff + 1];
                eOff++;
              }
            }
          }
        }
      }
      case Tables.K_DROP_Q -> {
        o0 |= lo(b);
        o1 |= hi(b);
        oq = b;
        os = withSlot(os, b);
        h ^= Z_PIECE[ownQ + b] ^ Z_QUEEN_OFF[me];
      }
      case Tables.K_DROP_G -> {
        o0 |= lo(b);
        o1 |= hi(b);
        os = withSlot(os, b);
        h ^= Z_PIECE[ownG + b] ^ Z_GUARDS_OFF[me * 8 + oOff] ^ Z_GUARDS_OFF[me * 8 + oOff - 1];
        oOff--;
      }
      case Tables.K_RETURN -> {
        boolean isQ = a == oq;
        o0 = (o0 & ~lo(a)) | lo(b);
        o1 = (o1 & ~hi(a)) | hi(b);
        k0 &= ~lo(a);
        k1 &= ~hi(a);
        os = withSlot(os, b);
        int zk = isQ ? ownQ : ownG;
        h ^= Z_PIECE[zk + markedShift + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
      }
      default -> newPasses = passes + 1;
    }
    if (nowPlacing && oq >= 0 && eq >= 0 && oOff == 0 && eOff == 0) {
      nowPlacing = false;
      h ^= Z_PLACING;
    }
    if ((passes | newPasses) != 0) {
      h ^= Z_PASSES[passes] ^ Z_PASSES[newPasses];
    }
    final Rules rules = p.rules;
    final int ply = p.ply + 1;
    // The side to move next is the opponent: its pieces come first.
    return new Position(
        rules,
        e0,
        e1,
        o0,
        o1,
        k0,
        k1,
        eq,
        oq,
        eOff,
        oOff,
        nowPlacing,
        them,
        newPasses,
        ply,
        h,
        es,
        os);
  }

  /**
   * The cells of the pieces a move captured: the opponent's pieces, not marked before, that are
   * gone or marked after.
   */
  static CellSet captured(Position before, Position after) {
    // The mover's opponent: the side to move after the move.
    long e0 = before.e0 & ~before.m0;
    long e1 = before.e1 & ~before.m1;
    long a0 = after.o0 & ~after.m0;
    long a1 = after.o1 & ~after.m1;
    return CellSet.ofWords(e0 & ~a0, e1 & ~a1);
  }

  // ---------------------------------------------------------------- legality

  /**
   * Under {@link CapturedPieces#MARKED}, a return written as the rules write it, {@code Q@f6} or
   * {@code G@a3}, names its piece whenever one piece of that kind waits: it is the return that
   * leaves that piece's cell. Every other move comes back unchanged.
   */
  static Move resolve(Position p, Move m) {
    if (!(m instanceof Move.Drop d) || !p.rules.marked || p.placing || !mustReturn(p)) {
      return m;
    }
    int q = p.oq;
    boolean queenWaits = q >= 0 && has(p.m0, p.m1, q);
    if (d.type() == PieceType.QUEEN) {
      return queenWaits ? new Move.Return(q, d.to()) : m;
    }
    // The Queen returns first, so while it waits G@a3 names nothing; after it, every marked
    // piece of the side is a Guard.
    long g0 = p.o0 & p.m0;
    long g1 = p.o1 & p.m1;
    if (queenWaits || Long.bitCount(g0) + Long.bitCount(g1) != 1) {
      return m;
    }
    return new Move.Return(first(g0, g1), d.to());
  }

  static boolean occupied(Position p, int c) {
    return has(p.o0 | p.e0, p.o1 | p.e1, c);
  }

  static boolean own(Position p, int c) {
    return has(p.o0, p.o1, c);
  }

  static boolean marked(Position p, int c) {
    return has(p.m0, p.m1, c);
  }

  /** Why a (resolved) move is illegal in a position, or null if it is legal. */
  static IllegalMoveReason reason(Position p, Move m) {
    if (p.result.isOver()) {
      return IllegalMoveReason.GAME_OVER;
    }
    int q = p.oq;
    int off = p.oOff;
    if (p.placing) {
      return placementReason(p, m, q, off);
    }
    if (!p.rules.marked && (q < 0 || off > 0)) {
      return waitingReturnReason(p, m, q);
    }
    if (p.rules.marked && mustReturn(p)) {
      return markedReturnReason(p, m, q);
    }
    if (m instanceof Move.Pass) {
      // The pass is listed alone or not at all: it is legal when it comes first.
      return nth(p, null, 0) == PASS_ID ? null : IllegalMoveReason.PASS_NOT_ALLOWED;
    }
    if (!(m instanceof Move.Step s)) {
      // A drop or a return, with nothing to return.
      return IllegalMoveReason.NOTHING_TO_RETURN;
    }
    return stepReason(p, s, q);
  }

  private static IllegalMoveReason placementReason(Position p, Move m, int q, int off) {
    if (!(m instanceof Move.Drop d)) {
      return IllegalMoveReason.MUST_PLACE_A_PIECE;
    }
    if (d.type() == PieceType.QUEEN ? q >= 0 : off == 0) {
      return IllegalMoveReason.NOTHING_TO_RETURN;
    }
    if (d.type() == PieceType.GUARD && q < 0) {
      return IllegalMoveReason.QUEEN_RETURNS_FIRST;
    }
    if (RING[d.to()] != 5) {
      return IllegalMoveReason.WRONG_RETURN_CELL;
    }
    return occupied(p, d.to()) ? IllegalMoveReason.OCCUPIED : null;
  }

  private static IllegalMoveReason waitingReturnReason(Position p, Move m, int q) {
    if (!(m instanceof Move.Drop d)) {
      return m instanceof Move.Return
          ? IllegalMoveReason.WRONG_RETURN_NOTATION
          : IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST;
    }
    if (d.type() == PieceType.QUEEN) {
      if (q >= 0) {
        return IllegalMoveReason.NOTHING_TO_RETURN;
      }
      if (d.to() == THRONE && !p.rules.queenThrone) {
        return IllegalMoveReason.WRONG_RETURN_CELL;
      }
    } else {
      if (q < 0) {
        return IllegalMoveReason.QUEEN_RETURNS_FIRST;
      }
      if (RING[d.to()] != 5) {
        return IllegalMoveReason.WRONG_RETURN_CELL;
      }
    }
    return occupied(p, d.to()) ? IllegalMoveReason.OCCUPIED : null;
  }

  private static IllegalMoveReason markedReturnReason(Position p, Move m, int q) {
    if (m instanceof Move.Return r) {
      int from = r.from();
      if (!occupied(p, from)) {
        return IllegalMoveReason.NO_PIECE;
      }
      if (!own(p, from)) {
        return IllegalMoveReason.NOT_YOUR_PIECE;
      }
      if (!marked(p, from)) {
        return IllegalMoveReason.NOT_MARKED;
      }
      boolean isQ = from == q;
      if (!isQ && q >= 0 && marked(p, q)) {
        return IllegalMoveReason.QUEEN_RETURNS_FIRST;
      }
      if (isQ ? r.to() == THRONE && !p.rules.queenThrone : RING[r.to()] != 5) {
        return IllegalMoveReason.WRONG_RETURN_CELL;
      }
      return occupied(p, r.to()) ? IllegalMoveReason.OCCUPIED : null;
    }
    if (m instanceof Move.Drop d) {
      // resolve has turned every return that names one waiting piece into a Return.
      if (d.type() == PieceType.QUEEN) {
        return IllegalMoveReason.NOTHING_TO_RETURN;
      }
      return q >= 0 && marked(p, q)
          ? IllegalMoveReason.QUEEN_RETURNS_FIRST
          : IllegalMoveReason.AMBIGUOUS_RETURN;
    }
    return IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST;
  }

  private static IllegalMoveReason stepReason(Position p, Move.Step s, int q) {
    int from = s.from();
    int to = s.to();
    if (!occupied(p, from)) {
      return IllegalMoveReason.NO_PIECE;
    }
    if (!own(p, from)) {
      return IllegalMoveReason.NOT_YOUR_PIECE;
    }
    boolean adjacent = false;
    for (int d = 0; d < 6; d++) {
      adjacent |= NB[from * 6 + d] == to;
    }
    if (!adjacent) {
      return IllegalMoveReason.NOT_ADJACENT;
    }
    if (RING[to] > RING[from]) {
      return IllegalMoveReason.OUTWARD;
    }
    if (occupied(p, to)) {
      return IllegalMoveReason.OCCUPIED;
    }
    if (to == THRONE && from != q) {
      return IllegalMoveReason.THRONE_IS_FOR_THE_QUEEN;
    }
    if (!p.rules.betweenAllowed && flanked(to, p.e0, p.e1)) {
      return IllegalMoveReason.BETWEEN_TWO_ENEMIES;
    }
    return null;
  }
}
