package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.Bits;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The move generator behind {@link Position}: allocation-free generation of the legal pushes, the
 * legality of one push, and uniform random moves. One instance per thread holds the scratch words
 * and its thread's {@link Captures} kernel, so {@link Position} stays immutable and thread-safe.
 *
 * <p>Generation never builds the board after a push unless it must. From per-position sets (the
 * mover's stones, the points next to one or to two empty points) and per-push tables (the run, the
 * touched region) it derives the mover's stones near the line after the push and the points that
 * still touch an empty point; if every such stone is alive by those sets, the push is legal. Only
 * pushes that may be suicide are checked stone by stone ({@link Captures#moverAlive}) and, failing
 * that, simulated with their captures ({@link Captures#simulate}).
 */
final class Engine {
  private static final ThreadLocal<Engine> LOCAL = ThreadLocal.withInitial(Engine::new);

  static Engine get() {
    return LOCAL.get();
  }

  /** This thread's capture and liberty kernel. */
  final Captures captures = new Captures();

  private final long[] adj = new long[3];
  private final long[] occ = new long[3];

  // The holders for moverAlive's sets (see Captures.Words): the mover's stones after the push,
  // the points still next to an empty point, the stones to check (the mover's in the touched
  // region with no empty neighbour) and the line with the end point.
  private final Captures.Words moverWords = new Captures.Words();
  private final Captures.Words freeWords = new Captures.Words();
  private final Captures.Words checkWords = new Captures.Words();
  private final Captures.Words lineWords = new Captures.Words();

  /**
   * Returns the length of the run from {@code p} in direction {@code d} if it is at most {@code
   * limit} and its end point is on the board, else 0.
   */
  static int runLength(Position pos, int p, int d, int limit) {
    Tables t = pos.tables;
    int lim = Math.min(t.dist[p * 4 + d], limit);
    int delta = t.delta[d];
    int c = p + delta;
    int k = 1;
    while (k <= lim && pos.occupied(c)) {
      k++;
      c += delta;
    }
    return k > lim ? 0 : k;
  }

  /**
   * Writes the ids of the legal pushes, ascending, into {@code buf} (when not null) and returns
   * their number, stopping once it reaches {@code max}.
   */
  int pushes(Position pos, int[] buf, int max) {
    Captures cap = captures;
    cap.generating = true;
    int count = pushes0(pos, buf, max);
    cap.generating = false;
    return count;
  }

  private int pushes0(Position pos, int[] buf, int max) {
    Tables t = pos.tables;
    Captures cap = captures;
    long[] occ = this.occ;
    occ[0] = pos.b0 | pos.w0;
    occ[1] = pos.b1 | pos.w1;
    occ[2] = pos.b2 | pos.w2;
    int power = pos.power();
    int[] dist = t.dist;
    int[] deltas = t.delta;
    int[] idBase = t.idBase;
    long[] run = t.run;
    long[] touched = t.touched;
    long[] closed = t.closed;
    // The quick test below needs, once per position: the mover's stones, the points next to an
    // empty point (a push fills only its end point, so these change only around it) and the
    // points next to two or more, which keep one whatever single point is filled.
    long m0 = pos.whiteToMove ? pos.w0 : pos.b0;
    long m1 = pos.whiteToMove ? pos.w1 : pos.b1;
    long m2 = pos.whiteToMove ? pos.w2 : pos.b2;
    long[] adj = this.adj;
    long e0 = t.all0 & ~occ[0];
    long e1 = t.all1 & ~occ[1];
    long e2 = t.all2 & ~occ[2];
    t.adjacent(e0, e1, e2, adj);
    long a0 = adj[0];
    long a1 = adj[1];
    long a2 = adj[2];
    t.adjacentTwice(e0, e1, e2, adj);
    long two0 = adj[0];
    long two1 = adj[1];
    long two2 = adj[2];
    int w = t.w;
    int count = 0;
    for (int wi = 0; wi < 3; wi++) {
      long bits = occ[wi];
      while (bits != 0) {
        int p = (wi << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        for (int d = 0; d < 4; d++) {
          int lim = Math.min(dist[p * 4 + d], power);
          if (lim == 0) {
            continue;
          }
          int delta = deltas[d];
          int c = p + delta;
          int k = 1;
          while (k <= lim && ((occ[c >>> 6] >>> c) & 1L) != 0) {
            k++;
            c += delta;
          }
          if (k > lim) {
            continue;
          }
          int id = idBase[p * 4 + d] + k - 1;
          // Quick test: after the push, does every stone of the mover near the line still touch
          // an empty point? Then every group of the mover has a liberty and the push is legal
          // (groups away from the line are unchanged and kept theirs). If not, the per-stone
          // checks of moverAlive decide on the same derived sets, and only a push that still
          // looks like suicide is simulated with its captures.
          long r0 = run[id * 3];
          long r1 = run[id * 3 + 1];
          long r2 = run[id * 3 + 2];
          long x0 = m0 & r0;
          long x1 = m1 & r1;
          long x2 = m2 & r2;
          long y0;
          long y1;
          long y2;
          // The mover's stones of the run, one step on.
          if (d == Tables.N) {
            y0 = x0 << w;
            y1 = Tables.upWord(x1, x0, w);
            y2 = Tables.upWord(x2, x1, w);
          } else if (d == Tables.E) {
            y0 = x0 << 1;
            y1 = Tables.upWord(x1, x0, 1);
            y2 = Tables.upWord(x2, x1, 1);
          } else if (d == Tables.S) {
            y0 = Tables.downWord(x0, x1, w);
            y1 = Tables.downWord(x1, x2, w);
            y2 = x2 >>> w;
          } else {
            y0 = Tables.downWord(x0, x1, 1);
            y1 = Tables.downWord(x1, x2, 1);
            y2 = x2 >>> 1;
          }
          int end = c;
          int ew = end >>> 6;
          long eb = 1L << end;
          long pb = 1L << p;
          // Points next to the end point that touched no other empty point lose their last one.
          long k0 = closed[end * 3] & ~two0;
          long k1 = closed[end * 3 + 1] & ~two1;
          long k2 = closed[end * 3 + 2] & ~two2;
          // n: the mover's stones after the push; b: the points still next to an empty point.
          long n0 = (m0 & ~r0) | y0 | (wi == 0 ? pb : 0);
          long n1 = (m1 & ~r1) | y1 | (wi == 1 ? pb : 0);
          long n2 = (m2 & ~r2) | y2 | (wi == 2 ? pb : 0);
          long b0 = a0 & ~(ew == 0 ? k0 & ~eb : k0);
          long b1 = a1 & ~(ew == 1 ? k1 & ~eb : k1);
          long b2 = a2 & ~(ew == 2 ? k2 & ~eb : k2);
          // q: the mover's stones near the line with no empty neighbour after the push.
          long q0 = n0 & touched[id * 3] & ~b0;
          long q1 = n1 & touched[id * 3 + 1] & ~b1;
          long q2 = n2 & touched[id * 3 + 2] & ~b2;
          if ((q0 | q1 | q2) != 0
              && !cap.moverAlive(
                  pos,
                  moverWords.set(n0, n1, n2),
                  freeWords.set(b0, b1, b2),
                  checkWords.set(q0, q1, q2),
                  lineWords.set(
                      r0 | (ew == 0 ? eb : 0), r1 | (ew == 1 ? eb : 0), r2 | (ew == 2 ? eb : 0)),
                  end)
              && !cap.simulate(pos, p, d, k)) {
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

  // ---- one push at a time: random moves and isLegal ----

  /**
   * Rejected draws {@link #randomMove} allows itself before it generates every legal move: a
   * rejected draw costs a few nanoseconds, full generation about as much as one check per stone and
   * direction, so a small budget loses little where legal pushes are rare.
   */
  static final int RANDOM_TRIES = 16;

  // The quick test's per-position sets (see pushes), kept for the position last asked about: a
  // playout asks about one position several times, once per draw.
  private Position quickPos;
  private long qm0;
  private long qm1;
  private long qm2;
  private long qa0;
  private long qa1;
  private long qa2;
  private long qt0;
  private long qt1;
  private long qt2;

  /** The move buffer of the fallback in {@link #randomMove}. */
  private final int[] moves = new int[4 * Tables.MAX_CELLS + 2];

  private void quickSets(Position pos) {
    if (quickPos == pos) {
      return;
    }
    Tables t = pos.tables;
    long e0 = t.all0 & ~(pos.b0 | pos.w0);
    long e1 = t.all1 & ~(pos.b1 | pos.w1);
    long e2 = t.all2 & ~(pos.b2 | pos.w2);
    long[] adj = this.adj;
    t.adjacent(e0, e1, e2, adj);
    qa0 = adj[0];
    qa1 = adj[1];
    qa2 = adj[2];
    t.adjacentTwice(e0, e1, e2, adj);
    qt0 = adj[0];
    qt1 = adj[1];
    qt2 = adj[2];
    qm0 = pos.whiteToMove ? pos.w0 : pos.b0;
    qm1 = pos.whiteToMove ? pos.w1 : pos.b1;
    qm2 = pos.whiteToMove ? pos.w2 : pos.b2;
    quickPos = pos;
  }

  /**
   * Returns whether the push from {@code p} in direction {@code d}, whose run has length {@code k}
   * (at most the power) and ends on the empty point {@code end}, and whose id is {@code id}, is
   * legal: not suicide. The same three stages as in {@link #pushes} (quick test on derived sets,
   * per-stone checks, simulation with captures), for a single push; {@link #pushes} keeps its
   * inlined copy because it runs the test for every stone of a position.
   */
  boolean pushLegal(Position pos, int p, int d, int k, int end, int id) {
    quickSets(pos);
    Tables t = pos.tables;
    long[] run = t.run;
    long[] closed = t.closed;
    long m0 = qm0;
    long m1 = qm1;
    long m2 = qm2;
    long r0 = run[id * 3];
    long r1 = run[id * 3 + 1];
    long r2 = run[id * 3 + 2];
    long x0 = m0 & r0;
    long x1 = m1 & r1;
    long x2 = m2 & r2;
    int w = t.w;
    long y0;
    long y1;
    long y2;
    if (d == Tables.N) {
      y0 = x0 << w;
      y1 = Tables.upWord(x1, x0, w);
      y2 = Tables.upWord(x2, x1, w);
    } else if (d == Tables.E) {
      y0 = x0 << 1;
      y1 = Tables.upWord(x1, x0, 1);
      y2 = Tables.upWord(x2, x1, 1);
    } else if (d == Tables.S) {
      y0 = Tables.downWord(x0, x1, w);
      y1 = Tables.downWord(x1, x2, w);
      y2 = x2 >>> w;
    } else {
      y0 = Tables.downWord(x0, x1, 1);
      y1 = Tables.downWord(x1, x2, 1);
      y2 = x2 >>> 1;
    }
    int ew = end >>> 6;
    int pw = p >>> 6;
    long eb = 1L << end;
    long pb = 1L << p;
    long k0 = closed[end * 3] & ~qt0;
    long k1 = closed[end * 3 + 1] & ~qt1;
    long k2 = closed[end * 3 + 2] & ~qt2;
    long n0 = (m0 & ~r0) | y0 | (pw == 0 ? pb : 0);
    long n1 = (m1 & ~r1) | y1 | (pw == 1 ? pb : 0);
    long n2 = (m2 & ~r2) | y2 | (pw == 2 ? pb : 0);
    long b0 = qa0 & ~(ew == 0 ? k0 & ~eb : k0);
    long b1 = qa1 & ~(ew == 1 ? k1 & ~eb : k1);
    long b2 = qa2 & ~(ew == 2 ? k2 & ~eb : k2);
    long[] touched = t.touched;
    long q0 = n0 & touched[id * 3] & ~b0;
    long q1 = n1 & touched[id * 3 + 1] & ~b1;
    long q2 = n2 & touched[id * 3 + 2] & ~b2;
    Captures cap = captures;
    return (q0 | q1 | q2) == 0
        || cap.moverAlive(
            pos,
            moverWords.set(n0, n1, n2),
            freeWords.set(b0, b1, b2),
            checkWords.set(q0, q1, q2),
            lineWords.set(
                r0 | (ew == 0 ? eb : 0), r1 | (ew == 1 ? eb : 0), r2 | (ew == 2 ? eb : 0)),
            end)
        || cap.simulate(pos, p, d, k);
  }

  // The candidate pushes of the position last drawn from (candPos): per direction d, the stones
  // whose run that way is at most the power long and ends on an empty point, cand[d * 3 + word].
  private Position candPos;
  private final long[] cand = new long[12];
  private final int[] candCount = new int[4];
  private int candTotal;

  /**
   * Fills the candidate sets: a legal push is exactly a candidate that is not suicide. With L1 the
   * stones whose neighbour that way is empty and L(j+1) the stones whose neighbour that way is in
   * Lj, the candidates are L1 ∪ … ∪ L(power), a few shifts per direction.
   */
  private void candidates(Position pos) {
    if (candPos == pos) {
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
    long[] out = this.adj;
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
      candCount[d] = count;
      total += count;
    }
    candTotal = total;
    candPos = pos;
  }

  /**
   * Returns a legal move id drawn uniformly from the legal moves of a position; throws
   * IllegalStateException if the game is over.
   *
   * <p>Rejection sampling over the candidate pushes ({@link #candidates}) and the offered swap: a
   * stone and a direction have at most one legal count, so every legal move is exactly one of these
   * equally likely slots, and a draw is kept if it is one (a candidate push is rejected only as
   * suicide): a kept draw is uniform over the legal moves. With no candidate, the swap or else the
   * pass is the only move. After {@link #RANDOM_TRIES} rejected draws (mostly suicides) it
   * generates every legal move and picks one uniformly; a mixture of uniform draws is uniform.
   */
  int randomMove(Position pos, RandomGenerator random) {
    if (pos.isOver()) {
      throw new IllegalStateException("no legal move: the game is over (" + pos.result() + ")");
    }
    Tables t = pos.tables;
    candidates(pos);
    int pushes = candTotal;
    boolean swap = pos.swap == SwapState.OFFERED;
    if (pushes == 0) {
      return swap ? t.numPushIds : t.numPushIds + 1;
    }
    int slots = pushes + (swap ? 1 : 0);
    long[] cand = this.cand;
    int[] candCount = this.candCount;
    for (int attempt = 0; attempt < RANDOM_TRIES; attempt++) {
      int r = Bits.randomBelow(random, slots);
      if (r == pushes) {
        return t.numPushIds; // the swap
      }
      int d = 0;
      while (r >= candCount[d]) {
        r -= candCount[d];
        d++;
      }
      long c0 = cand[d * 3];
      long c1 = cand[d * 3 + 1];
      int n0 = Long.bitCount(c0);
      int n01 = n0 + Long.bitCount(c1);
      int p =
          r < n0
              ? Bits.select(c0, r)
              : r < n01
                  ? 64 + Bits.select(c1, r - n0)
                  : 128 + Bits.select(cand[d * 3 + 2], r - n01);
      int delta = t.delta[d];
      int c = p + delta;
      int k = 1;
      while (pos.occupied(c)) {
        k++;
        c += delta;
      }
      int id = t.idBase[p * 4 + d] + k - 1;
      if (pushLegal(pos, p, d, k, c, id)) {
        return id;
      }
    }
    int[] buf = moves;
    int n = pos.legalMoves(buf);
    return buf[Bits.randomBelow(random, n)];
  }

  // ---- legality of one move id, pushes of one stone ----

  /** Returns whether the side to move has a legal push. */
  static boolean hasLegalPush(Position pos) {
    return get().pushes(pos, null, 1) > 0;
  }

  /** Returns whether the move with an id is legal, without allocating. */
  static boolean isLegal(Position pos, int id) {
    Tables t = pos.tables;
    if (id < 0 || id > t.numPushIds + 1 || pos.isOver()) {
      return false;
    }
    if (id >= t.numPushIds) {
      return id == t.numPushIds
          ? pos.swap == SwapState.OFFERED
          : pos.swap != SwapState.OFFERED && !hasLegalPush(pos);
    }
    int p = t.idPoint[id];
    int d = t.idDir[id];
    int len = t.idCount[id];
    return pos.occupied(p)
        && runLength(pos, p, d, pos.power()) == len
        && get().pushLegal(pos, p, d, len, p + len * t.delta[d], id);
  }

  /** Returns the legal pushes of the stone on a point (on the board), in the order N, E, S, W. */
  static List<Move> legalMovesFrom(Position pos, int cell) {
    if (pos.isOver() || !pos.occupied(cell)) {
      return List.of();
    }
    Tables t = pos.tables;
    Move[] byId = Moves.of(pos.rules).byId;
    List<Move> out = new ArrayList<>(4);
    Captures cap = get().captures;
    int power = pos.power();
    for (int d = 0; d < 4; d++) {
      int len = runLength(pos, cell, d, power);
      if (len > 0 && cap.simulate(pos, cell, d, len)) {
        out.add(byId[t.idBase[cell * 4 + d] + len - 1]);
      }
    }
    return List.copyOf(out);
  }
}
