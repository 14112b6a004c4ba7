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
 * <ol start="0">
 *   <li>for a whole listing, every candidate's line at once ({@link #settle}): the candidates whose
 *       line and its neighbours show that no group of the mover can lose its last liberty (on three
 *       words, a neighbour also lives through the mover's stones on its own side of the line:
 *       {@link #halfPlanes}), and on three words those that are suicide because their new stone is
 *       walled in by the opponent's groups that keep their liberties ({@link #doom});
 *   <li>the quick test on sets derived once per position ({@link Scratch#analyse}): after the push,
 *       does every stone of the mover near the line still touch an empty point? Then every group of
 *       the mover has a liberty (groups away from the line are unchanged and kept theirs). A new
 *       stone on p with neither a liberty nor a stone of its colour next to it goes straight to
 *       stage 3, where only capturing a group next to p can save the push: first a reach in one
 *       word over the five rows around p ({@link #neighboursLive}) shows most of those groups
 *       alive;
 *   <li>the reach ({@link #reachFree}) from the mover's stones next to an empty point, through the
 *       mover's stones, the whole board at once by shifts: a stone it reaches is alive, and a stone
 *       it cannot reach once it stops growing is in a group without a liberty. Past {@link
 *       #REACH_STEPS} steps, the per-group test ({@link Captures#groupsAlive}) takes the stones
 *       left;
 *   <li>a mover group without a liberty is saved only by a capture, and a capture needs an
 *       opponent's group near the line without a liberty: if there is none, the push is suicide
 *       without simulating it (most pushes that reach this stage are);
 *   <li>otherwise the push is simulated with its captures ({@link Captures#simulate}).
 * </ol>
 *
 * <p>On a board of one word (8×8) stages 1 to 3 take their own path ({@link #pushLegalOneWord}).
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

  // Stage 0's sets, three words each, in Scratch.sets: the position's, then one direction's, then
  // the walk's state (in the coordinates of the walk's point x), then each length's result. Every
  // "beside" set is one per axis (N and S share theirs, E and W theirs).
  private static final int EMPTY = 0;
  private static final int OCCUPIED = 3;
  private static final int MOVER = 6;
  private static final int LIVING = 9; // empty, or a mover's stone next to an empty point
  private static final int LIVING_BY_E = 12; // empty, or a mover's stone that keeps one beside E
  private static final int LOSES = 15; // a mover's stone next to E that keeps no liberty
  private static final int SHUT = 18; // a mover's stone next to no empty point
  private static final int BESIDE = 21; // + 12 × axis: LIVING, LIVING_BY_E, LOSES, SHUT beside
  private static final int MOVER_BEHIND = 45; // the point behind x is the mover's: x turns it
  private static final int LIVES_AT_END = 48; // x as E: a LIVING_BY_E point beyond or beside
  private static final int LOSES_AT_END = 51; // x as E: a LOSES stone beyond or beside
  private static final int LIVES_AT_START = 54; // x as p: a LIVING point behind or beside
  private static final int RUN = 57; // x is on a candidate's line, every point before it a stone
  private static final int CURRENT = 60; // the point before x turns the mover's
  private static final int ALIVE = 63; // the mover's segment of the line up to x lives
  private static final int BAD = 66; // a mover's stone near the line up to x may die
  private static final int RESULT = 69; // RESULT + 3 × (k − 1): candidates of length k, at E

  // With half-planes, per direction d: LIVING_BY_E and LIVING with the half-plane stones toward d,
  // LOSES without them (three words each, 36 a set), read by the loop over the directions in place
  // of the plain sets, so that the loop does not see the half-planes at all.
  private static final int LIVING_BY_E_HALF = RESULT + 3 * 12;
  private static final int LIVING_HALF = LIVING_BY_E_HALF + 12;
  private static final int LOSES_HALF = LIVING_HALF + 12;

  /** The number of longs stage 0 needs in {@link Scratch#sets}. */
  static final int SETS = LOSES_HALF + 12;

  /**
   * Stage 0, for a whole listing: writes into {@code s.settled}, per direction, the candidates that
   * are legal by the neighbourhood of their line alone, and into {@code s.listed} those not doomed,
   * found for all of them at once by shifts; needs {@link MoveGeneration#candidates} and {@link
   * Scratch#analyse} of {@code pos}.
   *
   * <p>A push from p fills only its end point E, turns p the mover's and every other point of the
   * line the colour of the point before it. A mover's group that can change therefore holds a stone
   * on the line or next to it, and every point off the line keeps its colour and its empty
   * neighbours but E. So the push is not suicide if every mover's segment of the line (consecutive
   * points the mover's after the push) has a living point next to it off the line, and every
   * mover's stone next to a point of the line that turns the opponent's lives by itself. A living
   * point is an empty one, or a mover's stone next to an empty point other than E: any stone next
   * to an empty point that does not touch E (no point beside the line or behind p does), and one
   * next to E if it touches two empty points or a mover's stone of the first kind. On three words a
   * mover's stone beside, beyond or behind the line also lives if it reaches an empty point through
   * the mover's stones on its own side of the line ({@link #halfPlanes}): in dense positions that
   * settles about half the pushes stage 0 left to the per-push test, most of them pushes the reach
   * of stage 2 would have found legal. On one word the half-planes cost the listing more than the
   * tests they save, and are left out.
   *
   * <p>The test walks every candidate's line at once, a step a point: the state (the run so far,
   * whether the last point turns the mover's, whether its segment lives, whether a stone may die)
   * moves one step toward d each time, and the candidates whose end point is reached are judged.
   * The candidates it finds doomed ({@link #doom}) are left out of {@link Scratch#listed}; the rest
   * take the per-push test ({@link #pushLegal}).
   */
  static void settle(Scratch s, Position pos) {
    if (s.settledOf == pos) {
      return;
    }
    Tables t = pos.tables;
    long[] v = s.sets;
    long[] x = s.words;
    long m0 = s.m0;
    long m1 = s.m1;
    long m2 = s.m2;
    long e0 = s.e0;
    long e1 = s.e1;
    long e2 = s.e2;
    put(v, EMPTY, e0, e1, e2);
    put(v, OCCUPIED, t.all0 & ~e0, t.all1 & ~e1, t.all2 & ~e2);
    put(v, MOVER, m0, m1, m2);
    put(v, LIVING, e0 | (m0 & s.a0), e1 | (m1 & s.a1), e2 | (m2 & s.a2));
    put(v, SHUT, m0 & ~s.a0, m1 & ~s.a1, m2 & ~s.a2);
    t.adjacent(m0 & s.a0, m1 & s.a1, m2 & s.a2, x);
    long k0 = m0 & (s.t0 | x[0]);
    long k1 = m1 & (s.t1 | x[1]);
    long k2 = m2 & (s.t2 | x[2]);
    put(v, LIVING_BY_E, e0 | k0, e1 | k1, e2 | k2);
    put(v, LOSES, m0 & ~k0, m1 & ~k1, m2 & ~k2);
    // Runs are shorter than the board is wide.
    int longest = Math.min(pos.power(), t.w - 1);
    // q: the mover's stones that are not living (next to an empty point and keeping one beside
    // E); only they can gain from the half-planes.
    long q0 = m0 & ~(k0 & s.a0);
    long q1 = m1 & ~(k1 & s.a1);
    long q2 = m2 & ~(k2 & s.a2);
    long[] h = null;
    if (!t.oneWord
        && (q0 | q1 | q2) != 0
        && Long.bitCount(m0) + Long.bitCount(m1) + Long.bitCount(m2) >= HALF_STONES) {
      h = s.half;
      halfPlanes(t, m0, m1, m2, e0, e1, e2, q0, q1, q2, h, x);
    }
    for (int axis = 0; axis < 2; axis++) {
      int at = BESIDE + 12 * axis;
      // The points beside a line along the axis: E and W of an N–S line, N and S of an E–W one.
      besides(t, v, LIVING, h, true, axis, at, x);
      besides(t, v, LIVING_BY_E, h, true, axis, at + 3, x);
      besides(t, v, LOSES, h, false, axis, at + 6, x);
      if (longest > 1) {
        besides(t, v, SHUT, h, false, axis, at + 9, x);
      }
    }
    boolean halved = h != null;
    if (halved) {
      for (int c = 0; c < 12; c += 3) { // c = d * 3, the half-plane toward d
        halved(v, LIVING_BY_E, h, c, true, LIVING_BY_E_HALF + c);
        halved(v, LIVING, h, c, true, LIVING_HALF + c);
        halved(v, LOSES, h, c, false, LOSES_HALF + c);
      }
    }
    long[] cand = s.cand;
    long[] settled = s.settled;
    doom(s, t, e0, e1, e2, m0, m1, m2, x);
    for (int d = 0; d < 4; d++) {
      int c = d * 3;
      if ((cand[c] | cand[c + 1] | cand[c + 2]) == 0) {
        put(settled, c, 0, 0, 0);
        continue;
      }
      int ahead = d ^ 2; // shifting "back" against the opposite direction moves a set toward d
      int beside = BESIDE + 12 * (d & 1);
      back(t, ahead, v, MOVER, MOVER_BEHIND, x);
      back(t, d, v, halved ? LIVING_BY_E_HALF + c : LIVING_BY_E, LIVES_AT_END, x);
      or(v, beside + 3, LIVES_AT_END);
      back(t, d, v, halved ? LOSES_HALF + c : LOSES, LOSES_AT_END, x);
      or(v, beside + 6, LOSES_AT_END);
      back(t, ahead, v, halved ? LIVING_HALF + ahead * 3 : LIVING, LIVES_AT_START, x);
      or(v, beside, LIVES_AT_START);
      // x = p: p turns the mover's, and its segment lives if a living point is behind or beside.
      // After the first step, every point of a run has a point before it: CURRENT holds them all.
      t.back(ahead, cand[c], cand[c + 1], cand[c + 2], x);
      put(v, RUN, x[0], x[1], x[2]);
      put(v, CURRENT, -1L, -1L, -1L);
      back(t, ahead, v, LIVES_AT_START, ALIVE, x);
      put(v, BAD, 0, 0, 0);
      int reached = 1;
      endStep(v, RESULT);
      for (int k = 2; k <= longest && lineStep(v, beside); k++) {
        back(t, ahead, v, RUN, RUN, x);
        back(t, ahead, v, CURRENT, CURRENT, x);
        back(t, ahead, v, ALIVE, ALIVE, x);
        back(t, ahead, v, BAD, BAD, x);
        endStep(v, RESULT + 3 * (k - 1));
        reached = k;
      }
      // Back from the end points to the candidates' points: k steps for the length k.
      long r0 = 0;
      long r1 = 0;
      long r2 = 0;
      for (int k = reached; k >= 1; k--) {
        int r = RESULT + 3 * (k - 1);
        t.back(d, r0 | v[r], r1 | v[r + 1], r2 | v[r + 2], x);
        r0 = x[0];
        r1 = x[1];
        r2 = x[2];
      }
      put(settled, c, r0 & cand[c], r1 & cand[c + 1], r2 & cand[c + 2]);
    }
    s.settledOf = pos;
  }

  /**
   * Stage 0's step onto an end point: writes the candidates whose line ends at x into {@code out}.
   * E turns the mover's when the point before it was the mover's: then its segment must live (it
   * did, or E has a living point beyond or beside it); else the segment before it must have lived,
   * and each mover's stone beyond or beside E must keep a liberty by itself.
   */
  private static void endStep(long[] v, int out) {
    for (int i = 0; i < 3; i++) {
      long mv = v[MOVER_BEHIND + i];
      long cur = v[CURRENT + i];
      long alive = v[ALIVE + i];
      long ok =
          (mv & ((cur & alive) | v[LIVES_AT_END + i]))
              | (~mv & (~cur | alive) & ~v[LOSES_AT_END + i]);
      v[out + i] = v[RUN + i] & v[EMPTY + i] & ~v[BAD + i] & ok;
    }
  }

  /**
   * Stage 0's step past a stone of the line: a point that turns the opponent's closes the segment
   * before it (which must have lived) and leaves the mover's stones beside it on their own; one
   * that turns the mover's joins or starts a segment. Returns whether any run goes on.
   */
  private static boolean lineStep(long[] v, int beside) {
    long any = 0;
    for (int i = 0; i < 3; i++) {
      long run = v[RUN + i] & v[OCCUPIED + i];
      long mv = v[MOVER_BEHIND + i];
      long cur = v[CURRENT + i];
      long alive = v[ALIVE + i];
      v[RUN + i] = run;
      v[BAD + i] |= (cur & ~mv & ~alive) | (~mv & v[beside + 9 + i]);
      v[ALIVE + i] = mv & ((cur & alive) | v[beside + i]);
      v[CURRENT + i] = mv;
      any |= run;
    }
    return any != 0;
  }

  /**
   * Points {@link Scratch#listed} to the candidates that stage 0 does not find doomed: on three
   * words, a push of an opponent's stone p whose neighbours behind and beside it are all the
   * opponent's (or the edge) is suicide if each of them and p's old stone ahead of it is in a group
   * that keeps a liberty ({@link #doomed}). Most pushes left to the per-push test in dense
   * positions are such pushes, and suicide.
   */
  private static void doom(
      Scratch s, Tables t, long e0, long e1, long e2, long m0, long m1, long m2, long[] x) {
    long[] cand = s.cand;
    long[] open = s.open;
    s.listed = cand;
    if (t.oneWord) {
      return;
    }
    long o0 = t.all0 & ~e0 & ~m0;
    long o1 = t.all1 & ~e1 & ~m1;
    long o2 = t.all2 & ~e2 & ~m2;
    // In the opening the opponent has too few stones to wall many pushes in: skip the shifts.
    if (Long.bitCount(o0) + Long.bitCount(o1) + Long.bitCount(o2) < DOOM_STONES) {
      return;
    }
    long n0 = t.all0 & ~o0;
    long n1 = t.all1 & ~o1;
    long n2 = t.all2 & ~o2;
    // Walled: p the opponent's with only the opponent's stones or the edge behind and beside it.
    // breaches[k]: the points whose neighbour toward k is empty or the mover's, four shifts in all.
    long[] breaches = s.breaches;
    back(t, Tables.N, n0, n1, n2, breaches, x);
    back(t, Tables.E, n0, n1, n2, breaches, x);
    back(t, Tables.S, n0, n1, n2, breaches, x);
    back(t, Tables.W, n0, n1, n2, breaches, x);
    long[] walled = s.walled;
    int any = 0;
    for (int d = 0; d < 4; d++) {
      int c = d * 3;
      long b0 = 0;
      long b1 = 0;
      long b2 = 0;
      for (int k = 0; k < 12; k += 3) {
        if (k != c) { // ahead of p, the one neighbour that may be empty or the mover's
          b0 |= breaches[k];
          b1 |= breaches[k + 1];
          b2 |= breaches[k + 2];
        }
      }
      long a0 = cand[c] & o0 & ~b0;
      long a1 = cand[c + 1] & o1 & ~b1;
      long a2 = cand[c + 2] & o2 & ~b2;
      put(walled, c, a0, a1, a2);
      any += Long.bitCount(a0) + Long.bitCount(a1) + Long.bitCount(a2);
    }
    // With few such candidates the opponent's half-planes cost more than the per-push tests they
    // save (JMH, random games' positions: 0.90x without this threshold, 1.0x with it).
    if (any < DOOM_MIN) {
      return;
    }
    System.arraycopy(cand, 0, open, 0, 12);
    s.listed = open;
    long[] h = s.opponentHalf;
    halfPlanes(t, o0, o1, o2, e0, e1, e2, o0 & ~s.a0, o1 & ~s.a1, o2 & ~s.a2, h, x);
    for (int d = 0; d < 4; d++) {
      int c = d * 3;
      if ((walled[c] | walled[c + 1] | walled[c + 2]) != 0) {
        doomed(t, d, e0, e1, e2, o0 & s.a0, o1 & s.a1, o2 & s.a2, h, walled, x);
        put(open, c, cand[c] & ~x[0], cand[c + 1] & ~x[1], cand[c + 2] & ~x[2]);
      }
    }
  }

  /**
   * Writes into {@code x} the candidates toward d among {@code walled} that are suicide by their
   * neighbourhood alone. After such a push the new stone on p touches the opponent only: the stones
   * behind and beside p stay, and p's old stone stands ahead of it. If each of those is in a group
   * that keeps a liberty, nothing next to p is captured and p, a group of one, has none. A group
   * keeps a liberty through a stone off the line with an empty neighbour ({@code g}: none of the
   * stones looked at here has the line's points or E as one), or through an opponent's half-plane
   * stone ({@code h}) on the far side from the line. p's old stone keeps one through a point beside
   * it; one stone long, it is on E, which keeps one through a point ahead or beside.
   */
  private static void doomed(
      Tables t,
      int d,
      long e0,
      long e1,
      long e2,
      long g0,
      long g1,
      long g2,
      long[] h,
      long[] walled,
      long[] x) {
    int c = d * 3;
    int hb = (d ^ 2) * 3; // behind p: away from the line
    // The first side is east of an N–S line and north of an E–W one, as in besides.
    int ha = (d & 1) == 0 ? Tables.E * 3 : Tables.N * 3;
    int hw = ha + 6;
    // Behind p and beside it: a stone in a group that keeps a liberty, or the edge.
    t.back(
        d ^ 2, t.all0 & ~(g0 | h[hb]), t.all1 & ~(g1 | h[hb + 1]), t.all2 & ~(g2 | h[hb + 2]), x);
    long r0 = walled[c] & ~x[0];
    long r1 = walled[c + 1] & ~x[1];
    long r2 = walled[c + 2] & ~x[2];
    t.across(
        d,
        t.all0 & ~(g0 | h[ha]),
        t.all1 & ~(g1 | h[ha + 1]),
        t.all2 & ~(g2 | h[ha + 2]),
        t.all0 & ~(g0 | h[hw]),
        t.all1 & ~(g1 | h[hw + 1]),
        t.all2 & ~(g2 | h[hw + 2]),
        x);
    r0 &= ~x[0];
    r1 &= ~x[1];
    r2 &= ~x[2];
    if ((r0 | r1 | r2) == 0) {
      put(x, 0, 0, 0, 0);
      return;
    }
    // Ahead of p: a stone with an empty point or a living stone beside it (p's old stone, the run
    // two or more long), or E with an empty point or a half-plane stone ahead or beside.
    t.across(
        d,
        e0 | g0 | h[ha],
        e1 | g1 | h[ha + 1],
        e2 | g2 | h[ha + 2],
        e0 | g0 | h[hw],
        e1 | g1 | h[hw + 1],
        e2 | g2 | h[hw + 2],
        x);
    long s0 = ~e0 & x[0];
    long s1 = ~e1 & x[1];
    long s2 = ~e2 & x[2];
    t.across(
        d,
        e0 | h[ha],
        e1 | h[ha + 1],
        e2 | h[ha + 2],
        e0 | h[hw],
        e1 | h[hw + 1],
        e2 | h[hw + 2],
        x);
    long u0 = x[0];
    long u1 = x[1];
    long u2 = x[2];
    t.back(d, e0 | h[c], e1 | h[c + 1], e2 | h[c + 2], x);
    s0 |= e0 & (u0 | x[0]);
    s1 |= e1 & (u1 | x[1]);
    s2 |= e2 & (u2 | x[2]);
    t.back(d, s0, s1, s2, x);
    put(x, 0, r0 & x[0], r1 & x[1], r2 & x[2]);
  }

  /** The fewest walled candidates for which {@link #doom} looks for doomed ones. */
  static final int DOOM_MIN = 8;

  /** The fewest stones of the opponent's for which {@link #doom} looks for such candidates. */
  static final int DOOM_STONES = 12;

  /**
   * The fewest stones of the mover's for which stage 0 looks for half-planes ({@link #halfPlanes}):
   * with fewer, the per-push tests they would save are few and cheap, and the reach cost perft from
   * the start 1.3 times its time.
   */
  static final int HALF_STONES = 12;

  /** The steps of a half-plane reach ({@link #halfPlanes}): most paths are shorter. */
  static final int HALF_STEPS = 8;

  /**
   * Writes into {@code h}, three words a direction d, stones of {@code m} (the mover's, or the
   * opponent's for {@link #doom}) that keep a liberty whatever a push does on the far side of them
   * from d: each reaches an empty point through stones of {@code m} by steps toward d or across it,
   * never against it, so the path and its empty point lie in the stone's row or column and beyond
   * it toward d, where such a push changes nothing. A subset is enough: at most {@link #HALF_STEPS}
   * steps, and none once every stone of {@code q} (those stage 0 would otherwise doubt) is found.
   */
  private static void halfPlanes(
      Tables t,
      long m0,
      long m1,
      long m2,
      long e0,
      long e1,
      long e2,
      long q0,
      long q1,
      long q2,
      long[] h,
      long[] x) {
    for (int d = 0; d < 4; d++) {
      long f0 = 0;
      long f1 = 0;
      long f2 = 0;
      long s0 = e0;
      long s1 = e1;
      long s2 = e2;
      for (int step = 0; step <= HALF_STEPS; step++) {
        t.back(d, s0, s1, s2, x);
        long g0 = x[0];
        long g1 = x[1];
        long g2 = x[2];
        t.across(d, s0, s1, s2, x);
        g0 = f0 | (m0 & (g0 | x[0]));
        g1 = f1 | (m1 & (g1 | x[1]));
        g2 = f2 | (m2 & (g2 | x[2]));
        if (g0 == f0 && g1 == f1 && g2 == f2) {
          break;
        }
        // The next step starts from the stones new in this one only.
        s0 = g0 & ~f0;
        s1 = g1 & ~f1;
        s2 = g2 & ~f2;
        f0 = g0;
        f1 = g1;
        f2 = g2;
        if ((q0 & ~f0 | q1 & ~f1 | q2 & ~f2) == 0) {
          break;
        }
      }
      put(h, d * 3, f0, f1, f2);
    }
  }

  /**
   * Writes into {@code to} the points with a neighbour across the axis in the set at {@code from},
   * each side's half-plane stones added to it ({@code add}) or taken from it: {@link #across} with
   * the half-planes.
   */
  private static void besides(
      Tables t, long[] v, int from, long[] h, boolean add, int axis, int to, long[] x) {
    if (h == null) {
      across(t, axis, v, from, to, x);
      return;
    }
    // The first side is east of an N–S line (axis 0) and north of an E–W one (axis 1).
    int a = axis == 0 ? Tables.E * 3 : Tables.N * 3;
    int b = a + 6; // west of an N–S line, south of an E–W one
    t.across(
        axis,
        with(v[from], h[a], add),
        with(v[from + 1], h[a + 1], add),
        with(v[from + 2], h[a + 2], add),
        with(v[from], h[b], add),
        with(v[from + 1], h[b + 1], add),
        with(v[from + 2], h[b + 2], add),
        x);
    put(v, to, x[0], x[1], x[2]);
  }

  private static long with(long set, long half, boolean add) {
    return add ? set | half : set & ~half;
  }

  /**
   * Writes at {@code to} the set at {@code from} with the half-plane at {@code c} added or taken.
   */
  private static void halved(long[] v, int from, long[] h, int c, boolean add, int to) {
    put(
        v,
        to,
        with(v[from], h[c], add),
        with(v[from + 1], h[c + 1], add),
        with(v[from + 2], h[c + 2], add));
  }

  private static void put(long[] v, int at, long w0, long w1, long w2) {
    v[at] = w0;
    v[at + 1] = w1;
    v[at + 2] = w2;
  }

  /** Writes {@link Tables#back} of a set into {@code v} at {@code d * 3}. */
  private static void back(Tables t, int d, long x0, long x1, long x2, long[] v, long[] x) {
    t.back(d, x0, x1, x2, x);
    put(v, d * 3, x[0], x[1], x[2]);
  }

  private static void back(Tables t, int d, long[] v, int from, int to, long[] x) {
    t.back(d, v[from], v[from + 1], v[from + 2], x);
    put(v, to, x[0], x[1], x[2]);
  }

  private static void or(long[] v, int from, int to) {
    put(v, to, v[to] | v[from], v[to + 1] | v[from + 1], v[to + 2] | v[from + 2]);
  }

  /** Across the axis: E and W neighbours for axis 0 (the N–S lines), N and S for axis 1. */
  private static void across(Tables t, int axis, long[] v, int from, int to, long[] x) {
    t.across(axis, v[from], v[from + 1], v[from + 2], x);
    put(v, to, x[0], x[1], x[2]);
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
    if (t.oneWord) {
      return pushLegalOneWord(s, pos, t, p, d, end, id);
    }
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
    Captures.Words check = s.check.set(q0, q1, q2);
    Captures.Words stones = s.stones.set(n0, n1, n2);
    Captures.Words free = s.free.set(b0, b1, b2);
    s.line.set(r0 | (ew == 0 ? eb : 0), r1 | (ew == 1 ? eb : 0), r2 | (ew == 2 ? eb : 0));
    // p without a liberty and without a mover's stone next to it is a group of one without a
    // liberty: only a capture can save the push (pushing an opposing stone inside its group).
    int i = p * 3;
    if (((pw == 0 ? q0 : pw == 1 ? q1 : q2) & pb) != 0
        && ((n0 & closed[i]) | (n1 & closed[i + 1]) | (n2 & closed[i + 2])) == pb) {
      if (neighboursLive(s, pos, t, p, closed[i], closed[i + 1], closed[i + 2])) {
        return false;
      }
      return capturesEnough(s, pos, pd, ed, id, end);
    }
    // Stage 2: the reach from the mover's stones that touch an empty point.
    int reach = reachFree(t, s.words, check, stones, free, REACH_STEPS);
    if (reach == REACHED) {
      return true;
    }
    return slowLegal(s, pos, pd, ed, id, end, reach);
  }

  /**
   * {@link #pushLegal}'s stages 1 to 3 on a board of one word (8×8), with the same needs. The
   * stages are the same; the sets are single words kept in locals, with no holders and no per-group
   * fills: a reach runs until it covers the stones or stops, a few operations a step. (The holders
   * and the three-word shifts, with two upper words of zeros, made the 8×8 listing 1.2 times as
   * slow.)
   */
  private static boolean pushLegalOneWord(
      Scratch s, Position pos, Tables t, int p, int d, int end, int id) {
    int pd = p * 4 + d;
    int ed = end * 4 + d;
    long[] closed = t.closed;
    long run = t.runWord(pd, ed, 0);
    long eb = 1L << end;
    long pb = 1L << p;
    long touched = t.touchedWord(pd, ed, end, 0);
    // Stage 1, as in pushLegal: n the mover's stones after the push, b the points still next to
    // an empty point, q the mover's stones near the line that have no empty neighbour.
    long n = (s.m0 & ~run) | t.forward(d, 0, s.m0 & run, 0) | pb;
    long b = s.a0 & ~(closed[end * 3] & ~s.t0 & ~eb);
    long q = n & touched & ~b;
    if (q == 0) {
      return true;
    }
    // Stage 2, unless the new stone on p is a group alone without a liberty.
    if (((q & pb) == 0 || (n & closed[p * 3]) != pb) && t.reachesOne(n & b, n, q)) {
      return true;
    }
    // Stage 3: a capture needs an opponent's stone near the line that lost its last liberty, in a
    // group the reach from the opponent's stones next to an empty point does not cover.
    long o = (pos.b0 | pos.w0 | run | eb) & ~n;
    long c = o & touched & ~b;
    return c != 0 && !t.reachesOne(o & b, o, c) && s.captures.simulate(pos, id, true);
  }

  /** The steps of {@link #neighboursLive}'s reach: the strip is five rows high. */
  private static final int STRIP_STEPS = 4;

  /**
   * Stage 3's first question for a push whose new stone on p is a group alone without a liberty:
   * returns true if each opponent's stone next to p (the points of {@code near}, three words) is
   * connected, within the strip of rows around p ({@link Tables#stripStart}), to an opponent's
   * stone next to a free point. Then no group next to p is captured, p gets no liberty, and the
   * push is suicide. Needs the holders that {@link #pushLegal} filled, and a board of three words
   * (one word takes {@link #pushLegalOneWord}). False means "not shown here", not "captured".
   */
  private static boolean neighboursLive(
      Scratch s, Position pos, Tables t, int p, long near0, long near1, long near2) {
    Captures.Words line = s.line;
    Captures.Words free = s.free;
    Captures.Words mover = s.stones;
    // The opponent's stones after the push, as capturesEnough finds them. Written out again on
    // purpose: a shared helper (a holder, or capturesEnough asking this itself) measured the middle
    // game's listing 4-10% slower, the JIT inlining less at this depth of the listing.
    long o0 = (pos.b0 | pos.w0 | line.w0) & ~mover.w0;
    long o1 = (pos.b1 | pos.w1 | line.w1) & ~mover.w1;
    long o2 = (pos.b2 | pos.w2 | line.w2) & ~mover.w2;
    long q0 = o0 & near0 & ~free.w0;
    long q1 = o1 & near1 & ~free.w1;
    long q2 = o2 & near2 & ~free.w2;
    if ((q0 | q1 | q2) == 0) {
      return true;
    }
    // p's neighbours lie in the middle three rows of the strip; a path out of it is not followed.
    int start = t.stripStart(p);
    long o = t.strip(o0, o1, o2, start);
    long a = o & t.strip(free.w0, free.w1, free.w2, start);
    long q = t.strip(q0, q1, q2, start);
    int w = t.w;
    long all = t.stripAll;
    long notE = t.stripNotE;
    long notW = t.stripNotW;
    for (int step = 0; step < STRIP_STEPS; step++) {
      // One step: the strip's points of o next to the reach, by Tables.adjacentOne's shifts with
      // the strip's masks (in locals: a call, or the masks read from the fields, measured slower).
      long g = a | (((a << w) | (a >>> w) | ((a & notE) << 1) | ((a & notW) >>> 1)) & all & o);
      q &= ~g;
      if (q == 0) {
        return true;
      }
      if (g == a) {
        return false;
      }
      a = g;
    }
    return false;
  }

  /** How the reach of {@link #reachFree} ended: every stone to check reached. */
  static final int REACHED = 0;

  /** How the reach ended: it stopped growing; the stones left are in groups without a liberty. */
  static final int STOPPED = 1;

  /** How the reach ended: the steps ran out with stones left to check. */
  static final int UNFINISHED = 2;

  /**
   * The steps {@link #reachFree} takes before the per-group test takes over: most groups settle in
   * a few, while a reach through a large mass of stones grows over the whole board, where a fill
   * from the stones left stays inside their groups.
   */
  static final int REACH_STEPS = 8;

  /**
   * Stage 2's step, for either colour: clears from {@code check} the stones that reach, within
   * {@code steps} steps through {@code stones}, a stone of {@code stones} next to a {@code free}
   * point (all of them at once, by shifts), and returns {@link #REACHED} if none is left, else
   * {@link #STOPPED} or {@link #UNFINISHED}; needs {@code check} within {@code stones}. A stone
   * next to a free point is alive, and so is every stone of its colour connected to it; once the
   * reach stops growing it holds every group with a liberty.
   */
  static int reachFree(
      Tables t,
      long[] tmp,
      Captures.Words check,
      Captures.Words stones,
      Captures.Words free,
      int steps) {
    long n0 = stones.w0;
    long n1 = stones.w1;
    long n2 = stones.w2;
    long a0 = n0 & free.w0;
    long a1 = n1 & free.w1;
    long a2 = n2 & free.w2;
    long q0 = check.w0;
    long q1 = check.w1;
    long q2 = check.w2;
    for (int step = 0; step < steps; step++) {
      t.adjacent(a0, a1, a2, tmp);
      long g0 = a0 | (tmp[0] & n0);
      long g1 = a1 | (tmp[1] & n1);
      long g2 = a2 | (tmp[2] & n2);
      q0 &= ~g0;
      q1 &= ~g1;
      q2 &= ~g2;
      if ((q0 | q1 | q2) == 0) {
        return REACHED;
      }
      if (g0 == a0 && g1 == a1 && g2 == a2) {
        check.set(q0, q1, q2);
        return STOPPED;
      }
      a0 = g0;
      a1 = g1;
      a2 = g2;
    }
    check.set(q0, q1, q2);
    return UNFINISHED;
  }

  /**
   * The rest of stage 2, and stages 3 and 4; needs: {@link #pushLegal} has filled the holders of
   * {@code s} (the mover's stones after the push, the free points, the stones left to check and the
   * line), and passes its push's ray indices ({@link Tables#runWord}), id, end point and how its
   * reach ended.
   */
  private static boolean slowLegal(
      Scratch s, Position pos, int pd, int ed, int id, int end, int reach) {
    if (reach == UNFINISHED && s.captures.groupsAlive(pos, s.stones, s.free, s.check)) {
      return true;
    }
    return capturesEnough(s, pos, pd, ed, id, end);
  }

  /**
   * Stages 3 and 4: whether a push that leaves a group of the mover without a liberty captures, and
   * its captures give every group of the mover one; needs the holders of {@link #slowLegal}.
   */
  private static boolean capturesEnough(Scratch s, Position pos, int pd, int ed, int id, int end) {
    Captures cap = s.captures;
    // The opponent's stones after the push are the occupied points (the end point now too) that
    // are not the mover's.
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
    // The mover's holder is not read again: reuse it for the opponent's stones.
    Captures.Words check = s.check.set(q0, q1, q2);
    Captures.Words opponent = mover.set(o0, o1, o2);
    int reach = reachFree(t, s.words, check, opponent, free, REACH_STEPS);
    if (reach == REACHED || reach == UNFINISHED && cap.groupsAlive(pos, opponent, free, check)) {
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
