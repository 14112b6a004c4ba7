package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.lesson.Lesson.Outcome;
import io.github.gongqi.game.lesson.Lesson.Verdict;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.game.testing.LessonsContract;
import java.util.List;
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
        .containsExactly(
            "push", "find-the-liberties", "close-the-last-liberty", "capture-first", "swap");
    assertThat(Lessons.byId("nope")).isEmpty();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "push, d5N1, pushed: one stone moved N",
    "push, e4E1, your new Black stone fills e4",
    "find-the-liberties, f5S1, one liberty left: e3",
    "find-the-liberties, d3E1, one liberty left: f4",
    "close-the-last-liberty, f5S1, had no liberty left and was removed",
    "capture-first, c1N1, removed first",
    "swap, swap, Swapped"
  })
  void theSolutionsAreSolved(String id, String move, String message) {
    Verdict v = lesson(id).check(move);
    assertThat(v.outcome()).as(v.message()).isEqualTo(Outcome.SOLVED);
    assertThat(v.solved()).isTrue();
    assertThat(v.message().toLowerCase()).contains(message.toLowerCase());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "push | d5E2 | ILLEGAL_MOVE | the run of stones from d5 going E is 2 long",
        "push | d5 north | NOT_A_MOVE | is not a move",
        "find-the-liberties | f5N1 | WRONG_MOVE | still has 2 liberties: e3 and f4",
        "find-the-liberties | e4E1 | WRONG_MOVE | moved White's stone off e4",
        "close-the-last-liberty | d4W1 | WRONG_MOVE | still has a liberty: f4",
        "close-the-last-liberty | e5N1 | WRONG_MOVE | still has a liberty: f4",
        "capture-first | a1N1 | WRONG_MOVE | captures nothing",
        "capture-first | b2N1 | WRONG_MOVE | captures nothing",
        "swap | e4E1 | WRONG_MOVE | You kept White and pushed (e4E1)",
        "swap | pass | ILLEGAL_MOVE | passing is not allowed"
      })
  void aWrongMoveGetsASpecificMessage(String id, String move, Outcome outcome, String message) {
    checkVerdict(id, move, outcome, message);
  }

  @Test
  void withoutTheCaptureThePushWouldBeSuicide() {
    // The lesson's point: the same push with White b1 given a liberty on a1 is refused.
    Position start = lesson("capture-first").start();
    Position noCapture = start.toBuilder().clear(Rules.QUICK.grid().parse("a1")).build();
    assertThat(noCapture.whyIllegal(Move.parse("c1N1", Rules.QUICK)))
        .contains(IllegalMoveReason.SUICIDE);
  }

  @Test
  void theLibertiesLessonHasTwoLibertiesAndTheClosingLessonOne() {
    int e4 = Rules.QUICK.grid().parse("e4");
    assertThat(lesson("find-the-liberties").start().groupAt(e4).orElseThrow().libertyCount())
        .isEqualTo(2);
    assertThat(lesson("close-the-last-liberty").start().groupAt(e4).orElseThrow().libertyCount())
        .isEqualTo(1);
    assertThat(lesson("swap").start().swapState()).isEqualTo(SwapState.OFFERED);
    assertThat(List.of(lesson("swap").view()))
        .containsExactly(SvgOptions.defaults().withLastMove(Move.parse("d5N1", Rules.QUICK).id()));
  }
}
