package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.Bits;

/**
 * The capture and liberty kernel behind {@link Legality} and {@link Play}: push simulation with
 * capture and suicide resolution on three-word bitboards, the per-stone "is this group alive"
 * checks, and the liberties of every group. One instance per thread (held by its {@link Scratch})
 * owns the scratch words, so {@link Position} stays immutable and thread-safe.
 *
 * <p>A push only adds one stone to the occupied set (its end point) and recolours the points of its
 * line, so only groups meeting the line or its orthogonal neighbours can change or lose a liberty:
 * every other group is an old group with its old liberties. Capture and suicide checks start from
 * the stones of that touched region; a stone with an empty neighbour makes its group alive, so the
 * flood fill runs only when a touched stone has no empty neighbour.
 */
final class Captures {
  /**
   * A three-word cell set in a reused holder: how the kernel hands a set to {@link #groupsAlive}
   * without a dozen loose words and without allocating. Each holder belongs to one caller, which
   * overwrites it before every call; the callee reads the words where it uses them (copying them
   * all into locals at once costs registers its loop needs).
   */
  static final class Words {
    long w0;
    long w1;
    long w2;

    /** Overwrites the three words and returns this holder. */
    Words set(long a0, long a1, long a2) {
      w0 = a0;
      w1 = a1;
      w2 = a2;
      return this;
    }
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

    /**
     * The Zobrist change of the run's stones, each moved one step (the new stone and the captures
     * not included): the walk that moves them knows their colours.
     */
    long movedKeys;
  }

  /** The outcome of the last simulated push. */
  final Simulation simulation = new Simulation();

  private final long[] adj = new long[3];
  private final long[] fillScratch = new long[3];

  // simulate's own holders for its groupsAlive call: the mover's stones, the stones next to an
  // empty point and the mover's stones to check.
  private final Words moverWords = new Words();
  private final Words freeWords = new Words();
  private final Words checkWords = new Words();

  /**
   * Plays the push with an id on the scratch board, resolves its captures, and unless {@code
   * checkSuicide} is false returns false if it is suicide; needs: the push's run is the position's
   * (its end point empty), as for a candidate push. Playing a move known to be legal needs only its
   * captures.
   */
  boolean simulate(Position pos, int id, boolean checkSuicide) {
    Tables t = pos.tables;
    if (t.oneWord) {
      return simulateOneWord(pos, t, id, checkSuicide);
    }
    Simulation sim = this.simulation;
    int p = t.idPoint[id];
    int d = t.idDir[id];
    int delta = t.delta[d];
    int end = p + t.idCount[id] * delta;
    long[] closed = t.closed;
    // The run's stones move one step on, from the end back, the new stone lands on p; only the
    // points of the line change colour, and those that can change or lose a liberty are the line
    // and its neighbours (the touched region). A walk of the run, mostly one or two stones in a
    // game: masking and shifting six words with the run's per-ray sets measured about 10% slower
    // for playUnchecked.
    long[] nb = sim.black;
    long[] nw = sim.white;
    nb[0] = pos.b0;
    nb[1] = pos.b1;
    nb[2] = pos.b2;
    nw[0] = pos.w0;
    nw[1] = pos.w1;
    nw[2] = pos.w2;
    long t0 = closed[end * 3];
    long t1 = closed[end * 3 + 1];
    long t2 = closed[end * 3 + 2];
    long moved = 0;
    for (int c = end; c != p; ) {
      int from = c - delta;
      long black = (nb[from >>> 6] >>> from) & 1L;
      long white = (nw[from >>> 6] >>> from) & 1L;
      int cw = c >>> 6;
      long cb = 1L << c;
      nb[cw] = (nb[cw] & ~cb) | (black << c);
      nw[cw] = (nw[cw] & ~cb) | (white << c);
      int colour = (int) white;
      moved ^= t.stoneKey(colour, from) ^ t.stoneKey(colour, c);
      t0 |= closed[from * 3];
      t1 |= closed[from * 3 + 1];
      t2 |= closed[from * 3 + 2];
      c = from;
    }
    sim.movedKeys = moved;
    // p: the mover's new stone, and no longer the colour of the stone that left it.
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
        int cell = Bits.lowestCell(q0, q1, q2);
        if (Tables.meets(closed, cell, o0 & a0, o1 & a1, o2 & a2)) {
          // A neighbour of its colour touches an empty point: alive, no fill needed.
          q0 &= ~s0;
          q1 &= ~s1;
          q2 &= ~s2;
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
      }
    }
    if (!checkSuicide) {
      return true;
    }
    if (sim.deadCount != 0) {
      // The captured stones' points are empty now: more points touch an empty one. Only the
      // suicide test reads them, so a move known to be legal skips this.
      t.adjacent(e0 | sim.dead0, e1 | sim.dead1, e2 | sim.dead2, adj);
      a0 = adj[0];
      a1 = adj[1];
      a2 = adj[2];
    }
    long m0 = mover[0];
    long m1 = mover[1];
    long m2 = mover[2];
    return groupsAlive(
        pos,
        moverWords.set(m0, m1, m2),
        freeWords.set(a0, a1, a2),
        checkWords.set(m0 & t0 & ~a0, m1 & t1 & ~a1, m2 & t2 & ~a2));
  }

  /**
   * {@link #simulate} on a board of one word (8×8): the same steps, on single words in locals
   * instead of the holders and the three-word shifts.
   */
  private boolean simulateOneWord(Position pos, Tables t, int id, boolean checkSuicide) {
    Simulation sim = this.simulation;
    int p = t.idPoint[id];
    int delta = t.delta[t.idDir[id]];
    int end = p + t.idCount[id] * delta;
    long[] closed = t.closed;
    long nb = pos.b0;
    long nw = pos.w0;
    long touched = closed[end * 3];
    long moved = 0;
    for (int c = end; c != p; ) {
      int from = c - delta;
      long black = (nb >>> from) & 1L;
      long white = (nw >>> from) & 1L;
      long cb = 1L << c;
      nb = (nb & ~cb) | (black << c);
      nw = (nw & ~cb) | (white << c);
      int colour = (int) white;
      moved ^= t.stoneKey(colour, from) ^ t.stoneKey(colour, c);
      touched |= closed[from * 3];
      c = from;
    }
    sim.movedKeys = moved;
    long bit = 1L << p;
    boolean whiteMoves = pos.whiteToMove;
    nb = whiteMoves ? nb & ~bit : nb | bit;
    nw = whiteMoves ? nw | bit : nw & ~bit;
    long opp = whiteMoves ? nb : nw;
    long free = t.adjacentOne(t.all0 & ~(nb | nw));
    // Opposing touched stones with no empty neighbour: their groups may have died.
    long dead = 0;
    for (long q = opp & touched & ~free; q != 0; ) {
      long s = q & -q;
      if ((closed[Long.numberOfTrailingZeros(q) * 3] & opp & free) != 0) {
        q &= ~s; // a neighbour of its colour touches an empty point: alive
        continue;
      }
      long g = t.connectedOne(s, opp);
      q &= ~g;
      if ((g & free) == 0) {
        dead |= g;
      }
    }
    nb &= ~dead;
    nw &= ~dead;
    // Words 1 and 2 too: the thread's last simulation may have been on a larger board.
    long[] b = sim.black;
    long[] w = sim.white;
    b[0] = nb;
    b[1] = 0;
    b[2] = 0;
    w[0] = nw;
    w[1] = 0;
    w[2] = 0;
    sim.dead0 = dead;
    sim.dead1 = 0;
    sim.dead2 = 0;
    sim.deadCount = Long.bitCount(dead);
    if (!checkSuicide) {
      return true;
    }
    if (dead != 0) {
      free = t.adjacentOne(t.all0 & ~(nb | nw)); // as in simulate: only the suicide test reads it
    }
    long mover = whiteMoves ? nw : nb;
    return t.reachesOne(mover & free, mover, mover & touched & ~free);
  }

  /**
   * Returns true if every group of the stones to {@code check} has a liberty; needs: {@code check}
   * holds stones of one colour in the push's touched region with no empty neighbour, {@code mover}
   * all that colour's stones after the push and {@code free} the points that touch an empty point.
   * Legality asks it of the mover's stones, then of the opponent's ("does the push capture at
   * all?"). The mover's and free sets are read from their holders where they are used, not copied
   * into locals: the loop keeps few values live, and a holder field is as cheap to reload as a
   * spilled local.
   */
  boolean groupsAlive(Position pos, Words mover, Words free, Words check) {
    long q0 = check.w0;
    long q1 = check.w1;
    long q2 = check.w2;
    Tables t = pos.tables;
    long[] closed = t.closed;
    long[] g = this.fillScratch;
    while ((q0 | q1 | q2) != 0) {
      long s0 = q0 & -q0;
      long s1 = s0 == 0 ? q1 & -q1 : 0;
      long s2 = (s0 | s1) == 0 ? q2 & -q2 : 0;
      int cell = Bits.lowestCell(q0, q1, q2);
      if (Tables.meets(closed, cell, mover.w0 & free.w0, mover.w1 & free.w1, mover.w2 & free.w2)) {
        q0 &= ~s0;
        q1 &= ~s1;
        q2 &= ~s2;
      } else if (t.fillUnlessReaches(
          s0, s1, s2, mover.w0, mover.w1, mover.w2, free.w0, free.w1, free.w2, g)) {
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
   * {@link Position#groupLiberties}: writes each point's group liberty count (0 when empty) and
   * returns the number of groups.
   */
  int groupLiberties(Position pos, int[] out) {
    java.util.Objects.requireNonNull(out, "libertiesByPoint");
    if (out.length < pos.tables.n) {
      throw new IllegalArgumentException(
          "libertiesByPoint has " + out.length + " entries, needs " + pos.tables.n);
    }
    java.util.Arrays.fill(out, 0, pos.tables.n, 0);
    return pos.tables.oneWord ? walkOneWord(pos, out) : walk(pos, out);
  }

  /**
   * {@link #walk} on a one-word board (8×8): a group grows by the shifts of the whole word, a few
   * operations a step, where three words pay a load a stone instead (shifting three words measured
   * 1.5 times slower there).
   */
  private static int walkOneWord(Position pos, int[] out) {
    Tables t = pos.tables;
    long[] closed = t.closed;
    long e = t.all0 & ~(pos.b0 | pos.w0);
    int k = 0;
    for (int colour = 0; colour < 2; colour++) {
      long m = colour == 0 ? pos.b0 : pos.w0;
      long alone = m & ~t.adjacentOne(m);
      k += Long.bitCount(alone);
      for (long x = alone; x != 0; x &= x - 1) {
        int c = Long.numberOfTrailingZeros(x);
        out[c] = Long.bitCount(closed[c * 3] & e);
      }
      for (long r = m & ~alone; r != 0; k++) {
        long g = t.connectedOne(r & -r, m);
        write(out, g, 0, Long.bitCount(t.adjacentOne(g) & e));
        r &= ~g;
      }
    }
    return k;
  }

  /**
   * Walks every group of a position once, writing each stone's group liberty count into {@code
   * out}; returns the number of groups.
   */
  private int walk(Position pos, int[] out) {
    Tables t = pos.tables;
    long[] closed = t.closed;
    long e0 = t.all0 & ~(pos.b0 | pos.w0);
    long e1 = t.all1 & ~(pos.b1 | pos.w1);
    long e2 = t.all2 & ~(pos.b2 | pos.w2);
    int k = 0;
    for (int colour = 0; colour < 2; colour++) {
      long m0 = colour == 0 ? pos.b0 : pos.w0;
      long m1 = colour == 0 ? pos.b1 : pos.w1;
      long m2 = colour == 0 ? pos.b2 : pos.w2;
      // A stone with no neighbour of its colour is a group alone, whose liberties are its own:
      // found for the whole colour by one shift, and counted without a walk.
      long[] near = adj;
      t.adjacent(m0, m1, m2, near);
      long s0 = m0 & ~near[0];
      long s1 = m1 & ~near[1];
      long s2 = m2 & ~near[2];
      k += Long.bitCount(s0) + Long.bitCount(s1) + Long.bitCount(s2);
      alone(out, closed, s0, 0, e0, e1, e2);
      alone(out, closed, s1, 64, e0, e1, e2);
      alone(out, closed, s2, 128, e0, e1, e2);
      long r0 = m0 & ~s0;
      long r1 = m1 & ~s1;
      long r2 = m2 & ~s2;
      while ((r0 | r1 | r2) != 0) {
        // A breadth-first walk over the group's stones, a whole frontier at a time (its loads
        // are independent): each stone adds its closed neighbourhood to the reach, whose stones
        // of the colour not yet in the group form the next frontier (every group here has two
        // stones or more).
        int seed = Bits.lowestCell(r0, r1, r2);
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
        int value = Long.bitCount(h0 & e0) + Long.bitCount(h1 & e1) + Long.bitCount(h2 & e2);
        write(out, g0, 0, value);
        write(out, g1, 64, value);
        write(out, g2, 128, value);
        r0 &= ~g0;
        r1 &= ~g1;
        r2 &= ~g2;
        k++;
      }
    }
    return k;
  }

  /** Writes each stone's own liberty count, for stones that are groups alone. */
  private static void alone(
      int[] out, long[] closed, long bits, int base, long e0, long e1, long e2) {
    for (long x = bits; x != 0; x &= x - 1) {
      int c = base + Long.numberOfTrailingZeros(x);
      out[c] =
          Long.bitCount(closed[c * 3] & e0)
              + Long.bitCount(closed[c * 3 + 1] & e1)
              + Long.bitCount(closed[c * 3 + 2] & e2);
    }
  }

  private static void write(int[] out, long bits, int base, int value) {
    for (long x = bits; x != 0; x &= x - 1) {
      out[base + Long.numberOfTrailingZeros(x)] = value;
    }
  }
}
