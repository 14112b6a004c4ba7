package io.github.gongqi.gongqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Listing, counting and masking the legal moves, allocation-free.
 *
 * <p>The position is analysed once: the candidate pushes by shifts ({@link #candidates}: a stone
 * and a direction whose run is at most the power long and ends on an empty point), the sets of the
 * legality test ({@link Scratch#analyse}) and stage 0 for every candidate at once ({@link
 * Legality#settle}). Only candidates are visited, a direction and a run length at a time ({@link
 * #pushes}): those stage 0 settled are marked a set at a time, the others judged by {@link
 * Legality#pushLegal} from what their line changes. A listing reads the marked ids back from a set,
 * in ascending order; a mask gets them written straight in.
 */
final class MoveGeneration {
  private MoveGeneration() {}

  /**
   * Writes the ids of the legal moves, ascending, into {@code buf} and returns how many: {@link
   * Position#legalMoves(int[])}. With {@code buf} the thread's own {@link Scratch#moves}, nothing
   * is copied.
   */
  static int legalMoves(Scratch s, Position pos, int[] buf) {
    if (pos.isOver()) {
      return 0;
    }
    Tables t = pos.tables;
    int[] own = s.moves;
    pushes(s, pos, IDS, null, 0);
    // The legal pushes as a set of ids, read in ascending order a word at a time, each word cleared
    // as it is read (so the set is empty for the next listing without a fill).
    long[] legal = s.legal;
    int n = 0;
    for (long words = s.legalWords; words != 0; words &= words - 1) {
      int i = Long.numberOfTrailingZeros(words);
      for (long bits = legal[i]; bits != 0; bits &= bits - 1) {
        own[n++] = (i << 6) + Long.numberOfTrailingZeros(bits);
      }
      legal[i] = 0;
    }
    s.legalWords = 0;
    if (pos.swap == SwapState.OFFERED) {
      own[n++] = t.numPushIds;
    } else if (n == 0) {
      own[n++] = t.numPushIds + 1;
    }
    if (buf != own) {
      System.arraycopy(own, 0, buf, 0, n);
    }
    return n;
  }

  /** Returns the number of legal moves: {@link Position#countLegalMoves()}. */
  static int count(Scratch s, Position pos) {
    if (pos.isOver()) {
      return 0;
    }
    int n = pushes(s, pos, COUNT, null, 0);
    return pos.swap == SwapState.OFFERED || n == 0 ? n + 1 : n;
  }

  /** Returns whether the side to move has a legal push. */
  static boolean hasLegalPush(Scratch s, Position pos) {
    return pushes(s, pos, FIRST, null, 0) > 0;
  }

  /**
   * Writes 1 at {@code off + id} for every legal id of {@code pos} and returns how many; with
   * {@code rewrite}, also 0 at every other candidate push's id (as {@link #clearMask} expects),
   * else the other entries stay as they are.
   */
  static int mask(Scratch s, Position pos, float[] mask, int off, boolean rewrite) {
    if (pos.isOver()) {
      return 0;
    }
    int n = pushes(s, pos, rewrite ? REWRITE : MASK, mask, off);
    int swap = pos.tables.numPushIds;
    if (pos.swap == SwapState.OFFERED) {
      mask[off + swap] = 1f;
      n++;
    } else if (n == 0) {
      mask[off + swap + 1] = 1f;
      n = 1;
    }
    return n;
  }

  /** {@link #pushes} counts the legal pushes only. */
  private static final int COUNT = 0;

  /**
   * {@link #pushes} stops at the first legal push it finds and returns 1 (0 if there is none),
   * without stage 0: for one answer, testing candidates until one is legal costs less than settling
   * them all at once.
   */
  private static final int FIRST = 1;

  /** The settled sets of a {@link #FIRST} walk, which skips stage 0: empty, never written. */
  private static final long[] NONE_SETTLED = new long[12];

  /**
   * {@link #pushes} also adds each legal push's id to {@link Scratch#legal} (empty before) and its
   * word to {@link Scratch#legalWords}.
   */
  private static final int IDS = 2;

  /** {@link #pushes} also writes 1 in the mask at each legal push's id. */
  private static final int MASK = 3;

  /**
   * {@link #pushes} also writes each candidate's entry in the mask: 1 at a legal push's id, 0 at
   * every other candidate's.
   */
  private static final int REWRITE = 4;

  /**
   * Finds the legal pushes of a position that is not over and returns how many, marking each in a
   * target: {@link #COUNT}, {@link #FIRST}, {@link #IDS}, {@link #MASK} or {@link #REWRITE} (at
   * {@code off} in {@code mask}). The candidates are walked a direction and a run length at a time
   * (the layers of {@link #candidates}), so a candidate's id needs neither a walk nor a lookup of
   * its end, and those stage 0 settled are marked a set at a time, without a test; the ids come in
   * ascending order from the set, not from the walk.
   */
  private static int pushes(Scratch s, Position pos, int target, float[] mask, int off) {
    candidates(s, pos);
    s.analyse(pos);
    boolean first = target == FIRST;
    if (!first) {
      Legality.settle(s, pos);
    }
    Tables t = pos.tables;
    long[] listed = first ? s.cand : s.listed; // the candidates stage 0 did not find doomed
    long[] walked = target == REWRITE ? s.cand : listed; // a rewrite zeroes the doomed ones too
    long[] settled = first ? NONE_SETTLED : s.settled;
    long[] x = s.words;
    long e0 = s.e0;
    long e1 = s.e1;
    long e2 = s.e2;
    int longest = pos.power();
    int n = 0;
    for (int d = 0; d < 4; d++) {
      int c = d * 3;
      long u0 = walked[c];
      long u1 = walked[c + 1];
      long u2 = walked[c + 2];
      long x0 = e0;
      long x1 = e1;
      long x2 = e2;
      // Layer k: the stones whose run toward d is k long (their neighbour that way in layer k - 1).
      for (int k = 1; k <= longest && (u0 | u1 | u2) != 0; k++) {
        t.back(d, x0, x1, x2, x);
        x0 = x[0] & ~e0;
        x1 = x[1] & ~e1;
        x2 = x[2] & ~e2;
        long l0 = u0 & x0;
        long l1 = u1 & x1;
        long l2 = u2 & x2;
        u0 &= ~x0;
        u1 &= ~x1;
        u2 &= ~x2;
        n += mark(s, t, d, k, l0 & settled[c], 0, target, mask, off);
        n += mark(s, t, d, k, l1 & settled[c + 1], 64, target, mask, off);
        n += mark(s, t, d, k, l2 & settled[c + 2], 128, target, mask, off);
        n += test(s, pos, d, k, l0 & ~settled[c], listed[c], 0, target, mask, off);
        n += test(s, pos, d, k, l1 & ~settled[c + 1], listed[c + 1], 64, target, mask, off);
        n += test(s, pos, d, k, l2 & ~settled[c + 2], listed[c + 2], 128, target, mask, off);
        if (first && n > 0) {
          return 1;
        }
      }
    }
    return n;
  }

  /**
   * Writes 0 in {@code mask} at {@code off} at every id that {@link #mask} can have set to 1 for
   * {@code previous} and that {@link #mask} with {@code rewrite} does not write for {@code next}:
   * each candidate push of {@code previous} that is not one of {@code next} (a legal push is a
   * candidate), the swap's and the pass's. Candidates depend only on the occupied points and the
   * power, which a move changes in a few places, so these are a few stores where clearing every
   * candidate of {@code previous} took one a candidate (in a batch, each to a line out of the
   * cache).
   */
  static void clearMask(Scratch s, Position previous, Position next, float[] mask, int off) {
    Tables t = previous.tables;
    mask[off + t.numPushIds] = 0f;
    mask[off + t.numPushIds + 1] = 0f;
    if (previous.isOver()) {
      return; // its mask is zeros
    }
    long o0 = previous.b0 | previous.w0;
    long o1 = previous.b1 | previous.w1;
    long o2 = previous.b2 | previous.w2;
    long q0 = next.b0 | next.w0;
    long q1 = next.b1 | next.w1;
    long q2 = next.b2 | next.w2;
    int longest = previous.power();
    int kept = next.isOver() ? 0 : next.power(); // a finished position's mask writes nothing
    long[] x = s.words;
    for (int d = 0; d < 4; d++) {
      // Layer k of each position (its candidates whose run is k long), side by side.
      long x0 = t.all0 & ~o0;
      long x1 = t.all1 & ~o1;
      long x2 = t.all2 & ~o2;
      long y0 = t.all0 & ~q0;
      long y1 = t.all1 & ~q1;
      long y2 = t.all2 & ~q2;
      for (int k = 1; k <= longest && (x0 | x1 | x2) != 0; k++) {
        t.back(d, x0, x1, x2, x);
        x0 = x[0] & o0;
        x1 = x[1] & o1;
        x2 = x[2] & o2;
        if (k <= kept) {
          t.back(d, y0, y1, y2, x);
          y0 = x[0] & q0;
          y1 = x[1] & q1;
          y2 = x[2] & q2;
        } else {
          y0 = 0;
          y1 = 0;
          y2 = 0;
        }
        clear(t, d, k, x0 & ~y0, 0, mask, off);
        clear(t, d, k, x1 & ~y1, 64, mask, off);
        clear(t, d, k, x2 & ~y2, 128, mask, off);
      }
    }
  }

  /**
   * Marks as legal in a target of {@link #pushes} the push of run length k toward d from each point
   * of a word of points ({@code base} its first cell), and returns how many.
   */
  private static int mark(
      Scratch s, Tables t, int d, int k, long points, int base, int target, float[] mask, int off) {
    if (target != COUNT) {
      int[] idBase = t.idBase;
      for (long bits = points; bits != 0; bits &= bits - 1) {
        int id = idBase[(base + Long.numberOfTrailingZeros(bits)) * 4 + d] + k - 1;
        mark(s, id, target, mask, off);
      }
    }
    return Long.bitCount(points);
  }

  /**
   * Writes 0 in the mask at the id of the push of run length k toward d from each point of a word
   * of points ({@code base} its first cell).
   */
  private static void clear(Tables t, int d, int k, long points, int base, float[] mask, int off) {
    int[] idBase = t.idBase;
    int o = off + k - 1;
    for (long bits = points; bits != 0; bits &= bits - 1) {
      mask[o + idBase[(base + Long.numberOfTrailingZeros(bits)) * 4 + d]] = 0f;
    }
  }

  /** Marks one id as legal in a target of {@link #pushes}. */
  private static void mark(Scratch s, int id, int target, float[] mask, int off) {
    if (target >= MASK) {
      mask[off + id] = 1f;
    } else if (target == IDS) {
      s.legal[id >>> 6] |= 1L << id;
      s.legalWords |= 1L << (id >>> 6);
    }
  }

  /**
   * Tests the push of run length k toward d from each point of a word of points ({@code base} its
   * first cell) that is in {@code listed} (not doomed), marks each legal one, and returns how many;
   * a {@link #REWRITE} writes 0 at the others' ids.
   */
  private static int test(
      Scratch s,
      Position pos,
      int d,
      int k,
      long points,
      long listed,
      int base,
      int target,
      float[] mask,
      int off) {
    Tables t = pos.tables;
    int n = 0;
    for (long bits = points; bits != 0; bits &= bits - 1) {
      int b = Long.numberOfTrailingZeros(bits);
      int p = base + b;
      int id = t.idBase[p * 4 + d] + k - 1;
      if (((listed >>> b) & 1) != 0
          && Legality.pushLegal(s, pos, p, d, k, p + k * t.delta[d], id)) {
        mark(s, id, target, mask, off);
        n++;
        if (target == FIRST) {
          return n;
        }
      } else if (target == REWRITE) {
        mask[off + id] = 0f;
      }
    }
    return n;
  }

  /**
   * Fills the candidate sets of {@code s} for {@code pos} unless they are its already: a legal push
   * is exactly a candidate that is not suicide. With L1 the stones whose neighbour that way is
   * empty and L(j+1) the stones whose neighbour that way is in Lj, the candidates are L1 ∪ … ∪
   * L(power), a few shifts per direction.
   */
  static void candidates(Scratch s, Position pos) {
    if (s.candidatesOf == pos) {
      return;
    }
    Tables t = pos.tables;
    long o0 = pos.b0 | pos.w0;
    long o1 = pos.b1 | pos.w1;
    long o2 = pos.b2 | pos.w2;
    int power = pos.power();
    // One call a direction with d a constant: each inlined copy's shift is known, no switch.
    s.candTotal =
        candidates(s, t, Tables.N, o0, o1, o2, power)
            + candidates(s, t, Tables.E, o0, o1, o2, power)
            + candidates(s, t, Tables.S, o0, o1, o2, power)
            + candidates(s, t, Tables.W, o0, o1, o2, power);
    s.candidatesOf = pos;
  }

  /** Writes the candidates toward {@code d} and their count, and returns the count. */
  private static int candidates(Scratch s, Tables t, int d, long o0, long o1, long o2, int power) {
    long[] out = s.words;
    t.back(d, t.all0 & ~o0, t.all1 & ~o1, t.all2 & ~o2, out);
    long l0 = o0 & out[0];
    long l1 = o1 & out[1];
    long l2 = o2 & out[2];
    long c0 = l0;
    long c1 = l1;
    long c2 = l2;
    for (int j = 1; j < power && (l0 | l1 | l2) != 0; j++) {
      t.back(d, l0, l1, l2, out);
      l0 = o0 & out[0];
      l1 = o1 & out[1];
      l2 = o2 & out[2];
      c0 |= l0;
      c1 |= l1;
      c2 |= l2;
    }
    long[] cand = s.cand;
    cand[d * 3] = c0;
    cand[d * 3 + 1] = c1;
    cand[d * 3 + 2] = c2;
    int count = Long.bitCount(c0) + Long.bitCount(c1) + Long.bitCount(c2);
    s.candCount[d] = count;
    return count;
  }

  /** Returns the legal pushes of the stone on a point (on the board), in the order N, E, S, W. */
  static List<Move> legalMovesFrom(Position pos, int cell) {
    if (pos.isOver() || !pos.occupied(cell)) {
      return List.of();
    }
    Tables t = pos.tables;
    Move[] byId = MoveCache.of(pos.rules).byId;
    Scratch s = Scratch.get();
    List<Move> out = new ArrayList<>(4);
    int power = pos.power();
    for (int d = 0; d < 4; d++) {
      int len = Legality.runLength(pos, cell, d, power);
      if (len == 0) {
        continue;
      }
      int id = t.idBase[cell * 4 + d] + len - 1;
      if (Legality.pushLegal(s, pos, cell, d, len, cell + len * t.delta[d], id)) {
        out.add(byId[id]);
      }
    }
    return List.copyOf(out);
  }
}
