package io.github.gongqi.gongqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Listing and counting the legal moves, allocation-free.
 *
 * <p>The position is analysed once: the candidate pushes by shifts ({@link #candidates}: a stone
 * and a direction whose run is at most the power long and ends on an empty point), and the sets of
 * the legality test ({@link Scratch#analyse}). Only candidates are visited, in ascending id order,
 * each judged by {@link Legality#pushLegal} from what its line changes.
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
    int n = pushes(s, pos, Integer.MAX_VALUE);
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
    int n = pushes(s, pos, Integer.MAX_VALUE);
    return pos.swap == SwapState.OFFERED || n == 0 ? n + 1 : n;
  }

  /** Returns whether the side to move has a legal push. */
  static boolean hasLegalPush(Scratch s, Position pos) {
    return pushes(s, pos, 1) > 0;
  }

  /**
   * Writes the ids of the legal pushes, ascending, into {@link Scratch#moves} and returns their
   * number, stopping once it reaches {@code max} (the point that reaches it finishes: up to three
   * more). It writes up to three entries past its count: a point whose candidates are all settled
   * writes its four ids and counts those that are legal, without a branch a direction.
   */
  static int pushes(Scratch s, Position pos, int max) {
    candidates(s, pos);
    s.analyse(pos);
    Legality.settle(s, pos);
    Tables t = pos.tables;
    long[] cand = s.listed; // the candidates stage 0 did not find doomed
    // At power 1 every candidate is one stone long, and candidates() leaves single unwritten.
    long[] single = pos.power() > 1 ? s.single : s.cand;
    long[] settled = s.settled;
    int[] out = s.moves;
    int[] idBase = t.idBase;
    int[] dist = t.dist;
    long e0 = s.e0;
    long e1 = s.e1;
    long e2 = s.e2;
    int count = 0;
    for (int wi = 0; wi < 3; wi++) {
      long cn = cand[wi];
      long ce = cand[3 + wi];
      long cs = cand[6 + wi];
      long cw = cand[9 + wi];
      long sn = settled[wi];
      long se = settled[3 + wi];
      long ss = settled[6 + wi];
      long sw = settled[9 + wi];
      // The settled candidates one stone long: their id is the point's and direction's first.
      long un = sn & single[wi];
      long ue = se & single[3 + wi];
      long us = ss & single[6 + wi];
      long uw = sw & single[9 + wi];
      // Cells in ascending order, directions N, E, S, W within a cell: ids ascend.
      for (long bits = cn | ce | cs | cw; bits != 0; bits &= bits - 1) {
        int b = Long.numberOfTrailingZeros(bits);
        int p = (wi << 6) + b;
        int pd = p * 4;
        // The point's candidates and its settled single ones, a bit a direction.
        int cm =
            (int) ((cn >>> b) & 1)
                | (int) ((ce >>> b) & 1) << 1
                | (int) ((cs >>> b) & 1) << 2
                | (int) ((cw >>> b) & 1) << 3;
        int um =
            (int) ((un >>> b) & 1)
                | (int) ((ue >>> b) & 1) << 1
                | (int) ((us >>> b) & 1) << 2
                | (int) ((uw >>> b) & 1) << 3;
        if (cm == um) {
          // Every candidate of the point is settled and one stone long: no test, no walk, and no
          // branch a direction.
          out[count] = idBase[pd];
          count += um & 1;
          out[count] = idBase[pd + 1];
          count += (um >>> 1) & 1;
          out[count] = idBase[pd + 2];
          count += (um >>> 2) & 1;
          out[count] = idBase[pd + 3];
          count += um >>> 3;
        } else {
          // Settled or not, a candidate's run ends on the ray's first empty point (a lookup and a
          // bit scan, no walk); the settled ones are written without a test.
          int sm =
              (int) ((sn >>> b) & 1)
                  | (int) ((se >>> b) & 1) << 1
                  | (int) ((ss >>> b) & 1) << 2
                  | (int) ((sw >>> b) & 1) << 3;
          for (int m = cm; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            int c = t.runEnd(pd + d, d, e0, e1, e2);
            int k = dist[pd + d] - dist[c * 4 + d];
            int id = idBase[pd + d] + k - 1;
            out[count] = id;
            if ((sm & (1 << d)) != 0 || Legality.pushLegal(s, pos, p, d, k, c, id)) {
              count++;
            }
          }
        }
        if (count >= max) {
          return count;
        }
      }
    }
    return count;
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

  /**
   * Writes the candidates toward {@code d} and their count, and returns the count. The first layer
   * goes to {@link Scratch#single} only when the power allows longer runs: at power 1 it is the
   * candidates themselves, and a random draw skips the stores.
   */
  private static int candidates(Scratch s, Tables t, int d, long o0, long o1, long o2, int power) {
    long[] out = s.words;
    t.back(d, t.all0 & ~o0, t.all1 & ~o1, t.all2 & ~o2, out);
    long l0 = o0 & out[0];
    long l1 = o1 & out[1];
    long l2 = o2 & out[2];
    long c0 = l0;
    long c1 = l1;
    long c2 = l2;
    if (power > 1) {
      long[] single = s.single;
      single[d * 3] = l0;
      single[d * 3 + 1] = l1;
      single[d * 3 + 2] = l2;
      for (int j = 1; j < power && (l0 | l1 | l2) != 0; j++) {
        t.back(d, l0, l1, l2, out);
        l0 = o0 & out[0];
        l1 = o1 & out[1];
        l2 = o2 & out[2];
        c0 |= l0;
        c1 |= l1;
        c2 |= l2;
      }
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
