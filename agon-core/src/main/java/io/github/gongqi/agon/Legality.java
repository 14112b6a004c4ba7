package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.NB;
import static io.github.gongqi.agon.Tables.RING;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.geometry.Bits.has;
import static io.github.gongqi.geometry.Bits.lowestCell;

/**
 * The legality of a move given as a value, with the reason when it is not legal, and the reading of
 * a return written as the rules write it. The checked paths of {@link Position} ({@link
 * Position#play(Move)}, {@link Position#isLegal(Move)}, {@link Position#whyIllegal(Move)}) come
 * here; the move path ({@link Play#play}) does not.
 */
final class Legality {
  private Legality() {}

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
    return new Move.Return(lowestCell(g0, g1), d.to());
  }

  /**
   * Whether a move id (below the rules' {@link Rules#numDistinctActions()}) is legal: whether
   * {@link MoveGeneration#generate} lists it. Read from the id's table entry and the position's
   * words: the kind of turn must be the move's, its cell must be one the generator's target set
   * holds for that turn, and a pass is legal exactly when the side has no step.
   */
  static boolean isLegal(Position p, int id) {
    final int move = Tables.ID_MOVE[id];
    final int a = Tables.a(move);
    final int b = Tables.b(move);
    final int turn = MoveGeneration.turn(p);
    // b is a cell for every kind but the pass (-1, where the vacancy below is not read).
    final boolean vacant = b >= 0 && !occupied(p, b);
    switch (Tables.kind(move)) {
      case Tables.K_STEP:
        // The id is a step pair (a neighbour, not outward); the throne is the Queen's alone.
        return turn == MoveGeneration.T_STEPS
            && vacant
            && has(p.o0 & ~p.m0, p.o1 & ~p.m1, a)
            && (b != THRONE || a == p.oq)
            && (p.rules.betweenAllowed || !Tables.flanked(b, p.e0, p.e1));
      case Tables.K_DROP_Q:
        return vacant
            && (turn == MoveGeneration.T_PLACE_QUEEN
                ? RING[b] == 5
                : turn == MoveGeneration.T_RETURN_QUEEN && (b != THRONE || p.rules.queenThrone));
      case Tables.K_DROP_G:
        // The id is an outer-ring cell's.
        return vacant
            && (turn == MoveGeneration.T_PLACE_GUARD || turn == MoveGeneration.T_RETURN_GUARD);
      case Tables.K_PASS:
        return turn == MoveGeneration.T_STEPS && !MoveGeneration.hasStep(p);
      default: // K_RETURN: a != b by the id's construction
        if (!vacant) {
          return false;
        }
        if (turn == MoveGeneration.T_RETURN_MARKED_QUEEN) {
          return a == p.oq && (b != THRONE || p.rules.queenThrone);
        }
        return turn == MoveGeneration.T_RETURN_MARKED_GUARDS
            && RING[b] == 5
            && has(p.o0 & p.m0, p.o1 & p.m1, a);
    }
  }

  /** Whether cell c (a cell index) holds a piece of either side. */
  static boolean occupied(Position p, int c) {
    return has(p.o0 | p.e0, p.o1 | p.e1, c);
  }

  /** Whether cell c (a cell index) holds a piece of the side to move. */
  static boolean own(Position p, int c) {
    return has(p.o0, p.o1, c);
  }

  /** Whether cell c (a cell index) holds a marked piece. */
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
      return MoveGeneration.hasStep(p) ? IllegalMoveReason.PASS_NOT_ALLOWED : null;
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
    if (!p.rules.betweenAllowed && Tables.flanked(to, p.e0, p.e1)) {
      return IllegalMoveReason.BETWEEN_TWO_ENEMIES;
    }
    return null;
  }
}
