package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.RING;
import static io.github.gongqi.agon.Tables.THRONE;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.geometry.Bits;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks that a position can exist under its rules, shared by {@link PositionBuilder#build()}
 * and the notation reader (which fills a builder): every problem is collected, with its kind and a
 * message, before one {@link InvalidPositionException} is thrown.
 */
final class Validation {
  private Validation() {}

  /**
   * Validates a builder's contents under its rules and returns the position.
   *
   * @throws InvalidPositionException listing every problem found
   */
  static Position build(PositionBuilder b, Rules rules) {
    List<PositionProblem> kinds = new ArrayList<>();
    List<String> msgs = new ArrayList<>();
    int[] queensOn = new int[2];
    int[] guardsOn = new int[2];
    int[] queenCell = {-1, -1};
    long[] bits = new long[6];
    for (int c = 0; c < N; c++) {
      Piece p = b.cells[c];
      if (p == null) {
        continue;
      }
      int s = p.side().ordinal();
      if (p.type() == PieceType.QUEEN) {
        queensOn[s]++;
        queenCell[s] = c;
      } else {
        guardsOn[s]++;
        if (c == THRONE) {
          kinds.add(PositionProblem.GUARD_ON_THRONE);
          msgs.add("a Guard stands on the throne f6; only a Queen may");
        }
      }
      set(bits, 2 * s, c);
      if (p.marked()) {
        set(bits, 4, c);
        if (!rules.marked || b.placing) {
          kinds.add(PositionProblem.MARKED_PIECE_NOT_ALLOWED);
          msgs.add(
              Board.name(c)
                  + " holds a marked piece, but "
                  + (b.placing
                      ? "no capture happens during placement"
                      : "captured pieces leave the board under these rules"));
        }
      }
    }
    for (Side side : Side.values()) {
      int s = side.ordinal();
      String name = side == Side.WHITE ? "White" : "Black";
      int queens = queensOn[s] + (b.queenOff[s] ? 1 : 0);
      if (queens != 1) {
        kinds.add(PositionProblem.QUEEN_COUNT);
        msgs.add(name + " has " + queens + " Queens on and off the board; expected exactly 1");
      }
      int guards = guardsOn[s] + b.guardsOff[s];
      if (guards != 6) {
        kinds.add(PositionProblem.GUARD_COUNT);
        msgs.add(name + " has " + guards + " Guards on and off the board; expected exactly 6");
      }
      if (rules.marked && !b.placing && (b.queenOff[s] || b.guardsOff[s] > 0)) {
        kinds.add(PositionProblem.OFF_BOARD_PIECE_NOT_ALLOWED);
        msgs.add(
            name
                + " has pieces off the board, but captured pieces stay marked on the board under"
                + " these rules");
      }
    }
    if (b.placing) {
      if (rules.setup() != Setup.PLACEMENT) {
        kinds.add(PositionProblem.PLACEMENT_NOT_ALLOWED);
        msgs.add("the placement phase belongs to the PLACEMENT setup, not " + rules.setup());
      }
      checkPlacement(b, rules, queensOn, guardsOn, kinds, msgs);
    }
    if (b.passes < 0 || b.passes > 2) {
      kinds.add(PositionProblem.PASSES_OUT_OF_RANGE);
      msgs.add(b.passes + " consecutive passes is out of range 0..2");
    }
    if (b.ply < 0 || b.ply < b.passes) {
      kinds.add(PositionProblem.PLY_OUT_OF_RANGE);
      msgs.add("ply " + b.ply + " is negative or below the " + b.passes + " consecutive passes");
    }
    if (!kinds.isEmpty()) {
      throw new InvalidPositionException(kinds, msgs);
    }
    long m0 = bits[4];
    long m1 = bits[5];
    return Position.ofColours(
        rules,
        Army.of(bits[0], bits[1], queenCell[0], b.guardsOff[0], m0, m1),
        Army.of(bits[2], bits[3], queenCell[1], b.guardsOff[1], m0, m1),
        m0,
        m1,
        new Turn(b.side.ordinal(), b.placing, b.passes, b.ply));
  }

  private static void checkPlacement(
      PositionBuilder b,
      Rules rules,
      int[] queensOn,
      int[] guardsOn,
      List<PositionProblem> kinds,
      List<String> msgs) {
    List<String> why = new ArrayList<>();
    for (int c = 0; c < N; c++) {
      if (b.cells[c] != null && RING[c] != 5) {
        why.add(Board.name(c) + " is not on the outer ring");
      }
    }
    for (int s = 0; s < 2; s++) {
      if (guardsOn[s] > 0 && queensOn[s] == 0) {
        why.add((s == 0 ? "White" : "Black") + " placed a Guard before its Queen");
      }
    }
    int first = rules.firstSide().ordinal();
    int pf = queensOn[first] + guardsOn[first];
    int ps = queensOn[first ^ 1] + guardsOn[first ^ 1];
    if (pf + ps >= 14) {
      why.add("every piece is placed, so the phase is play");
    } else if (pf == ps) {
      if (b.side.ordinal() != first) {
        why.add("both sides placed " + pf + " pieces, so the first side places next");
      }
    } else if (pf == ps + 1) {
      if (b.side.ordinal() == first) {
        why.add("the first side placed one piece more, so the other side places next");
      }
    } else {
      why.add("the sides place alternately, first side first, but placed " + pf + " and " + ps);
    }
    if (b.passes != 0) {
      why.add("no pass happens during placement");
    }
    if (b.ply != pf + ps) {
      why.add("the ply count " + b.ply + " differs from the " + (pf + ps) + " placements made");
    }
    for (String w : why) {
      kinds.add(PositionProblem.PLACEMENT_INCONSISTENT);
      msgs.add("placement phase: " + w);
    }
  }

  private static void set(long[] bits, int k, int c) {
    bits[k] |= Bits.bitIn(c, 0);
    bits[k + 1] |= Bits.bitIn(c, 1);
  }
}
