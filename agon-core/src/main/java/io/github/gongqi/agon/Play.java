package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.CAP_A_HI;
import static io.github.gongqi.agon.Tables.CAP_A_LO;
import static io.github.gongqi.agon.Tables.CAP_B_HI;
import static io.github.gongqi.agon.Tables.CAP_B_LO;
import static io.github.gongqi.agon.Tables.MID;
import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.RING1_LO;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.agon.Zobrist.MARKED_KEYS;
import static io.github.gongqi.agon.Zobrist.Z_BLACK_TO_MOVE;
import static io.github.gongqi.agon.Zobrist.Z_PASSES;
import static io.github.gongqi.agon.Zobrist.Z_PIECE;
import static io.github.gongqi.agon.Zobrist.Z_PLACING;
import static io.github.gongqi.agon.Zobrist.Z_QUEEN_OFF;
import static io.github.gongqi.agon.Zobrist.zGuardsOffStep;
import static io.github.gongqi.agon.Zobrist.zPieces;
import static io.github.gongqi.geometry.Bits.bitIn;
import static io.github.gongqi.geometry.Bits.has;
import static io.github.gongqi.geometry.Bits.moved;

import io.github.gongqi.geometry.CellSet;

/**
 * Playing a move: a move id applied to a position (the board, captures included, the Zobrist hash
 * updated incrementally, the counters of the turn) and the result of the position it makes. Static
 * methods over {@link Position}'s fields, so that {@link #play} allocates nothing but the position
 * it returns and makes no virtual call. Its neighbours: {@link MoveGeneration}, {@link RandomMove},
 * {@link Steppers}, {@link Legality}, {@link Zobrist}.
 */
final class Play {
  private Play() {}

  // ---------------------------------------------------------------- the result

  /**
   * The result of a position with these rules, turn and pieces of the side that has just acted (the
   * opponent of the side to move: its cells 0-63 {@code acted0} and its Queen {@code actedQueen},
   * -1 when off the board). The side that acted is judged, then passes, then the ply limit. Over
   * values, not a position, so that the constructor calls it with its fields all set.
   */
  static Result judge(Rules rules, int stm, int passes, int ply, long acted0, int actedQueen) {
    // The formation is on ring 1, all in the low word; the Queen there is a Guard's cell taken.
    long guards = actedQueen >= 0 ? acted0 & ~bitIn(actedQueen, 0) : acted0;
    if ((guards & RING1_LO) == RING1_LO) {
      Side m = Position.side(stm ^ 1);
      if (actedQueen == THRONE) {
        return Result.win(m, Result.Reason.FORMATION);
      }
      if (rules.sixLoss) {
        return Result.win(m.opponent(), Result.Reason.SIX_GUARDS_LOSS);
      }
    }
    if (passes >= 2) {
      return Result.draw(Result.Reason.TWO_PASSES);
    }
    if (rules.plyLimit > 0 && ply >= rules.plyLimit) {
      return Result.draw(Result.Reason.PLY_LIMIT);
    }
    return Result.ONGOING;
  }

  // ---------------------------------------------------------------- playing

  /** Plays a legal move id with no check; see {@link Position#playUnchecked(int)}. */
  static Position play(Position p, int id) {
    final int move = Tables.ID_MOVE[id];
    if (Tables.kind(move) == Tables.K_STEP) {
      // A step that captures nothing, most moves of a game, on a short path of its own: the
      // general one keeps every field live for the rarer moves and spills them.
      final int a = Tables.a(move);
      final int b = Tables.b(move);
      final long o0 = moved(p.o0, 0, a, b);
      final long o1 = moved(p.o1, 1, a, b);
      // A capture needs an unmarked enemy next to b with a piece of the mover beyond it.
      final long adj = (CAP_A_LO[b] & p.e0 & ~p.m0) | (CAP_A_HI[b] & p.e1 & ~p.m1);
      final long far = (CAP_B_LO[b] & o0) | (CAP_B_HI[b] & o1);
      // Both tested in one branch (x | -x is negative exactly when x is not 0): a step arrives
      // next to an enemy too often, and too unpredictably, for a branch of its own.
      if (((adj | -adj) & (far | -far)) >= 0) {
        final boolean queen = a == p.oq;
        final int zk = zPieces(p.stm, queen);
        long h = p.hash ^ Z_BLACK_TO_MOVE ^ Z_PIECE[zk + a] ^ Z_PIECE[zk + b];
        if (p.passes != 0) {
          h ^= Z_PASSES[p.passes] ^ Z_PASSES[0];
        }
        // The side to move next is the opponent: its pieces come first.
        return new Position(
            p.rules,
            new Army(p.e0, p.e1, p.eq, p.eOff, p.eSlots),
            new Army(o0, o1, queen ? b : p.oq, p.oOff, Steppers.moved(p.oSlots, a, b)),
            p.m0,
            p.m1,
            new Turn(p.stm ^ 1, false, 0, p.ply + 1),
            h);
      }
    }
    return playAny(p, move);
  }

  /** {@link #play} for any move, {@code move} its {@link Tables#ID_MOVE} entry. */
  private static Position playAny(Position p, int move) {
    long o0 = p.o0;
    long o1 = p.o1;
    long e0 = p.e0;
    long e1 = p.e1;
    long k0 = p.m0;
    long k1 = p.m1;
    int oq = p.oq;
    int eq = p.eq;
    int oOff = p.oOff;
    int eOff = p.eOff;
    long os = p.oSlots;
    long es = p.eSlots;
    final int me = p.stm;
    final int them = me ^ 1;
    final int passes = p.passes;
    long h = p.hash ^ Z_BLACK_TO_MOVE;
    boolean nowPlacing = p.placing;
    int newPasses = 0;
    final int a = Tables.a(move);
    final int b = Tables.b(move);
    switch (Tables.kind(move)) {
      case Tables.K_STEP -> {
        boolean isQ = a == oq;
        o0 = moved(o0, 0, a, b);
        o1 = moved(o1, 1, a, b);
        int zk = zPieces(me, isQ);
        h ^= Z_PIECE[zk + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
        os = Steppers.moved(os, a, b);
        // Only the mover's pieces two cells away can capture, with the enemy between them.
        final long adj0 = CAP_A_LO[b] & e0 & ~k0;
        final long adj1 = CAP_A_HI[b] & e1 & ~k1;
        long f0 = CAP_B_LO[b] & o0;
        long f1 = CAP_B_HI[b] & o1;
        if ((adj0 | adj1) != 0 && (f0 | f1) != 0) {
          final boolean markRule = p.rules.marked;
          final int mids = b * N;
          while ((f0 | f1) != 0) {
            int f;
            if (f0 != 0) {
              f = Long.numberOfTrailingZeros(f0);
              f0 &= f0 - 1;
            } else {
              f = 64 + Long.numberOfTrailingZeros(f1);
              f1 &= f1 - 1;
            }
            int c = MID[mids + f];
            if (!has(adj0, adj1, c)) {
              continue;
            }
            boolean cq = c == eq;
            int ek = zPieces(them, cq) + c;
            es = Steppers.withoutSlot(es, c); // marked or off the board: no longer a stepper
            if (markRule) {
              k0 |= bitIn(c, 0);
              k1 |= bitIn(c, 1);
              h ^= Z_PIECE[ek] ^ Z_PIECE[ek + MARKED_KEYS];
            } else {
              e0 &= ~bitIn(c, 0);
              e1 &= ~bitIn(c, 1);
              h ^= Z_PIECE[ek];
              if (cq) {
                eq = -1;
                h ^= Z_QUEEN_OFF[them];
              } else {
                h ^= zGuardsOffStep(them, eOff);
                eOff++;
              }
            }
          }
        }
      }
      case Tables.K_DROP_Q -> {
        o0 |= bitIn(b, 0);
        o1 |= bitIn(b, 1);
        oq = b;
        os = Steppers.withSlot(os, b);
        h ^= Z_PIECE[zPieces(me, true) + b] ^ Z_QUEEN_OFF[me];
      }
      case Tables.K_DROP_G -> {
        o0 |= bitIn(b, 0);
        o1 |= bitIn(b, 1);
        os = Steppers.withSlot(os, b);
        oOff--;
        h ^= Z_PIECE[zPieces(me, false) + b] ^ zGuardsOffStep(me, oOff);
      }
      case Tables.K_RETURN -> {
        boolean isQ = a == oq;
        o0 = moved(o0, 0, a, b);
        o1 = moved(o1, 1, a, b);
        k0 &= ~bitIn(a, 0);
        k1 &= ~bitIn(a, 1);
        os = Steppers.withSlot(os, b);
        int zk = zPieces(me, isQ);
        h ^= Z_PIECE[zk + MARKED_KEYS + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
      }
      default -> newPasses = passes + 1;
    }
    if (nowPlacing && oq >= 0 && eq >= 0 && oOff == 0 && eOff == 0) {
      nowPlacing = false;
      h ^= Z_PLACING;
    }
    if ((passes | newPasses) != 0) {
      h ^= Z_PASSES[passes] ^ Z_PASSES[newPasses];
    }
    // The side to move next is the opponent: its pieces come first.
    return new Position(
        p.rules,
        new Army(e0, e1, eq, eOff, es),
        new Army(o0, o1, oq, oOff, os),
        k0,
        k1,
        new Turn(them, nowPlacing, newPasses, p.ply + 1),
        h);
  }

  /**
   * The cells of the pieces a move captured: the opponent's pieces, not marked before, that are
   * gone or marked after.
   */
  static CellSet captured(Position before, Position after) {
    // The mover's opponent: the side to move after the move.
    long e0 = before.e0 & ~before.m0;
    long e1 = before.e1 & ~before.m1;
    long a0 = after.o0 & ~after.m0;
    long a1 = after.o1 & ~after.m1;
    return CellSet.ofWords(e0 & ~a0, e1 & ~a1);
  }
}
