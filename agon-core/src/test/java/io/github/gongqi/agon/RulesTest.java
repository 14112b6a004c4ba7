package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.c;
import static io.github.gongqi.agon.Scenarios.notations;
import static io.github.gongqi.agon.Scenarios.position;
import static io.github.gongqi.agon.Scenarios.withWaiting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The rules of the spec, one example each. Cells are written as in the spec. */
class RulesTest {
  static final Rules FORBID_BETWEEN = Rules.builder().steppingBetweenEnemiesAllowed(false).build();
  static final Rules MARKED = Rules.builder().capturedPieces(CapturedPieces.MARKED).build();
  static final Rules QUEEN_NOT_TO_THRONE = Rules.builder().queenMayReturnToThrone(false).build();
  static final Rules SIX_LOSS = Rules.builder().sixGuardsWithoutQueenLoses(true).build();

  static IllegalMoveReason why(Position p, String move) {
    return p.whyIllegal(Move.parse(move, Rules.STANDARD)).orElse(null);
  }

  @Nested
  @DisplayName("steps")
  class Steps {
    @Test
    void sidewaysAndInwardAreAllowedOutwardIsRefused() {
      // e4 is on ring 2: d4 and f4 are on ring 2, e5 and f5 on ring 1, e3 and d3 on ring 3.
      Position p = position(Rules.STANDARD, Side.WHITE, "Ge4");
      assertThat(notations(p.legalMovesFrom(c("e4"))))
          .containsExactlyInAnyOrder("e4-d4", "e4-f4", "e4-e5", "e4-f5");
      assertThat(why(p, "e4-e3")).isEqualTo(IllegalMoveReason.OUTWARD);
      assertThat(why(p, "e4-d3")).isEqualTo(IllegalMoveReason.OUTWARD);
      assertThatThrownBy(() -> p.play("e4-e3"))
          .isInstanceOf(IllegalMoveException.class)
          .hasMessageContaining("e4-e3")
          .hasMessageContaining("outward");
    }

    @Test
    void aStepGoesToAVacantNeighbourOnly() {
      Position p = position(Rules.STANDARD, Side.WHITE, "Ge4", "Gf4", "ge5");
      assertThat(why(p, "e4-f4")).isEqualTo(IllegalMoveReason.OCCUPIED);
      assertThat(why(p, "e4-e5")).isEqualTo(IllegalMoveReason.OCCUPIED);
      assertThat(why(p, "e4-g4")).isEqualTo(IllegalMoveReason.NOT_ADJACENT);
      assertThat(why(p, "e5-e6")).isEqualTo(IllegalMoveReason.NOT_YOUR_PIECE);
      assertThat(why(p, "d4-e5")).isEqualTo(IllegalMoveReason.NO_PIECE);
      assertThat(p.isLegal(Move.parse("e4-d4", Rules.STANDARD))).isTrue();
    }

    @Test
    void onlyAQueenEntersTheThrone() {
      Position guard = position(Rules.STANDARD, Side.WHITE, "Gf5");
      assertThat(notations(guard.legalMovesFrom(c("f5"))))
          .containsExactlyInAnyOrder("f5-e5", "f5-g6");
      assertThat(why(guard, "f5-f6")).isEqualTo(IllegalMoveReason.THRONE_IS_FOR_THE_QUEEN);

      Position queen = position(Rules.STANDARD, Side.WHITE, "Qf5");
      assertThat(notations(queen.legalMovesFrom(c("f5"))))
          .containsExactlyInAnyOrder("f5-e5", "f5-f6", "f5-g6");
      Position after = queen.play("f5-f6");
      assertThat(after.pieceAt(c("f6"))).contains(Piece.WHITE_QUEEN);
      assertThat(after.queenCell(Side.WHITE)).isEqualTo(Board.THRONE);
    }

    @Test
    void aQueenOnTheThroneCanNeverLeaveIt() {
      // Every neighbour of the throne lies outward.
      Position p = position(Rules.STANDARD, Side.WHITE, "Qf6");
      assertThat(p.legalMovesFrom(c("f6"))).isEmpty();
      assertThat(why(p, "f6-f5")).isEqualTo(IllegalMoveReason.OUTWARD);
    }

    @Test
    void theStartHasSidewaysAndInwardStepsOfEveryPiece() {
      Position p = Position.start(Rules.STANDARD);
      // a1 is a corner: a2 and b1 sideways, b2 inward.
      assertThat(notations(p.legalMovesFrom(c("a1")))).containsExactly("a1-a2", "a1-b1", "a1-b2");
      // a3 is an edge cell: a2 and a4 sideways, b3 and b4 inward.
      assertThat(notations(p.legalMovesFrom(c("a3"))))
          .containsExactly("a3-a2", "a3-a4", "a3-b3", "a3-b4");
      assertThat(why(p, "k11-k10")).isEqualTo(IllegalMoveReason.NOT_YOUR_PIECE);
    }
  }

  @Nested
  @DisplayName("custodial capture")
  class Capture {
    @Test
    void captureAlongTheRow() {
      // d3-e4: e5 (same row) lies between e4 and the White Guard on e6.
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "Ge6", "ge5");
      Transition t = p.transition(Move.parse("d3-e4", Rules.STANDARD));
      assertThat(t.captured().toArray()).containsExactly(c("e5"));
      assertThat(t.after().pieceAt(c("e5"))).isEmpty();
      assertThat(t.after().guardsOffBoard(Side.BLACK)).isEqualTo(1);
    }

    @Test
    void captureAlongTheDiagonal() {
      // e4, f4, g4 share diagonal 4.
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "Gg4", "gf4");
      Transition t = p.transition(Move.parse("d3-e4", Rules.STANDARD));
      assertThat(t.captured().toArray()).containsExactly(c("f4"));
    }

    @Test
    void captureAlongTheThirdLine() {
      // e4, f5, g6: row and diagonal both grow by one.
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "Gg6", "gf5");
      Transition t = p.transition(Move.parse("d3-e4", Rules.STANDARD));
      assertThat(t.captured().toArray()).containsExactly(c("f5"));
    }

    @Test
    void oneStepCapturesInTwoDirections() {
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "Ge6", "Gg6", "ge5", "gf5");
      Transition t = p.transition(Move.parse("d3-e4", Rules.STANDARD));
      assertThat(t.captured().toArray()).containsExactlyInAnyOrder(c("e5"), c("f5"));
      assertThat(t.after().guardsOffBoard(Side.BLACK)).isEqualTo(2);
    }

    @Test
    void theQueenFlanksAndCanBeCaptured() {
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "Qe6", "qe5");
      Position after = p.play("d3-e4");
      assertThat(after.pieceAt(c("e5"))).isEmpty();
      assertThat(after.queenOffBoard(Side.BLACK)).isTrue();
      assertThat(after.queenCell(Side.BLACK)).isEqualTo(-1);
    }

    @Test
    void noCaptureWithoutAFlankerOrAgainstTheEdge() {
      // e5 has no White piece beyond it; a2 has the edge beyond it.
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "ge5", "Gb3", "ga3");
      assertThat(p.transition(Move.parse("d3-e4", Rules.STANDARD)).captured().isEmpty()).isTrue();
    }

    @Test
    void onlyTheArrivingPieceCaptures() {
      // Black e5 already sits between White e4 and e6; a White step elsewhere captures nothing.
      Position p = position(Rules.STANDARD, Side.WHITE, "Ge4", "Ge6", "ge5", "Gd2");
      Transition t = p.transition(Move.parse("d2-d3", Rules.STANDARD));
      assertThat(t.captured().isEmpty()).isTrue();
      assertThat(t.after().pieceAt(c("e5"))).contains(Piece.BLACK_GUARD);
    }

    @Test
    void theThroneIsACellLikeAnyOtherForLines() {
      // The White Queen on the throne flanks f5 with the Guard arriving at f4 (row f).
      Position p = position(Rules.STANDARD, Side.WHITE, "Qf6", "Ge3", "gf5");
      assertThat(p.transition(Move.parse("e3-f4", Rules.STANDARD)).captured().toArray())
          .containsExactly(c("f5"));
      // A Queen on the throne is captured like any piece: e4-f5 with White on f7.
      Position q = position(Rules.STANDARD, Side.WHITE, "qf6", "Gf7", "Ge4");
      assertThat(q.play("e4-f5").queenOffBoard(Side.BLACK)).isTrue();
    }
  }

  @Nested
  @DisplayName("stepping between two enemies")
  class Between {
    @Test
    void safeByDefault() {
      Position p = position(Rules.STANDARD, Side.WHITE, "Gd3", "ge3", "ge5");
      Position after = p.play("d3-e4");
      assertThat(after.pieceAt(c("e4"))).contains(Piece.WHITE_GUARD);
      assertThat(after.guardsOffBoard(Side.WHITE)).isZero();
    }

    @Test
    void refusedUnderTheVariant() {
      Position p = position(FORBID_BETWEEN, Side.WHITE, "Gd3", "ge3", "ge5");
      assertThat(why(p, "d3-e4")).isEqualTo(IllegalMoveReason.BETWEEN_TWO_ENEMIES);
      assertThat(notations(p.legalMoves())).doesNotContain("d3-e4");
    }

    @Test
    void refusedEvenWhenTheStepWouldCaptureAFlanker() {
      // e6 White would capture e5, but the step is judged before its captures.
      Position p = position(FORBID_BETWEEN, Side.WHITE, "Gd3", "Ge6", "ge3", "ge5");
      assertThat(why(p, "d3-e4")).isEqualTo(IllegalMoveReason.BETWEEN_TWO_ENEMIES);
    }

    @Test
    void markedEnemiesCount() {
      Rules r = MARKED.toBuilder().steppingBetweenEnemiesAllowed(false).build();
      Position p = position(r, Side.WHITE, "Gd3", "ge3*", "ge5");
      assertThat(why(p, "d3-e4")).isEqualTo(IllegalMoveReason.BETWEEN_TWO_ENEMIES);
    }

    @Test
    void returnsAreExempt() {
      Rules r = QUEEN_NOT_TO_THRONE.toBuilder().steppingBetweenEnemiesAllowed(false).build();
      // d1 lies between Black c1 and e1; White returns a Guard there.
      Position p = withWaiting(r, Side.WHITE, Side.WHITE, 0, 1, "gc1", "ge1", "Qd4");
      assertThat(p.isLegal(Move.parse("G@d1", Rules.STANDARD))).isTrue();
      assertThat(p.play("G@d1").pieceAt(c("d1"))).contains(Piece.WHITE_GUARD);
    }
  }

  @Nested
  @DisplayName("returns")
  class Returns {
    /** White's d3-e4 captures the Black Queen on e5 and the Guard on f5. */
    Position afterDoubleCapture(Rules rules) {
      return position(rules, Side.WHITE, "Gd3", "Ge6", "Gg6", "qe5", "gf5").play("d3-e4");
    }

    @Test
    void returnsCostTheTurnAndTheQueenComesFirst() {
      Position p = afterDoubleCapture(Rules.STANDARD);
      assertThat(p.sideToMove()).isEqualTo(Side.BLACK);
      assertThat(p.mustReturn()).isTrue();
      assertThat(p.legalMoves())
          .allMatch(m -> m instanceof Move.Drop d && d.type() == PieceType.QUEEN);
      assertThat(why(p, "G@k6")).isEqualTo(IllegalMoveReason.QUEEN_RETURNS_FIRST);
      assertThat(why(p, "k10-j10")).isEqualTo(IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST);
      assertThat(why(p, "pass")).isEqualTo(IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST);

      Position q = p.play("Q@d5").play("a2-b2");
      // Black's next turn returns the Guard, now only to the outer ring.
      assertThat(q.legalMoves())
          .allMatch(m -> m instanceof Move.Drop d && d.type() == PieceType.GUARD);
      assertThat(why(q, "G@c4")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(why(q, "Q@c4")).isEqualTo(IllegalMoveReason.NOTHING_TO_RETURN);
      Position r = q.play("G@e1");
      assertThat(r.mustReturn()).isFalse();
      assertThat(r.guardsOffBoard(Side.BLACK)).isZero();
    }

    @Test
    void theQueenReturnsToAnyVacantCellTheThroneIncluded() {
      Position p = afterDoubleCapture(Rules.STANDARD);
      // 91 cells; 12 pieces on the board: 7 White and 5 Black Guards.
      assertThat(p.legalMoves()).hasSize(91 - 12);
      assertThat(p.returnCells(PieceType.QUEEN).contains(Board.THRONE)).isTrue();
      assertThat(p.returnCells(PieceType.QUEEN).contains(c("c4"))).isTrue();
      assertThat(p.returnCells(PieceType.GUARD).isEmpty()).isTrue();
      assertThat(why(p, "Q@e4")).isEqualTo(IllegalMoveReason.OCCUPIED);
    }

    @Test
    void notToTheThroneUnderThatOption() {
      Position p = afterDoubleCapture(QUEEN_NOT_TO_THRONE);
      assertThat(why(p, "Q@f6")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(p.legalMoves()).hasSize(91 - 12 - 1);
    }

    @Test
    void aGuardReturnsToTheOuterRingOnly() {
      Position p = withWaiting(Rules.STANDARD, Side.BLACK, Side.BLACK, 0, 2, "Qd4");
      // 30 outer cells; 6 White Guards, the Black Queen and 4 Black Guards are parked on it.
      assertThat(p.legalMoves()).hasSize(30 - 11);
      assertThat(p.legalMoves()).allMatch(m -> Board.ring(((Move.Drop) m).to()) == 5);
      assertThat(why(p, "G@f6")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(why(p, "G@b2")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
    }

    @Test
    void returnsNeverCapture() {
      // Black returns a Guard to g11: White h11 lies between g11 and Black i11, but stays.
      Position p = withWaiting(Rules.STANDARD, Side.BLACK, Side.BLACK, 0, 1, "Qd4", "Gh11", "gi11");
      Position after = p.play("G@g11");
      assertThat(after.pieceAt(c("h11"))).contains(Piece.WHITE_GUARD);
      assertThat(p.transition(Move.parse("G@g11", Rules.STANDARD)).captured().isEmpty()).isTrue();
      // Nor does a returned Queen: e5 stays between the Queen on e4 and Black e6.
      Position q = withWaiting(Rules.STANDARD, Side.BLACK, Side.BLACK, 1, 0, "Ge5", "ge6");
      assertThat(q.play("Q@e4").pieceAt(c("e5"))).contains(Piece.WHITE_GUARD);
    }

    @Test
    void aReturnNamesThePieceUnlessPiecesStayMarked() {
      Position p = afterDoubleCapture(Rules.STANDARD);
      assertThat(why(p, "e5@c4")).isEqualTo(IllegalMoveReason.WRONG_RETURN_NOTATION);
      Position none = position(Rules.STANDARD, Side.WHITE, "Gd3");
      assertThat(why(none, "G@a6")).isEqualTo(IllegalMoveReason.NOTHING_TO_RETURN);
    }
  }

  @Nested
  @DisplayName("captured pieces stay marked (variant)")
  class Marked {
    @Test
    void aCapturedPieceStaysMarkedBlockingUntilReturned() {
      // d3-e4 marks e5 and f5; g5 and d4 are White too.
      Position p =
          position(MARKED, Side.WHITE, "Gd3", "Ge6", "Gg6", "Gg5", "Gd4", "ge5", "gf5")
              .play("d3-e4");
      assertThat(p.pieceAt(c("e5"))).contains(Piece.BLACK_GUARD.asMarked());
      assertThat(p.pieceAt(c("f5"))).contains(Piece.BLACK_GUARD.asMarked());
      assertThat(p.guardsOffBoard(Side.BLACK)).isZero();
      assertThat(p.markedCells(Side.BLACK).size()).isEqualTo(2);

      // Black must return one of them; the owner picks which; the return names the cell it leaves.
      assertThat(p.legalMoves()).allMatch(m -> m instanceof Move.Return);
      // Parked on the outer ring: White Queen and one Guard, Black Queen and four Guards.
      assertThat(p.returnCells(c("e5")).size()).isEqualTo(30 - 7);
      assertThat(p.returnCells(c("f5")).size()).isEqualTo(30 - 7);
      assertThat(why(p, "k10-j10")).isEqualTo(IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST);
      // Two marked Guards wait, so G@c1 does not say which.
      assertThat(why(p, "G@c1")).isEqualTo(IllegalMoveReason.AMBIGUOUS_RETURN);
      assertThat(why(p, "e5@c4")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(why(p, "e5@k11")).isEqualTo(IllegalMoveReason.OCCUPIED);
      assertThat(why(p, "e4@c1")).isEqualTo(IllegalMoveReason.NOT_YOUR_PIECE);
      assertThat(why(p, "k10@c1")).isEqualTo(IllegalMoveReason.NOT_MARKED);

      Position q = p.play("e5@c1");
      assertThat(q.pieceAt(c("e5"))).isEmpty();
      assertThat(q.pieceAt(c("c1"))).contains(Piece.BLACK_GUARD);
      // f5 is still marked: it blocks its cell and cannot be captured again.
      assertThat(why(q, "e4-f5")).isEqualTo(IllegalMoveReason.OCCUPIED);
      Transition t = q.transition(Move.parse("d4-e5", Rules.STANDARD));
      assertThat(t.captured().isEmpty()).isTrue();
      assertThat(t.after().pieceAt(c("f5"))).contains(Piece.BLACK_GUARD.asMarked());
      // Black's next turn returns it.
      assertThat(notations(t.after().legalMoves())).allMatch(m -> m.startsWith("f5@"));
    }

    @Test
    void aMarkedQueenReturnsFirstAndAnywhere() {
      Position p = position(MARKED, Side.BLACK, "qe5*", "ge3*", "Qa1");
      assertThat(why(p, "e3@c1")).isEqualTo(IllegalMoveReason.QUEEN_RETURNS_FIRST);
      assertThat(p.isLegal(Move.parse("e5@f6", Rules.STANDARD))).isTrue();
      assertThat(p.isLegal(Move.parse("e5@d4", Rules.STANDARD))).isTrue();
      // The piece is still on its cell when it is returned: not back to the same cell.
      assertThat(why(p, "e5@e5")).isEqualTo(IllegalMoveReason.OCCUPIED);
      assertThat(p.play("e5@d4").queenCell(Side.BLACK)).isEqualTo(c("d4"));
    }

    @Test
    void aReturnWrittenAsTheRulesWriteItNamesThePieceWhileOnlyOneWaits() {
      // The rules write returns Q@f6 and G@a3. With marks, that names the returning piece as long
      // as it is the only marked piece of its kind: the Queen always, a Guard while it is alone.
      Position queen = position(MARKED, Side.BLACK, "qe5*", "ge3*", "Qa1");
      assertThat(queen.play("Q@d4")).isEqualTo(queen.play("e5@d4"));
      assertThat(queen.parseMove("Q@d4")).isEqualTo(Move.parse("e5@d4", Rules.STANDARD));
      assertThat(why(queen, "G@c1")).isEqualTo(IllegalMoveReason.QUEEN_RETURNS_FIRST);

      Position guard = position(MARKED, Side.BLACK, "ge3*", "Qa1");
      assertThat(guard.play("G@c1")).isEqualTo(guard.play("e3@c1"));
      assertThat(guard.isLegal(Move.parse("G@c1", Rules.STANDARD))).isTrue();
      Transition t = guard.transition(Move.parse("G@c1", Rules.STANDARD));
      assertThat(t.move()).isEqualTo(Move.parse("e3@c1", Rules.STANDARD));
      assertThat(t.kind()).isEqualTo(Transition.Kind.RETURN);
      assertThat(why(guard, "G@e4")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(why(guard, "Q@c1")).isEqualTo(IllegalMoveReason.NOTHING_TO_RETURN);

      Position two = position(MARKED, Side.BLACK, "gc5*", "ge3*", "Qa1");
      assertThat(why(two, "G@c1")).isEqualTo(IllegalMoveReason.AMBIGUOUS_RETURN);
      assertThat(two.isLegal(Move.parse("c5@c1", Rules.STANDARD))).isTrue();
    }

    @Test
    void aLudiiGameReturnsItsCapturedGuardAsTheRulesWriteIt() {
      // i11 is captured by k11-j11 (White i11 between Black j11 and h11) and stays marked.
      Position p = Position.start(Rules.LUDII);
      for (String m : "k9-j9 a3-a4 e1-e2 c1-d1 e10-f10 g11-h11 a1-b2 k11-j11".split(" ")) {
        p = p.play(m);
      }
      assertThat(p.markedCells(Side.WHITE).toArray()).containsExactly(c("i11"));
      assertThat(p.play("G@a1")).isEqualTo(p.play("i11@a1"));
    }

    @Test
    void aMarkedPieceStillFlanksForItsSide() {
      // White to move steps to d4 between marked Black c3... not captured; Black's marked e5 counts
      // for the formation and lines, so a White piece between e5 and another Black piece is
      // flanked.
      Rules r = MARKED.toBuilder().steppingBetweenEnemiesAllowed(false).build();
      Position p = position(r, Side.WHITE, "Gd3", "ge3*", "ge5");
      assertThat(why(p, "d3-e4")).isEqualTo(IllegalMoveReason.BETWEEN_TWO_ENEMIES);
    }
  }

  @Nested
  @DisplayName("winning and the end")
  class End {
    // Ring 1 is f5 f7 e5 e6 g6 g7 around the throne f6.

    @Test
    void theFormationWinsWhenCompletedByAStep() {
      Position p =
          position(Rules.STANDARD, Side.WHITE, "Qf6", "Gf5", "Gf7", "Ge6", "Gg6", "Gg7", "Gd4");
      assertThat(p.result()).isEqualTo(Result.ONGOING);
      Position after = p.play("d4-e5");
      assertThat(after.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
      assertThat(after.isOver()).isTrue();
      assertThat(after.legalMoves()).isEmpty();
      assertThat(after.countLegalMoves()).isZero();
      assertThatThrownBy(() -> after.play("k10-j10"))
          .isInstanceOfSatisfying(
              IllegalMoveException.class,
              e -> assertThat(e.reason()).isEqualTo(IllegalMoveReason.GAME_OVER));
    }

    @Test
    void theFormationWinsWhenCompletedByAReturn() {
      Position p =
          withWaiting(
              Rules.STANDARD,
              Side.WHITE,
              Side.WHITE,
              1,
              0,
              "Gf5",
              "Gf7",
              "Ge5",
              "Ge6",
              "Gg6",
              "Gg7");
      assertThat(p.play("Q@f6").result())
          .isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
      Position marked =
          position(MARKED, Side.WHITE, "Qa1*", "Gf5", "Gf7", "Ge5", "Ge6", "Gg6", "Gg7");
      assertThat(marked.play("a1@f6").result())
          .isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
    }

    @Test
    void fiveGuardsOrAQueenOffTheThroneDoNotWin() {
      Position five =
          position(Rules.STANDARD, Side.WHITE, "Qf6", "Gf5", "Gf7", "Ge6", "Gg6", "Gd3");
      assertThat(five.play("d3-d4").result()).isEqualTo(Result.ONGOING);
      Position noQueen =
          position(Rules.STANDARD, Side.WHITE, "Qa1", "Gf5", "Gf7", "Ge6", "Gg6", "Gg7", "Gd4");
      assertThat(noQueen.play("d4-e5").result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void onlyTheSideThatJustMovedIsJudged() {
      // The same White formation: judged when Black is to move (White just moved), not when White
      // is to move.
      String[] formation = {"Qf6", "Gf5", "Gf7", "Ge5", "Ge6", "Gg6", "Gg7"};
      assertThat(position(Rules.STANDARD, Side.BLACK, formation).result())
          .isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
      assertThat(position(Rules.STANDARD, Side.WHITE, formation).result())
          .isEqualTo(Result.ONGOING);
    }

    @Test
    void sixGuardsWithoutTheQueenLoseUnderTheOption() {
      String[] pieces = {"Qa1", "Gf5", "Gf7", "Ge6", "Gg6", "Gg7", "Gd4"};
      assertThat(position(SIX_LOSS, Side.WHITE, pieces).play("d4-e5").result())
          .isEqualTo(Result.win(Side.BLACK, Result.Reason.SIX_GUARDS_LOSS));
      assertThat(position(Rules.STANDARD, Side.WHITE, pieces).play("d4-e5").result())
          .isEqualTo(Result.ONGOING);
      // With the Queen on the throne it is the win.
      assertThat(
              position(SIX_LOSS, Side.WHITE, "Qf6", "Gf5", "Gf7", "Ge6", "Gg6", "Gg7", "Gd4")
                  .play("d4-e5")
                  .result())
          .isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
    }

    /** White: Queen on the throne, five Guards on ring 1, a Guard in the a1 corner; all blocked. */
    Position blockedWhite(int passes) {
      return Scenarios.builder(
              Rules.STANDARD,
              Side.WHITE,
              "Qf6",
              "Gf5",
              "Gf7",
              "Ge6",
              "Gg6",
              "Gg7",
              "Ga1",
              "ge5",
              "ga2",
              "gb1",
              "gb2")
          .consecutivePasses(passes)
          .ply(10)
          .build();
    }

    @Test
    void passOnlyWithoutAnyOtherAction() {
      Position p = blockedWhite(0);
      assertThat(notations(p.legalMoves())).containsExactly("pass");
      Position after = p.play("pass");
      assertThat(after.consecutivePasses()).isEqualTo(1);
      assertThat(after.sideToMove()).isEqualTo(Side.BLACK);
      assertThat(why(after, "pass")).isEqualTo(IllegalMoveReason.PASS_NOT_ALLOWED);
      assertThat(after.play("k10-j10").consecutivePasses()).isZero();
      assertThat(why(Position.start(Rules.STANDARD), "pass"))
          .isEqualTo(IllegalMoveReason.PASS_NOT_ALLOWED);
    }

    @Test
    void twoPassesInARowDraw() {
      Position after = blockedWhite(1).play("pass");
      assertThat(after.result()).isEqualTo(Result.draw(Result.Reason.TWO_PASSES));
      assertThat(after.legalMoves()).isEmpty();
    }

    @Test
    void thePlyLimitDrawsAfterTheNthPly() {
      Rules limit = Rules.builder().plyLimit(3).build();
      Position p = Position.start(limit).play("a1-b2").play("k11-j10");
      assertThat(p.isOver()).isFalse();
      Position end = p.play("b2-c3");
      assertThat(end.ply()).isEqualTo(3);
      assertThat(end.result()).isEqualTo(Result.draw(Result.Reason.PLY_LIMIT));
      assertThat(end.legalMoves()).isEmpty();
    }

    @Test
    void aWinOnTheLastPlyBeatsThePlyLimit() {
      Rules limit = Rules.builder().plyLimit(11).build();
      Position p =
          Scenarios.builder(limit, Side.WHITE, "Qf6", "Gf5", "Gf7", "Ge6", "Gg6", "Gg7", "Gd4")
              .ply(10)
              .build();
      assertThat(p.play("d4-e5").result())
          .isEqualTo(Result.win(Side.WHITE, Result.Reason.FORMATION));
    }
  }

  @Nested
  @DisplayName("placement")
  class Placement {
    @Test
    void queenFirstOnTheOuterRingAlternatelyThenTheFirstSideSteps() {
      Position p = Position.start(Rules.PLACEMENT);
      assertThat(p.isPlacementPhase()).isTrue();
      assertThat(p.legalMoves()).hasSize(30);
      assertThat(why(p, "G@a1")).isEqualTo(IllegalMoveReason.QUEEN_RETURNS_FIRST);
      assertThat(why(p, "Q@f6")).isEqualTo(IllegalMoveReason.WRONG_RETURN_CELL);
      assertThat(why(p, "a1-a2")).isEqualTo(IllegalMoveReason.MUST_PLACE_A_PIECE);
      p = p.play("Q@a1");
      assertThat(p.sideToMove()).isEqualTo(Side.BLACK);
      assertThat(why(p, "Q@a1")).isEqualTo(IllegalMoveReason.OCCUPIED);
      String[] rest = {
        "Q@k11", "G@a3", "G@k9", "G@a5", "G@k7", "G@b7", "G@j5", "G@c1", "G@i11", "G@e1", "G@g11",
        "G@g2", "G@e10"
      };
      p = p.play("Q@k11");
      for (int i = 1; i < rest.length; i++) {
        assertThat(p.isPlacementPhase()).isTrue();
        p = p.play(rest[i]);
      }
      assertThat(p.isPlacementPhase()).isFalse();
      assertThat(p.placementsMade()).isEqualTo(14);
      assertThat(p.ply()).isEqualTo(14);
      assertThat(p.sideToMove()).isEqualTo(Side.WHITE);
      // The pieces stand as in the STANDARD setup; only the ply count differs.
      Position standard = Position.start(Rules.STANDARD);
      for (int c = 0; c < Board.CELLS; c++) {
        assertThat(p.pieceAt(c)).isEqualTo(standard.pieceAt(c));
      }
      assertThat(p.legalMoves()).isEqualTo(standard.legalMoves());
    }

    @Test
    void blackFirstPlacesFirstAndStepsFirst() {
      Rules r = Rules.builder().setup(Setup.PLACEMENT).firstSide(Side.BLACK).build();
      Position p = Position.start(r);
      assertThat(p.sideToMove()).isEqualTo(Side.BLACK);
      java.util.Random rnd = new java.util.Random(5);
      for (int i = 0; i < 14; i++) {
        List<Move> moves = p.legalMoves();
        p = p.play(moves.get(rnd.nextInt(moves.size())));
      }
      assertThat(p.isPlacementPhase()).isFalse();
      assertThat(p.sideToMove()).isEqualTo(Side.BLACK);
      assertThat(p.legalMoves()).allMatch(m -> m instanceof Move.Step || m instanceof Move.Pass);
    }

    @Test
    void standardStartsWithWhiteAndBlackFirstIsAnOption() {
      assertThat(Position.start(Rules.STANDARD).sideToMove()).isEqualTo(Side.WHITE);
      Rules black = Rules.builder().firstSide(Side.BLACK).build();
      assertThat(notations(Position.start(black).legalMovesFrom(c("k11"))))
          .containsExactly("k11-j10", "k11-j11", "k11-k10");
    }
  }
}
