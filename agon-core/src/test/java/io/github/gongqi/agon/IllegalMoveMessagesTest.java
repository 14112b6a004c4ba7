package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.position;
import static io.github.gongqi.agon.Scenarios.withWaiting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/**
 * Every refusal says what was refused, where, and why: the reason, the cells and rings involved,
 * and an example of what is allowed instead. Rings are counted from the throne f6 (ring 0) to the
 * outer ring (5); the expected texts are written by hand from the spec's board.
 */
class IllegalMoveMessagesTest {
  private static final Rules MARKED = Rules.builder().capturedPieces(CapturedPieces.MARKED).build();
  private static final Rules QUEEN_NOT_TO_THRONE =
      Rules.builder().queenMayReturnToThrone(false).build();

  private static IllegalMoveException refusal(Position p, String move) {
    Position before = p;
    IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> p.play(move));
    assertThat(e).as("%s must be refused", move).isNotNull();
    assertThat(e.move()).isEqualTo(move);
    assertThat(p).isEqualTo(before);
    return e;
  }

  private static void assertRefused(
      Position p, String move, IllegalMoveReason reason, String detail) {
    IllegalMoveException e = refusal(p, move);
    assertThat(e.reason()).isEqualTo(reason);
    assertThat(e.getMessage()).isEqualTo("illegal move " + move + " (" + reason + "): " + detail);
  }

  @Test
  void stepsNameTheirCellsAndRings() {
    Position p = position(Rules.STANDARD, Side.WHITE, "Ge4", "Gf4", "ge5");
    assertRefused(
        p,
        "e4-e3",
        IllegalMoveReason.OUTWARD,
        "a piece never steps outward (from ring 2 to ring 3)");
    assertRefused(p, "e4-f4", IllegalMoveReason.OCCUPIED, "f4 is occupied");
    assertRefused(p, "e4-g4", IllegalMoveReason.NOT_ADJACENT, "e4 and g4 are not neighbours");
    assertRefused(
        p,
        "e5-e6",
        IllegalMoveReason.NOT_YOUR_PIECE,
        "e5 holds a piece of the opponent, not of White");
    assertRefused(p, "d4-e5", IllegalMoveReason.NO_PIECE, "d4 is empty");
    assertRefused(
        position(Rules.STANDARD, Side.WHITE, "Gf5"),
        "f5-f6",
        IllegalMoveReason.THRONE_IS_FOR_THE_QUEEN,
        "only a Queen may enter the throne f6");
  }

  @Test
  void returnsOfPiecesThatLeftTheBoard() {
    // Black has two Guards off the board and its Queen on it.
    Position p = withWaiting(Rules.STANDARD, Side.BLACK, Side.BLACK, 0, 2, "Qd4");
    assertRefused(
        p,
        "G@b2",
        IllegalMoveReason.WRONG_RETURN_CELL,
        "a Guard returns to the outer ring only, and b2 is on ring 4");
    assertRefused(
        p,
        "G@f6",
        IllegalMoveReason.WRONG_RETURN_CELL,
        "a Guard returns to the outer ring only, and f6 is on ring 0");
    assertRefused(
        p,
        "Q@a2",
        IllegalMoveReason.NOTHING_TO_RETURN,
        "Black has no queen off the board to return");
    assertRefused(
        p,
        "pass",
        IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST,
        "Black has a captured piece to return: this turn must return it (such as G@a3)");
    assertRefused(
        p,
        "d4@c4",
        IllegalMoveReason.WRONG_RETURN_NOTATION,
        "captured pieces leave the board under these rules: a return names the piece, such as G@a3");
    assertRefused(
        withWaiting(QUEEN_NOT_TO_THRONE, Side.BLACK, Side.BLACK, 1, 0, "Ge5", "ge6"),
        "Q@f6",
        IllegalMoveReason.WRONG_RETURN_CELL,
        "under these rules a returned Queen may not go to the throne f6");
  }

  @Test
  void returnsOfMarkedPieces() {
    Position p = position(MARKED, Side.BLACK, "qe5*", "ge3*", "gk10", "Qa1");
    assertRefused(
        p,
        "e3@c1",
        IllegalMoveReason.QUEEN_RETURNS_FIRST,
        "Black's Queen must be returned before any Guard");
    assertRefused(
        p,
        "G@c1",
        IllegalMoveReason.QUEEN_RETURNS_FIRST,
        "Black's Queen must be returned before any Guard");
    assertRefused(p, "Q@e5", IllegalMoveReason.OCCUPIED, "e5 is occupied");
    assertRefused(
        p,
        "pass",
        IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST,
        "Black has a captured piece to return: this turn must return it (such as c5@a3)");
    assertRefused(p, "e5@e5", IllegalMoveReason.OCCUPIED, "e5 is occupied");
    assertRefused(
        p,
        "a1@c1",
        IllegalMoveReason.NOT_YOUR_PIECE,
        "a1 holds a piece of the opponent, not of Black");
    assertRefused(
        p, "k10@c1", IllegalMoveReason.NOT_MARKED, "k10 does not hold a marked piece of Black");
    assertRefused(p, "c5@c1", IllegalMoveReason.NO_PIECE, "c5 is empty");
  }

  @Test
  void returnsOfMarkedPiecesWrittenByTheirKind() {
    Position twoGuards = position(MARKED, Side.BLACK, "gc5*", "ge3*", "Qa1");
    assertRefused(
        twoGuards,
        "G@c1",
        IllegalMoveReason.AMBIGUOUS_RETURN,
        "Black has several marked Guards waiting (c5, e3): a return names the cell it leaves,"
            + " such as c5@c1");
    assertRefused(
        twoGuards,
        "Q@c1",
        IllegalMoveReason.NOTHING_TO_RETURN,
        "Black has no marked queen to return");
  }

  @Test
  void placements() {
    Position p = Position.start(Rules.builder().setup(Setup.PLACEMENT).build());
    assertRefused(
        p,
        "a1-b2",
        IllegalMoveReason.MUST_PLACE_A_PIECE,
        "White must place a piece on a vacant outer-ring cell during the placement phase"
            + " (such as Q@a1)");
    assertRefused(
        p,
        "G@a1",
        IllegalMoveReason.QUEEN_RETURNS_FIRST,
        "White's Queen must be placed before any Guard");
    assertRefused(
        p,
        "Q@e4",
        IllegalMoveReason.WRONG_RETURN_CELL,
        "pieces are placed on the outer ring only, and e4 is on ring 2");
    Position queenPlaced = p.play("Q@a1");
    assertRefused(
        queenPlaced.play("Q@k11"),
        "Q@a2",
        IllegalMoveReason.NOTHING_TO_RETURN,
        "White has no queen off the board to place");
    assertRefused(queenPlaced, "Q@a1", IllegalMoveReason.OCCUPIED, "a1 is occupied");
  }

  @Test
  void passAndTheEndOfTheGame() {
    assertRefused(
        Position.start(Rules.STANDARD),
        "pass",
        IllegalMoveReason.PASS_NOT_ALLOWED,
        "White has another legal action, so may not pass");
  }
}
