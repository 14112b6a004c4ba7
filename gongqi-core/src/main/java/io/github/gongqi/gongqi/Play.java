package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.CellSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Playing a move: the position after a legal move id, with its hash updated incrementally from the
 * simulated push ({@link Captures#simulate}), and the description of what a move did ({@link
 * Transition}).
 */
final class Play {
  private Play() {}

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
    Captures cap = Engine.get().captures;
    cap.simulate(pos, p, d, len, false);
    Captures.Simulation sim = cap.simulation;
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
   * Returns the XOR of the stone keys of a side (0 Black, 1 White) for the cells of one word (from
   * {@code base}).
   */
  private static long stoneKeys(Tables t, int side, long bits, int base) {
    long h = 0;
    for (long x = bits; x != 0; x &= x - 1) {
      h ^= t.stoneKey(side, base + Long.numberOfTrailingZeros(x));
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
          pos,
          move,
          after,
          pos.sideToMove(),
          List.of(),
          -1,
          CellSet.empty(),
          pos.power(),
          after.power());
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
    CellSet captured = pos.cells(opp);
    for (int k = 0; k <= push.count(); k++) {
      int c = p + k * delta;
      Side now = k == 0 ? mover : pos.colourAt(c - delta);
      captured = now == opp ? captured.with(c) : captured.without(c);
    }
    captured = captured.difference(after.cells(opp));
    return new Transition(pos, move, after, mover, moved, p, captured, pos.power(), after.power());
  }
}
