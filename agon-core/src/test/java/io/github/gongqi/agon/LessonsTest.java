package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.lesson.Lesson.Outcome;
import io.github.gongqi.game.testing.LessonsContract;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tutorial: each lesson's intended solution is solved, and wrong moves get a specific message
 * (a legal move that misses, a move the rules refuse, a text that is no move).
 */
class LessonsTest extends LessonsContract<Position, Move> {
  LessonsTest() {
    super(Lessons.all(), Lessons::byId, BoardSvg::render);
  }

  @Test
  void theLessonsInOrder() {
    assertThat(Lessons.all())
        .extracting(Lesson::id)
        .containsExactly("capture", "between-two-enemies", "queen-returns-first", "formation");
    assertThat(Lessons.byId("nope")).isEmpty();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "capture | e5-e6 | Captured e7",
        "between-two-enemies | d8-e8 | between Black's e7 and e9, and it is not captured",
        "queen-returns-first | Q@f6 | back on f6, the throne",
        "queen-returns-first | Q@c3 | back on c3.",
        "formation | h8-g7 | White wins"
      })
  void theSolutionsAreSolved(String id, String move, String message) {
    checkVerdict(id, move, Outcome.SOLVED, message);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "capture | e5-f5 | WRONG_MOVE | That step captures nothing",
        "capture | e5-e4 | ILLEGAL_MOVE | outward",
        "capture | e5 e6 | NOT_A_MOVE | is not a move",
        "between-two-enemies | d8-d7 | WRONG_MOVE | does not end between two Black pieces",
        "queen-returns-first | G@a1 | ILLEGAL_MOVE | Queen",
        "queen-returns-first | a2-b2 | ILLEGAL_MOVE | return",
        "formation | e5-e4 | ILLEGAL_MOVE | outward",
        "formation | h8-h7 | WRONG_MOVE | ring 1 still lacks g7"
      })
  void aWrongMoveGetsASpecificMessage(String id, String move, Outcome outcome, String message) {
    checkVerdict(id, move, outcome, message);
  }

  @Test
  void theSteppingPieceSurvivesAndTheLudiiRulesForbidTheStep() {
    Position start = lesson("between-two-enemies").start();
    Position after = start.play("d8-e8");
    assertThat(after.pieceAt("e8")).contains(Piece.WHITE_GUARD);
    // The same cells under the variant that forbids it: refused, with its reason.
    PositionBuilder b =
        Position.builder(Rules.STANDARD.toBuilder().steppingBetweenEnemiesAllowed(false).build())
            .sideToMove(Side.WHITE);
    for (int cell = 0; cell < Board.CELLS; cell++) {
      int c = cell;
      start.pieceAt(c).ifPresent(piece -> b.put(c, piece));
    }
    Position strict = b.build();
    assertThat(strict.whyIllegal(strict.parseMove("d8-e8")))
        .contains(IllegalMoveReason.BETWEEN_TWO_ENEMIES);
  }
}
