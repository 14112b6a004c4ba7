package io.github.gongqi.gongqi;

/**
 * Whether a move is legal, and if not why: {@link #isLegal} for an id, the legality test of one
 * push (written once, used by the listing, the random move and {@code isLegal}), and the refusal
 * reasons of {@link Position#whyIllegal} in the order of {@link IllegalMoveReason}.
 *
 * <p>A candidate push (a run of at most the power ending on an empty point) is legal unless it is
 * suicide, and the test judges it by what its line changes, in stages that each cost more and run
 * less often:
 *
 * <ol>
 *   <li>the quick test on sets derived once per position ({@link Scratch#analyse}): after the push,
 *       does every stone of the mover near the line still touch an empty point, or reach one that
 *       does within two steps through the mover's stones (the whole set at once, by shifts)? Then
 *       every group of the mover has a liberty (groups away from the line are unchanged and kept
 *       theirs);
 *   <li>the per-group test ({@link Captures#groupsAlive}) on the mover's stones that failed it;
 *   <li>a mover group without a liberty is saved only by a capture, and a capture needs an
 *       opponent's group near the line without a liberty: if there is none, the push is suicide
 *       without simulating it (most pushes that reach this stage are);
 *   <li>otherwise the push is simulated with its captures ({@link Captures#simulate}).
 * </ol>
 */
final class Legality {
  private Legality() {}

  /** Returns whether the move with an id is legal, without allocating. */
  static boolean isLegal(Position pos, int id) {
    Tables t = pos.tables;
    if (id < 0 || id > t.numPushIds + 1 || pos.isOver()) {
      return false;
    }
    if (id >= t.numPushIds) {
      return id == t.numPushIds
          ? pos.swap == SwapState.OFFERED
          : pos.swap != SwapState.OFFERED && !MoveGeneration.hasLegalPush(Scratch.get(), pos);
    }
    int p = t.idPoint[id];
    int d = t.idDir[id];
    int len = t.idCount[id];
    return pos.occupied(p)
        && runLength(pos, p, d, pos.power()) == len
        && pushLegal(Scratch.get(), pos, p, d, len, p + len * t.delta[d], id);
  }

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
   * Stage 0, for a whole listing: writes into {@code s.settled}, per direction, the one-stone
   * candidates that are legal by their neighbourhood alone, found for all of them at once by
   * shifts; needs {@link MoveGeneration#candidates} and {@link Scratch#analyse} of {@code pos}.
   *
   * <p>Such a push from p fills only its end point E = p + d and recolours p (the mover's) and E
   * (the pushed stone's colour), so the mover's groups that can change all hold a stone next to p
   * or E. With a the points next to an empty point and t those next to two, a mover's stone beside
   * or behind p keeps its empty neighbour (none of its neighbours is E), one next to E keeps one if
   * it is in t. So the push is not suicide if
   *
   * <ul>
   *   <li>p's group lives: p is in t, or a mover's stone in a is behind or beside p; and
   *   <li>pushing its own stone, the mover joins p, E and its stones next to either into that one
   *       group, which lives also if E is in a or a mover's stone in t is beyond or beside E;
   *   <li>pushing an opposing stone (E turns the opponent's), no mover's stone beyond or beside E
   *       can die alone: each is in t or next to a mover's stone in a (which is not next to E).
   * </ul>
   *
   * The rest of the candidates take the per-push test ({@link #pushLegal}).
   */
  static void settle(Scratch s, Position pos) {
    if (s.settledOf == pos) {
      return;
    }
    Tables t = pos.tables;
    long m0 = s.m0;
    long m1 = s.m1;
    long m2 = s.m2;
    long ma0 = m0 & s.a0;
    long ma1 = m1 & s.a1;
    long ma2 = m2 & s.a2;
    long mt0 = m0 & s.t0;
    long mt1 = m1 & s.t1;
    long mt2 = m2 & s.t2;
    long[] w = s.words;
    long[] x = s.spare;
    t.adjacent(ma0, ma1, ma2, w);
    // The mover's stones that could die alone next to an end point.
    long mb0 = m0 & ~s.t0 & ~w[0];
    long mb1 = m1 & ~s.t1 & ~w[1];
    long mb2 = m2 & ~s.t2 & ~w[2];
    long[] single = s.single;
    long[] settled = s.settled;
    for (int d = 0; d < 4; d++) {
      int i = d * 3;
      // p's group: p in t, or a mover's stone in a behind or beside p.
      t.back(d ^ 2, ma0, ma1, ma2, x);
      t.across(d, ma0, ma1, ma2, w);
      long f0 = s.t0 | x[0] | w[0];
      long f1 = s.t1 | x[1] | w[1];
      long f2 = s.t2 | x[2] | w[2];
      // Its own stone pushed: also E in a, or a mover's stone in t beyond or beside E.
      t.across(d, mt0, mt1, mt2, w);
      t.back(d, mt0, mt1, mt2, x);
      t.back(d, w[0] | x[0], w[1] | x[1], w[2] | x[2], x);
      long g0 = f0 | x[0];
      long g1 = f1 | x[1];
      long g2 = f2 | x[2];
      t.back(d, s.a0, s.a1, s.a2, x);
      g0 |= x[0];
      g1 |= x[1];
      g2 |= x[2];
      // An opposing stone pushed: a mover's stone beyond or beside E that could die alone.
      t.across(d, mb0, mb1, mb2, w);
      t.back(d, mb0, mb1, mb2, x);
      t.back(d, w[0] | x[0], w[1] | x[1], w[2] | x[2], x);
      settled[i] = single[i] & ((m0 & g0) | (~m0 & f0 & ~x[0]));
      settled[i + 1] = single[i + 1] & ((m1 & g1) | (~m1 & f1 & ~x[1]));
      settled[i + 2] = single[i + 2] & ((m2 & g2) | (~m2 & f2 & ~x[2]));
    }
    s.settledOf = pos;
  }

  /**
   * The legality test of one candidate push; needs: the run from {@code p} toward {@code d} has
   * length {@code k} at most the power, ends on the empty point {@code end}, and {@code id} is its
   * id. Stage 1 here (small, so that the listing's loop inlines it); the rest in {@link
   * #slowLegal}.
   */
  static boolean pushLegal(Scratch s, Position pos, int p, int d, int k, int end, int id) {
    s.analyse(pos);
    Tables t = pos.tables;
    long[] closed = t.closed;
    int pd = p * 4 + d;
    int ed = end * 4 + d;
    long r0 = t.runWord(pd, ed, 0);
    long r1 = t.runWord(pd, ed, 1);
    long r2 = t.runWord(pd, ed, 2);
    long m0 = s.m0;
    long m1 = s.m1;
    long m2 = s.m2;
    // The mover's stones of the run, one step on.
    long x0 = m0 & r0;
    long x1 = m1 & r1;
    long x2 = m2 & r2;
    long y0 = t.forward(d, 0, x0, x1);
    long y1 = t.forward(d, x0, x1, x2);
    long y2 = t.forward(d, x1, x2, 0);
    int ew = end >>> 6;
    int pw = p >>> 6;
    long eb = 1L << end;
    long pb = 1L << p;
    // Points next to the end point that touched no other empty point lose their last one.
    int j = end * 3;
    long k0 = closed[j] & ~s.t0;
    long k1 = closed[j + 1] & ~s.t1;
    long k2 = closed[j + 2] & ~s.t2;
    // n: the mover's stones after the push; b: the points still next to an empty point.
    long n0 = (m0 & ~r0) | y0 | (pw == 0 ? pb : 0);
    long n1 = (m1 & ~r1) | y1 | (pw == 1 ? pb : 0);
    long n2 = (m2 & ~r2) | y2 | (pw == 2 ? pb : 0);
    long b0 = s.a0 & ~(ew == 0 ? k0 & ~eb : k0);
    long b1 = s.a1 & ~(ew == 1 ? k1 & ~eb : k1);
    long b2 = s.a2 & ~(ew == 2 ? k2 & ~eb : k2);
    // q: the mover's stones near the line with no empty neighbour after the push.
    long q0 = n0 & t.touchedWord(pd, ed, end, 0) & ~b0;
    long q1 = n1 & t.touchedWord(pd, ed, end, 1) & ~b1;
    long q2 = n2 & t.touchedWord(pd, ed, end, 2) & ~b2;
    if ((q0 | q1 | q2) == 0) {
      return true;
    }
    // Stage 1b: the mover's stones that touch an empty point are alive, and so is every stone of
    // theirs they reach. Two steps of that reach, taken for the whole set at once, settle most of
    // the stones stage 2 would otherwise fill one by one.
    long[] reach = s.words;
    long a0 = n0 & b0;
    long a1 = n1 & b1;
    long a2 = n2 & b2;
    for (int step = 0; step < 2; step++) {
      t.adjacent(a0, a1, a2, reach);
      a0 |= reach[0] & n0;
      a1 |= reach[1] & n1;
      a2 |= reach[2] & n2;
      q0 &= ~a0;
      q1 &= ~a1;
      q2 &= ~a2;
      if ((q0 | q1 | q2) == 0) {
        return true;
      }
    }
    s.stones.set(n0, n1, n2);
    s.free.set(b0, b1, b2);
    s.check.set(q0, q1, q2);
    s.line.set(r0 | (ew == 0 ? eb : 0), r1 | (ew == 1 ? eb : 0), r2 | (ew == 2 ? eb : 0));
    return slowLegal(s, pos, pd, ed, id, end);
  }

  /**
   * Stages 2 to 4 of the test; needs: {@link #pushLegal} has filled the holders of {@code s} (the
   * mover's stones after the push, the free points, the stones to check and the line), and passes
   * its push's ray indices ({@link Tables#runWord}), id and end point.
   */
  private static boolean slowLegal(Scratch s, Position pos, int pd, int ed, int id, int end) {
    Captures cap = s.captures;
    if (cap.groupsAlive(pos, s.stones, s.free, s.check, s.line, end)) {
      return true;
    }
    // Some group of the mover has no liberty unless the push captures. The opponent's stones
    // after the push are the occupied points (the end point now too) that are not the mover's.
    Tables t = pos.tables;
    Captures.Words line = s.line;
    Captures.Words free = s.free;
    Captures.Words mover = s.stones;
    // The line holds the end point, and every other point of it was occupied before.
    long o0 = (pos.b0 | pos.w0 | line.w0) & ~mover.w0;
    long o1 = (pos.b1 | pos.w1 | line.w1) & ~mover.w1;
    long o2 = (pos.b2 | pos.w2 | line.w2) & ~mover.w2;
    long q0 = o0 & t.touchedWord(pd, ed, end, 0) & ~free.w0;
    long q1 = o1 & t.touchedWord(pd, ed, end, 1) & ~free.w1;
    long q2 = o2 & t.touchedWord(pd, ed, end, 2) & ~free.w2;
    if ((q0 | q1 | q2) == 0) {
      return false; // no opponent's stone near the line lost its last liberty: no capture
    }
    // groupsAlive reads the mover's holder again only through its arguments: reuse it.
    if (cap.groupsAlive(pos, mover.set(o0, o1, o2), free, s.check.set(q0, q1, q2), line, end)) {
      return false; // every such group still has a liberty: no capture
    }
    return cap.simulate(pos, id, true);
  }

  // ---- the refusal reasons ----

  /**
   * Returns why a move is illegal, checking in the order of {@link IllegalMoveReason}, or null if
   * it is legal.
   */
  static IllegalMoveReason reason(Position pos, Move move) {
    if (pos.isOver()) {
      return IllegalMoveReason.GAME_OVER;
    }
    if (move.rules() != pos.rules) {
      return IllegalMoveReason.OFF_BOARD;
    }
    if (move instanceof Move.Push push) {
      return pushReason(pos, push);
    }
    if (move instanceof Move.Swap) {
      return pos.swap == SwapState.OFFERED ? null : IllegalMoveReason.SWAP_NOT_AVAILABLE;
    }
    return pos.swap == SwapState.OFFERED || MoveGeneration.hasLegalPush(Scratch.get(), pos)
        ? IllegalMoveReason.PASS_NOT_ALLOWED
        : null;
  }

  private static IllegalMoveReason pushReason(Position pos, Move.Push push) {
    int p = push.point();
    int d = push.direction().ordinal();
    if (!pos.occupied(p)) {
      return IllegalMoveReason.NO_STONE;
    }
    Tables t = pos.tables;
    int dist = t.dist[p * 4 + d];
    int run = run(pos, p, d);
    if (push.count() > dist || run > dist) {
      return IllegalMoveReason.END_POINT_OFF_BOARD;
    }
    if (push.count() < run) {
      return IllegalMoveReason.END_POINT_OCCUPIED;
    }
    if (push.count() > run) {
      return IllegalMoveReason.WRONG_COUNT;
    }
    if (run > pos.power()) {
      return IllegalMoveReason.RUN_LONGER_THAN_POWER;
    }
    int id = t.idBase[p * 4 + d] + run - 1;
    return pushLegal(Scratch.get(), pos, p, d, run, p + run * t.delta[d], id)
        ? null
        : IllegalMoveReason.SUICIDE;
  }

  /** The length of the run of stones from p in direction d, up to the edge (dist + 1 if full). */
  static int run(Position pos, int p, int d) {
    Tables t = pos.tables;
    int dist = t.dist[p * 4 + d];
    int delta = t.delta[d];
    int k = 1;
    while (k <= dist && pos.occupied(p + k * delta)) {
      k++;
    }
    return k;
  }
}
