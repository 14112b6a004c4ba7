package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import org.junit.jupiter.api.Test;

/** Position notation, the builder and validation. */
class PositionNotationTest {
  /** The STANDARD start written by hand from the spec, top row k first. */
  static final String STANDARD_START = "1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0";

  @Test
  void theStandardStart() {
    Position p = Position.start(Rules.STANDARD);
    assertThat(p.toNotation()).isEqualTo(STANDARD_START);
    assertThat(Position.parse(STANDARD_START, Rules.STANDARD)).isEqualTo(p);
  }

  @Test
  void thePlacementStart() {
    String empty = "6/7/8/9/10/11/10/9/8/7/6 w QGGGGGGqgggggg place 0 0";
    assertThat(Position.start(Rules.PLACEMENT).toNotation()).isEqualTo(empty);
    assertThat(Position.parse(empty, Rules.PLACEMENT)).isEqualTo(Position.start(Rules.PLACEMENT));
  }

  @Test
  void markedPiecesAndWaitingPiecesRoundTrip() {
    Position marked =
        Scenarios.position(RulesTest.MARKED, Side.BLACK, "ge5*", "qf5*", "Gd3", "Ge6");
    String text = marked.toNotation();
    assertThat(text).contains("g*").contains("q*");
    assertThat(Position.parse(text, RulesTest.MARKED)).isEqualTo(marked);

    Position waiting = Scenarios.withWaiting(Rules.STANDARD, Side.BLACK, Side.BLACK, 1, 2, "Gd3");
    assertThat(waiting.toNotation()).contains(" b qgg play ");
    assertThat(Position.parse(waiting.toNotation(), Rules.STANDARD)).isEqualTo(waiting);
  }

  @Test
  void validationReportsEveryProblemAtOnce() {
    PositionBuilder b =
        Position.builder(Rules.STANDARD)
            .put("a1", Piece.WHITE_QUEEN)
            .put("a2", Piece.WHITE_QUEEN)
            .put("f6", Piece.WHITE_GUARD)
            .put("e5", Piece.BLACK_GUARD.asMarked())
            .consecutivePasses(5)
            .ply(-1);
    assertThatThrownBy(b::build)
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> {
              assertThat(e.problems())
                  .contains(
                      PositionProblem.QUEEN_COUNT,
                      PositionProblem.GUARD_COUNT,
                      PositionProblem.GUARD_ON_THRONE,
                      PositionProblem.MARKED_PIECE_NOT_ALLOWED,
                      PositionProblem.PASSES_OUT_OF_RANGE,
                      PositionProblem.PLY_OUT_OF_RANGE);
              // Two Queen problems (White 2, Black 0), two Guard problems, and four more.
              assertThat(e.messages()).hasSize(8);
            });
  }

  @Test
  void placementConsistency() {
    // Black placed first although White is the first side; a Guard before its Queen.
    PositionBuilder b =
        Position.builder(Rules.PLACEMENT)
            .placing(true)
            .put("a3", Piece.BLACK_GUARD)
            .offBoard(Side.WHITE, PieceType.QUEEN, 1)
            .offBoard(Side.WHITE, PieceType.GUARD, 6)
            .offBoard(Side.BLACK, PieceType.QUEEN, 1)
            .offBoard(Side.BLACK, PieceType.GUARD, 5)
            .ply(1);
    assertThatThrownBy(b::build)
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> {
              assertThat(e.problems()).containsOnly(PositionProblem.PLACEMENT_INCONSISTENT);
              assertThat(e.messages()).hasSize(2);
            });
    assertThatThrownBy(
            () ->
                Position.parse(
                    "6/7/8/9/10/11/10/9/8/7/6 w QGGGGGGqgggggg place 0 0", Rules.STANDARD))
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> assertThat(e.problems()).containsOnly(PositionProblem.PLACEMENT_NOT_ALLOWED));
    assertThatThrownBy(
            () ->
                Position.parse(
                    PositionNotationTest.STANDARD_START.replace(" - ", " G "), Rules.LUDII))
        .isInstanceOf(InvalidPositionException.class);
  }

  @Test
  void syntaxErrorsGiveTheIndex() {
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G w - play 0 0", 39, "row a");
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 x - play 0 0", 41, "side");
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - game 0 0", 45, "phase");
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0", 51, "space");
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0 ", 53, "end");
    assertError("1g1g1x/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0", 5, "piece");
    assertError("1g1g1q/g6", 9, "'/'");
    assertError("1g1g1q1/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0", 6, "row k");
    assertError("6/7/8/9/10/101/10/9/8/7/6 w QGGGGGGqgggggg place 0 0", 11, "row f");
    assertError("1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w gQ play 0 0", 44, "order");
    assertError("", 0, "row k");
  }

  @Test
  void errorsAtTheLimitsOfEachField() {
    String board = "1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1";
    String empty = "6/7/8/9/10/11/10/9/8/7/6";
    // Counts of empty cells: 1 up to what is left of the row (row k has 6 cells).
    assertError("0" + board.substring(1) + " w - play 0 0", 0, "from 1 to 6 (row k has 6 cells)");
    assertError("1g1g3/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0", 4, "from 1 to 2 (row k");
    assertError("1g1g1qg/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0", 6, "only 6 cells");
    // Pieces off the board: at most one Queen and six Guards a side, in the order Q G q g.
    assertError(empty + " w QGGGGGGG play 0 0", 34, "too many pieces off the board");
    assertError(empty + " w QQ play 0 0", 28, "in the order Q, G..., q, g...");
    assertError(board + " w  play 0 0", 43, "expected the pieces off the board or '-'");
    // Numbers: decimal, no leading zero, at most nine digits.
    assertError(board + " w - play 0 01", 52, "the ply count without leading zeros");
    assertError(board + " w - play 0 1234567890", 61, "at most 9 digits for the ply count");
    assertError(board + " w - play x 0", 50, "expected the number of consecutive passes");
  }

  private static void assertError(String text, int index, String expected) {
    assertThatThrownBy(() -> Position.parse(text, Rules.STANDARD))
        .as(text)
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.input()).isEqualTo(text);
              assertThat(e.errorIndex()).isEqualTo(index);
            })
        .hasMessageContaining(expected);
  }

  @Test
  void theBuilderRoundTripsAPosition() {
    Position p = RandomGames.randomPosition(Rules.LUDII, 11, 120);
    assertThat(p.toBuilder().build()).isEqualTo(p);
    assertThat(p.toBuilder().build().zobrist()).isEqualTo(p.zobrist());
  }
}
