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
   * Position#legalMoves(int[])}.
   */
  static int legalMoves(Scratch s, Position pos, int[] buf) {
    if (pos.isOver()) {
      return 0;
    }
    Tables t = pos.tables;
    int n = pushes(s, pos, buf, Integer.MAX_VALUE);
    if (pos.swap == SwapState.OFFERED) {
      buf[n++] = t.numPushIds;
    } else if (n == 0) {
      buf[n++] = t.numPushIds + 1;
    }
    return n;
  }

  /** Returns the number of legal moves: {@link Position#countLegalMoves()}. */
  static int count(Scratch s, Position pos) {
    if (pos.isOver()) {
      return 0;
    }
    int n = pushes(s, pos, null, Integer.MAX_VALUE);
    return pos.swap == SwapState.OFFERED || n == 0 ? n + 1 : n;
  }

  /** Returns whether the side to move has a legal push. */
  static boolean hasLegalPush(Scratch s, Position pos) {
    return pushes(s, pos, null, 1) > 0;
  }

  /**
   * Writes the ids of the legal pushes, ascending, into {@code buf} (when not null) and returns
   * their number, stopping once it reaches {@code max}.
   */
  static int pushes(Scratch s, Position pos, int[] buf, int max) {
    Captures cap = s.captures;
    // Labelling the groups pays when every push of a position is judged (see Captures).
    cap.generating = true;
    try {
      return pushes0(s, pos, buf, max);
    } finally {
      cap.generating = false;
    }
  }

  private static int pushes0(Scratch s, Position pos, int[] buf, int max) {
    candidates(s, pos);
    s.analyse(pos);
    Tables t = pos.tables;
    long[] cand = s.cand;
    int[] deltas = t.delta;
    int[] idBase = t.idBase;
    long o0 = pos.b0 | pos.w0;
    long o1 = pos.b1 | pos.w1;
    long o2 = pos.b2 | pos.w2;
    int count = 0;
    for (int wi = 0; wi < 3; wi++) {
      // Cells in ascending order, directions N, E, S, W within a cell: ids ascend.
      for (long bits = cand[wi] | cand[3 + wi] | cand[6 + wi] | cand[9 + wi];
          bits != 0;
          bits &= bits - 1) {
        long bit = bits & -bits;
        int p = (wi << 6) + Long.numberOfTrailingZeros(bits);
        for (int d = 0; d < 4; d++) {
          if ((cand[d * 3 + wi] & bit) == 0) {
            continue;
          }
          // A candidate's run ends on an empty point within the power: walk to it.
          int delta = deltas[d];
          int c = p + delta;
          int k = 1;
          while ((((c < 64 ? o0 : c < 128 ? o1 : o2) >>> c) & 1L) != 0) {
            k++;
            c += delta;
          }
          int id = idBase[p * 4 + d] + k - 1;
          if (!Legality.pushLegal(s, pos, p, d, k, c, id)) {
            continue;
          }
          if (buf != null) {
            buf[count] = id;
          }
          if (++count >= max) {
            return count;
          }
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
    long e0 = t.all0 & ~o0;
    long e1 = t.all1 & ~o1;
    long e2 = t.all2 & ~o2;
    int power = pos.power();
    long[] out = s.words;
    long[] cand = s.cand;
    int total = 0;
    for (int d = 0; d < 4; d++) {
      t.back(d, e0, e1, e2, out);
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
      cand[d * 3] = c0;
      cand[d * 3 + 1] = c1;
      cand[d * 3 + 2] = c2;
      int count = Long.bitCount(c0) + Long.bitCount(c1) + Long.bitCount(c2);
      s.candCount[d] = count;
      total += count;
    }
    s.candTotal = total;
    s.candidatesOf = pos;
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
