package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.CellSet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The kernel behind {@link Position}: push simulation, capture and suicide resolution on three-word
 * bitboards, allocation-free move generation, playing a move with its incremental hash, the
 * legality checks and their reasons, and what a move did. One instance per thread holds the scratch
 * words, so {@link Position} stays immutable and thread-safe.
 *
 * <p>A push only adds one stone to the occupied set (its end point) and recolours the points of its
 * line, so only groups meeting the line or its orthogonal neighbours can change or lose a liberty:
 * every other group is an old group with its old liberties. Capture and suicide checks start from
 * the stones of that touched region; a stone with an empty neighbour makes its group alive, so the
 * flood fill runs only when a touched stone has no empty neighbour.
 *
 * <p>Move generation goes one step further: it never builds the board after a push unless it must.
 * From per-position sets (the mover's stones, the points next to one or to two empty points) and
 * per-push tables (the run, the touched region) it derives the mover's stones near the line after
 * the push and the points that still touch an empty point; if every such stone is alive by those
 * sets, the push is legal. Only pushes that may be suicide are simulated with their captures.
 */
final class Engine {
  private static final ThreadLocal<Engine> LOCAL = ThreadLocal.withInitial(Engine::new);

  static Engine get() {
    return LOCAL.get();
  }

  /**
   * What the last {@link #simulate} found: the board after the push and its captures, and the
   * stones captured. One per engine (so per thread), overwritten by every simulation, so reading it
   * allocates nothing.
   */
  static final class Simulation {
    /** Black's stones after the push and its captures, three words. */
    final long[] black = new long[3];

    /** White's stones after the push and its captures, three words. */
    final long[] white = new long[3];

    /** The captured stones, three words. */
    long dead0;

    long dead1;
    long dead2;

    /** The number of captured stones. */
    int deadCount;
  }

  /** The outcome of the last simulated push. */
  final Simulation simulation = new Simulation();

  private final long[] adj = new long[3];
  private final long[] fillScratch = new long[3];
  private final long[] occ = new long[3];

  // The groups of the position last prepared: a group index per stone, and per group its stones
  // and liberties (three words each). Filled lazily, the first time a push needs them.
  private Position prepared;
  private boolean generating;
  private int groups;
  private final int[] groupOf = new int[Tables.MAX_CELLS];
  private final long[] groupStones = new long[3 * Tables.MAX_CELLS];
  private final long[] groupLiberties = new long[3 * Tables.MAX_CELLS];

  /**
   * Plays the push of the run of {@code len} stones from {@code p} in direction {@code d} on the
   * scratch board, resolves captures, and returns false if it is suicide. The caller guarantees
   * that the run has length {@code len} and its end point is on the board and empty.
   */
  boolean simulate(Position pos, int p, int d, int len) {
    return simulate(pos, p, d, len, true);
  }

  /**
   * {@link #simulate(Position, int, int, int)}, skipping the suicide test unless {@code
   * checkSuicide}: playing a move known to be legal needs only its captures.
   */
  private boolean simulate(Position pos, int p, int d, int len, boolean checkSuicide) {
    Tables t = pos.tables;
    Simulation sim = this.simulation;
    long[] nb = sim.black;
    long[] nw = sim.white;
    nb[0] = pos.b0;
    nb[1] = pos.b1;
    nb[2] = pos.b2;
    nw[0] = pos.w0;
    nw[1] = pos.w1;
    nw[2] = pos.w2;
    long[] closed = t.closed;
    int delta = t.delta[d];
    int dst = p + len * delta;
    long t0 = closed[dst * 3];
    long t1 = closed[dst * 3 + 1];
    long t2 = closed[dst * 3 + 2];
    // The line: the run's points and the end point, whose colours change.
    long l0 = Tables.bitIn(dst, 0);
    long l1 = Tables.bitIn(dst, 1);
    long l2 = Tables.bitIn(dst, 2);
    for (int k = len; k >= 1; k--) {
      int src = dst - delta;
      long sb = (nb[src >>> 6] >>> src) & 1L;
      long sw = (nw[src >>> 6] >>> src) & 1L;
      int wi = dst >>> 6;
      long bit = 1L << dst;
      nb[wi] = (nb[wi] & ~bit) | (sb << dst);
      nw[wi] = (nw[wi] & ~bit) | (sw << dst);
      dst = src;
      if (src < 64) {
        l0 |= 1L << src;
      } else if (src < 128) {
        l1 |= 1L << src;
      } else {
        l2 |= 1L << src;
      }
      t0 |= closed[src * 3];
      t1 |= closed[src * 3 + 1];
      t2 |= closed[src * 3 + 2];
    }
    int wi = p >>> 6;
    long bit = 1L << p;
    long[] mover;
    long[] opp;
    if (pos.whiteToMove) {
      nw[wi] |= bit;
      nb[wi] &= ~bit;
      mover = nw;
      opp = nb;
    } else {
      nb[wi] |= bit;
      nw[wi] &= ~bit;
      mover = nb;
      opp = nw;
    }
    long e0 = t.all0 & ~(nb[0] | nw[0]);
    long e1 = t.all1 & ~(nb[1] | nw[1]);
    long e2 = t.all2 & ~(nb[2] | nw[2]);
    long[] adj = this.adj;
    t.adjacent(e0, e1, e2, adj);
    long a0 = adj[0];
    long a1 = adj[1];
    long a2 = adj[2];
    sim.dead0 = 0;
    sim.dead1 = 0;
    sim.dead2 = 0;
    sim.deadCount = 0;
    // Opposing touched stones with no empty neighbour: their groups may have died.
    long o0 = opp[0];
    long o1 = opp[1];
    long o2 = opp[2];
    long q0 = o0 & t0 & ~a0;
    long q1 = o1 & t1 & ~a1;
    long q2 = o2 & t2 & ~a2;
    if ((q0 | q1 | q2) != 0) {
      long d0 = 0;
      long d1 = 0;
      long d2 = 0;
      long[] g = this.fillScratch;
      while ((q0 | q1 | q2) != 0) {
        // Isolate the lowest bit with x & -x: cheaper than rebuilding it from the cell.
        long s0 = q0 & -q0;
        long s1 = s0 == 0 ? q1 & -q1 : 0;
        long s2 = (s0 | s1) == 0 ? q2 & -q2 : 0;
        int cell = Tables.lowestCell(q0, q1, q2);
        int k;
        if (Tables.meets(closed, cell, o0 & a0, o1 & a1, o2 & a2)) {
          // A neighbour of its colour touches an empty point: alive, no fill needed.
          q0 &= ~s0;
          q1 &= ~s1;
          q2 &= ~s2;
        } else if ((k = oldFreeGroup(pos, s0, s1, s2, l0, l1, l2, dst + len * delta)) >= 0) {
          // Alive, and so is every other stone of its unchanged old group.
          q0 &= ~groupStones[k];
          q1 &= ~groupStones[k + 1];
          q2 &= ~groupStones[k + 2];
        } else if (t.fillUnlessReaches(s0, s1, s2, o0, o1, o2, a0, a1, a2, g)) {
          // Alive: every stone filled so far is connected to it.
          q0 &= ~(s0 | g[0]);
          q1 &= ~(s1 | g[1]);
          q2 &= ~(s2 | g[2]);
        } else {
          d0 |= g[0];
          d1 |= g[1];
          d2 |= g[2];
          q0 &= ~g[0];
          q1 &= ~g[1];
          q2 &= ~g[2];
        }
      }
      if ((d0 | d1 | d2) != 0) {
        sim.dead0 = d0;
        sim.dead1 = d1;
        sim.dead2 = d2;
        sim.deadCount = Long.bitCount(d0) + Long.bitCount(d1) + Long.bitCount(d2);
        opp[0] = o0 & ~d0;
        opp[1] = o1 & ~d1;
        opp[2] = o2 & ~d2;
        t.adjacent(e0 | d0, e1 | d1, e2 | d2, adj);
        a0 = adj[0];
        a1 = adj[1];
        a2 = adj[2];
      }
    }
    return !checkSuicide
        || moverAlive(
            pos,
            mover[0],
            mover[1],
            mover[2],
            a0,
            a1,
            a2,
            t0,
            t1,
            t2,
            l0,
            l1,
            l2,
            dst + len * delta);
  }

  /**
   * Returns true if every group of the mover's stones in the touched region (t0, t1, t2) has a
   * liberty, given the stones that touch an empty point (a0, a1, a2).
   */
  private boolean moverAlive(
      Position pos,
      long m0,
      long m1,
      long m2,
      long a0,
      long a1,
      long a2,
      long t0,
      long t1,
      long t2,
      long l0,
      long l1,
      long l2,
      int end) {
    Tables t = pos.tables;
    long[] closed = t.closed;
    long q0 = m0 & t0 & ~a0;
    long q1 = m1 & t1 & ~a1;
    long q2 = m2 & t2 & ~a2;
    long[] g = this.fillScratch;
    while ((q0 | q1 | q2) != 0) {
      long s0 = q0 & -q0;
      long s1 = s0 == 0 ? q1 & -q1 : 0;
      long s2 = (s0 | s1) == 0 ? q2 & -q2 : 0;
      int cell = Tables.lowestCell(q0, q1, q2);
      int k;
      if (Tables.meets(closed, cell, m0 & a0, m1 & a1, m2 & a2)) {
        q0 &= ~s0;
        q1 &= ~s1;
        q2 &= ~s2;
      } else if ((k = oldFreeGroup(pos, s0, s1, s2, l0, l1, l2, end)) >= 0) {
        q0 &= ~groupStones[k];
        q1 &= ~groupStones[k + 1];
        q2 &= ~groupStones[k + 2];
      } else if (t.fillUnlessReaches(s0, s1, s2, m0, m1, m2, a0, a1, a2, g)) {
        q0 &= ~(s0 | g[0]);
        q1 &= ~(s1 | g[1]);
        q2 &= ~(s2 | g[2]);
      } else {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the group index (times three) of the stone (one bit of s0, s1, s2) if the stone is not
   * on the push's line (l0, l1, l2) and belonged to a group that does not meet the line and had a
   * liberty other than the end point: that whole group keeps its colour and connection, so all its
   * stones are alive. -1 means "unknown": the caller flood-fills.
   */
  private int oldFreeGroup(
      Position pos, long s0, long s1, long s2, long l0, long l1, long l2, int end) {
    if (((s0 & l0) | (s1 & l1) | (s2 & l2)) != 0 || !generating && prepared != pos) {
      // Labelling every group pays when a position's every push is checked (pushes), not for
      // one push of a new position (a playout's): a local flood fill is cheaper then.
      return -1;
    }
    prepare(pos);
    int k = groupOf[Tables.lowestCell(s0, s1, s2)] * 3;
    long[] gs = groupStones;
    if (((gs[k] & l0) | (gs[k + 1] & l1) | (gs[k + 2] & l2)) != 0) {
      return -1;
    }
    long[] gl = groupLiberties;
    long e0 = Tables.bitIn(end, 0);
    long e1 = Tables.bitIn(end, 1);
    long e2 = Tables.bitIn(end, 2);
    return ((gl[k] & ~e0) | (gl[k + 1] & ~e1) | (gl[k + 2] & ~e2)) != 0 ? k : -1;
  }

  /**
   * Labels the groups of a position with their stones and liberties, unless they are those of the
   * position labelled last (positions are immutable, so the labels stay valid).
   */
  void prepare(Position pos) {
    if (prepared == pos) {
      return;
    }
    groups = walk(pos, null);
    prepared = pos;
  }

  /** Writes each point's group liberty count (0 when empty); returns the number of groups. */
  int groupLiberties(Position pos, int[] out) {
    java.util.Arrays.fill(out, 0, pos.tables.n, 0);
    return walk(pos, out);
  }

  /**
   * Walks every group of a position once. With {@code out} null it labels them (group index per
   * stone, stones and liberties per group) for {@link #prepare}; otherwise it only writes each
   * stone's group liberty count into {@code out}, which is all {@link #groupLiberties} needs and
   * spares the label stores. Returns the number of groups.
   */
  private int walk(Position pos, int[] out) {
    Tables t = pos.tables;
    long[] closed = t.closed;
    long[] gs = groupStones;
    long[] gl = groupLiberties;
    long e0 = t.all0 & ~(pos.b0 | pos.w0);
    long e1 = t.all1 & ~(pos.b1 | pos.w1);
    long e2 = t.all2 & ~(pos.b2 | pos.w2);
    int k = 0;
    for (int colour = 0; colour < 2; colour++) {
      long m0 = colour == 0 ? pos.b0 : pos.w0;
      long m1 = colour == 0 ? pos.b1 : pos.w1;
      long m2 = colour == 0 ? pos.b2 : pos.w2;
      long r0 = m0;
      long r1 = m1;
      long r2 = m2;
      while ((r0 | r1 | r2) != 0) {
        // A breadth-first walk over the group's stones, a whole frontier at a time (its loads
        // are independent): each stone adds its closed neighbourhood to the reach, whose stones
        // of the colour not yet in the group form the next frontier. The seed's neighbourhood
        // is one lookup, so a lone stone needs no walk.
        int seed = Tables.lowestCell(r0, r1, r2);
        long h0 = closed[seed * 3];
        long h1 = closed[seed * 3 + 1];
        long h2 = closed[seed * 3 + 2];
        long g0 = Tables.bitIn(seed, 0);
        long g1 = Tables.bitIn(seed, 1);
        long g2 = Tables.bitIn(seed, 2);
        long f0 = h0 & m0 & ~g0;
        long f1 = h1 & m1 & ~g1;
        long f2 = h2 & m2 & ~g2;
        g0 |= f0;
        g1 |= f1;
        g2 |= f2;
        while ((f0 | f1 | f2) != 0) {
          for (long x = f0; x != 0; x &= x - 1) {
            int cell = Long.numberOfTrailingZeros(x);
            h0 |= closed[cell * 3];
            h1 |= closed[cell * 3 + 1];
            h2 |= closed[cell * 3 + 2];
          }
          for (long x = f1; x != 0; x &= x - 1) {
            int cell = 64 + Long.numberOfTrailingZeros(x);
            h0 |= closed[cell * 3];
            h1 |= closed[cell * 3 + 1];
            h2 |= closed[cell * 3 + 2];
          }
          for (long x = f2; x != 0; x &= x - 1) {
            int cell = 128 + Long.numberOfTrailingZeros(x);
            h0 |= closed[cell * 3];
            h1 |= closed[cell * 3 + 1];
            h2 |= closed[cell * 3 + 2];
          }
          f0 = h0 & m0 & ~g0;
          f1 = h1 & m1 & ~g1;
          f2 = h2 & m2 & ~g2;
          g0 |= f0;
          g1 |= f1;
          g2 |= f2;
        }
        int[] target = out;
        int value;
        if (out == null) {
          gs[k * 3] = g0;
          gs[k * 3 + 1] = g1;
          gs[k * 3 + 2] = g2;
          gl[k * 3] = h0 & e0;
          gl[k * 3 + 1] = h1 & e1;
          gl[k * 3 + 2] = h2 & e2;
          target = groupOf;
          value = k;
        } else {
          value = Long.bitCount(h0 & e0) + Long.bitCount(h1 & e1) + Long.bitCount(h2 & e2);
        }
        write(target, g0, 0, value);
        write(target, g1, 64, value);
        write(target, g2, 128, value);
        r0 &= ~g0;
        r1 &= ~g1;
        r2 &= ~g2;
        k++;
      }
    }
    return k;
  }

  private static void write(int[] out, long bits, int base, int value) {
    for (long x = bits; x != 0; x &= x - 1) {
      out[base + Long.numberOfTrailingZeros(x)] = value;
    }
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
   * Writes the ids of the legal pushes, ascending, into {@code buf} (when not null) and returns
   * their number, stopping once it reaches {@code max}.
   */
  int pushes(Position pos, int[] buf, int max) {
    generating = true;
    int count = pushes0(pos, buf, max);
    generating = false;
    return count;
  }

  private int pushes0(Position pos, int[] buf, int max) {
    Tables t = pos.tables;
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
            y1 = (x1 << w) | (x0 >>> (64 - w));
            y2 = (x2 << w) | (x1 >>> (64 - w));
          } else if (d == Tables.E) {
            y0 = x0 << 1;
            y1 = (x1 << 1) | (x0 >>> 63);
            y2 = (x2 << 1) | (x1 >>> 63);
          } else if (d == Tables.S) {
            y0 = (x0 >>> w) | (x1 << (64 - w));
            y1 = (x1 >>> w) | (x2 << (64 - w));
            y2 = x2 >>> w;
          } else {
            y0 = (x0 >>> 1) | (x1 << 63);
            y1 = (x1 >>> 1) | (x2 << 63);
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
          long t0 = touched[id * 3];
          long t1 = touched[id * 3 + 1];
          long t2 = touched[id * 3 + 2];
          if (((n0 & t0 & ~b0) | (n1 & t1 & ~b1) | (n2 & t2 & ~b2)) != 0
              && !moverAlive(
                  pos,
                  n0,
                  n1,
                  n2,
                  b0,
                  b1,
                  b2,
                  t0,
                  t1,
                  t2,
                  r0 | (ew == 0 ? eb : 0),
                  r1 | (ew == 1 ? eb : 0),
                  r2 | (ew == 2 ? eb : 0),
                  end)
              && !simulate(pos, p, d, k)) {
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
      y1 = (x1 << w) | (x0 >>> (64 - w));
      y2 = (x2 << w) | (x1 >>> (64 - w));
    } else if (d == Tables.E) {
      y0 = x0 << 1;
      y1 = (x1 << 1) | (x0 >>> 63);
      y2 = (x2 << 1) | (x1 >>> 63);
    } else if (d == Tables.S) {
      y0 = (x0 >>> w) | (x1 << (64 - w));
      y1 = (x1 >>> w) | (x2 << (64 - w));
      y2 = x2 >>> w;
    } else {
      y0 = (x0 >>> 1) | (x1 << 63);
      y1 = (x1 >>> 1) | (x2 << 63);
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
    long t0 = touched[id * 3];
    long t1 = touched[id * 3 + 1];
    long t2 = touched[id * 3 + 2];
    return ((n0 & t0 & ~b0) | (n1 & t1 & ~b1) | (n2 & t2 & ~b2)) == 0
        || moverAlive(
            pos,
            n0,
            n1,
            n2,
            b0,
            b1,
            b2,
            t0,
            t1,
            t2,
            r0 | (ew == 0 ? eb : 0),
            r1 | (ew == 1 ? eb : 0),
            r2 | (ew == 2 ? eb : 0),
            end)
        || simulate(pos, p, d, k);
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
   * Returns a legal move id drawn uniformly from the legal moves of a position that is not over.
   *
   * <p>Rejection sampling over the candidate pushes ({@link #candidates}) and the offered swap: a
   * stone and a direction have at most one legal count, so every legal move is exactly one of these
   * equally likely slots, and a draw is kept if it is one (a candidate push is rejected only as
   * suicide): a kept draw is uniform over the legal moves. With no candidate, the swap or else the
   * pass is the only move. After {@link #RANDOM_TRIES} rejected draws (mostly suicides) it
   * generates every legal move and picks one uniformly; a mixture of uniform draws is uniform.
   */
  int randomMove(Position pos, RandomGenerator random) {
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

  // ---- playing a move ----

  /**
   * Returns the position after the move with an id, which the caller guarantees is legal: the hash
   * is updated incrementally from the simulated push.
   */
  static Position apply(Position pos, int id) {
    Tables t = pos.tables;
    SwapState swap = pos.swap;
    int passes = pos.passes;
    if (id >= t.numPushIds) {
      long h = pos.hash ^ t.swapKeys[swap.ordinal()] ^ t.passKeys[passes];
      if (id == t.numPushIds) {
        // swap: board and side unchanged, colours change seats
        h ^= t.swapKeys[SwapState.SWAPPED.ordinal()] ^ t.passKeys[0];
        return new Position(
            pos.rules,
            pos.b0,
            pos.b1,
            pos.b2,
            pos.w0,
            pos.w1,
            pos.w2,
            pos.whiteToMove,
            pos.capB,
            pos.capW,
            SwapState.SWAPPED,
            0,
            pos.ply + 1,
            h);
      }
      SwapState s = swap == SwapState.NOT_YET ? SwapState.DECLINED : swap;
      h ^= t.swapKeys[s.ordinal()] ^ t.passKeys[passes + 1] ^ t.sideKey;
      return new Position(
          pos.rules,
          pos.b0,
          pos.b1,
          pos.b2,
          pos.w0,
          pos.w1,
          pos.w2,
          !pos.whiteToMove,
          pos.capB,
          pos.capW,
          s,
          passes + 1,
          pos.ply + 1,
          h);
    }
    int p = t.idPoint[id];
    int d = t.idDir[id];
    int len = t.idCount[id];
    Engine e = get();
    e.simulate(pos, p, d, len, false);
    Simulation sim = e.simulation;
    int mover = pos.whiteToMove ? 1 : 0;
    long h = pos.hash;
    int delta = t.delta[d];
    // Old stones of the run leave their points; the new stone and the moved ones arrive.
    h ^= t.stoneKey(mover, p);
    for (int k = 0; k < len; k++) {
      int c = p + k * delta;
      int col = colourIndex(pos, c);
      h ^= t.stoneKey(col, c) ^ t.stoneKey(col, c + delta);
    }
    int opp = 1 - mover;
    int dead = sim.deadCount;
    if (dead != 0) {
      h ^= stoneKeys(t, opp, sim.dead0, 0) ^ stoneKeys(t, opp, sim.dead1, 64);
      h ^= stoneKeys(t, opp, sim.dead2, 128);
    }
    int capB = pos.capB;
    int capW = pos.capW;
    int nb = capB;
    int nw = capW;
    if (mover == 0) {
      nb += dead;
      h ^= t.captureKey(0, capB) ^ t.captureKey(0, nb);
    } else {
      nw += dead;
      h ^= t.captureKey(1, capW) ^ t.captureKey(1, nw);
    }
    SwapState s = swap;
    if (s == SwapState.NOT_YET) {
      s = mover == 0 ? SwapState.OFFERED : SwapState.DECLINED;
    } else if (s == SwapState.OFFERED) {
      s = SwapState.DECLINED;
    }
    h ^= t.swapKeys[swap.ordinal()] ^ t.swapKeys[s.ordinal()];
    h ^= t.passKeys[passes] ^ t.passKeys[0] ^ t.sideKey;
    long[] b = sim.black;
    long[] w = sim.white;
    return new Position(
        pos.rules,
        b[0],
        b[1],
        b[2],
        w[0],
        w[1],
        w[2],
        !pos.whiteToMove,
        nb,
        nw,
        s,
        0,
        pos.ply + 1,
        h);
  }

  /**
   * Returns the XOR of the stone keys of a colour for the cells of one word (from {@code base}).
   */
  private static long stoneKeys(Tables t, int colour, long bits, int base) {
    long h = 0;
    for (long x = bits; x != 0; x &= x - 1) {
      h ^= t.stoneKey(colour, base + Long.numberOfTrailingZeros(x));
    }
    return h;
  }

  /** 0 for a Black stone on c, 1 for White; c must hold a stone. */
  private static int colourIndex(Position pos, int c) {
    long black =
        switch (c >>> 6) {
          case 0 -> pos.b0;
          case 1 -> pos.b1;
          default -> pos.b2;
        };
    return (black & (1L << c)) != 0 ? 0 : 1;
  }

  /** Describes what a legal move did, given the position after it. */
  static Transition transition(Position pos, Move move, Position after) {
    if (!(move instanceof Move.Push push)) {
      return new Transition(
          pos, move, after, List.of(), -1, CellSet.empty(), pos.power(), after.power());
    }
    int p = push.point();
    int delta = pos.tables.delta[push.direction().ordinal()];
    List<StoneMove> moved = new ArrayList<>();
    for (int k = push.count() - 1; k >= 0; k--) {
      int from = p + k * delta;
      moved.add(new StoneMove(pos.colourAt(from), from, from + delta));
    }
    Side mover = pos.sideToMove();
    Side opp = mover.opponent();
    // The opponent's stones after the push, before captures: recoloured along the line.
    CellSet captured = pos.stones(opp);
    for (int k = 0; k <= push.count(); k++) {
      int c = p + k * delta;
      Side now = k == 0 ? mover : pos.colourAt(c - delta);
      captured = now == opp ? captured.with(c) : captured.without(c);
    }
    captured = captured.difference(after.stones(opp));
    return new Transition(pos, move, after, moved, p, captured, pos.power(), after.power());
  }

  // ---- legality ----

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
  static List<Move> legalMovesFrom(Position pos, int point) {
    if (pos.isOver() || !pos.occupied(point)) {
      return List.of();
    }
    Tables t = pos.tables;
    Move[] byId = Moves.of(pos.rules).byId;
    List<Move> out = new ArrayList<>(4);
    Engine e = get();
    int power = pos.power();
    for (int d = 0; d < 4; d++) {
      int len = runLength(pos, point, d, power);
      if (len > 0 && e.simulate(pos, point, d, len)) {
        out.add(byId[t.idBase[point * 4 + d] + len - 1]);
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns why a move is illegal, checking in the order of {@link IllegalMoveReason}, or null if
   * it is legal.
   */
  static IllegalMoveReason whyIllegal(Position pos, Move move) {
    if (pos.isOver()) {
      return IllegalMoveReason.GAME_OVER;
    }
    if (move.rules() != pos.rules) {
      return IllegalMoveReason.OFF_BOARD;
    }
    if (move instanceof Move.Push push) {
      return whyIllegal(pos, push);
    }
    if (move instanceof Move.Swap) {
      return pos.swap == SwapState.OFFERED ? null : IllegalMoveReason.SWAP_NOT_AVAILABLE;
    }
    return pos.swap == SwapState.OFFERED || hasLegalPush(pos)
        ? IllegalMoveReason.PASS_NOT_ALLOWED
        : null;
  }

  private static IllegalMoveReason whyIllegal(Position pos, Move.Push push) {
    int p = push.point();
    int d = push.direction().ordinal();
    if (!pos.occupied(p)) {
      return IllegalMoveReason.NO_STONE;
    }
    int dist = pos.tables.dist[p * 4 + d];
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
    if (!get().simulate(pos, p, d, run)) {
      return IllegalMoveReason.SUICIDE;
    }
    return null;
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
