package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Lesson;
import io.github.gongqi.game.Lesson.Outcome;
import io.github.gongqi.game.Lesson.Verdict;
import io.github.gongqi.game.SvgOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game's tutorial: every lesson starts in a running game, its own solution is legal there and
 * solves it, its start is drawn the way the lesson asks (written under {@code target/lessons} to
 * look at), and lessons are found by id. The game's tests add each lesson's solutions and wrong
 * moves with {@link #checkVerdict}.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class LessonsContract<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  /**
   * Returns the game's lessons in order ({@code Lessons.all()}).
   *
   * @return the lessons
   */
  protected abstract List<Lesson<S>> lessons();

  /**
   * Finds a lesson by id ({@code Lessons.byId}).
   *
   * @param id the id
   * @return the lesson, empty if there is none
   */
  protected abstract Optional<Lesson<S>> findLesson(String id);

  /**
   * Draws a position as the game's SVG board ({@code BoardSvg.render}).
   *
   * @param position the position
   * @param options the drawing options
   * @return the SVG text
   */
  protected abstract String render(S position, SvgOptions options);

  /** Each lesson's own solution is legal at its start, which is running, and solves it. */
  @Test
  void eachLessonsOwnSolutionIsLegalAndSolvedAndItsStartIsDrawn() throws IOException {
    assertThat(lessons()).isNotEmpty();
    for (Lesson<S> l : lessons()) {
      assertThat(l.start().isOver()).as(l.id()).isFalse();
      assertThat(l.start().isLegal(l.start().parseMove(l.solution()).id())).as(l.id()).isTrue();
      assertThat(l.check(l.solution()).solved()).as(l.id()).isTrue();
      assertThat(findLesson(l.id())).contains(l);
      String svg = render(l.start(), l.view());
      assertThat(svg).startsWith("<svg");
      Path file = Path.of("target/lessons", l.id() + ".svg");
      Files.createDirectories(file.getParent());
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    }
    assertThat(findLesson("nope")).isEmpty();
  }

  /**
   * Checks the verdict on a move in a lesson: its outcome, and a message that contains a text.
   *
   * @param id the lesson's id
   * @param move the move's text
   * @param outcome the outcome expected
   * @param message a part of the message expected
   */
  protected final void checkVerdict(String id, String move, Outcome outcome, String message) {
    Verdict v = findLesson(id).orElseThrow().check(move);
    assertThat(v.outcome()).as(v.message()).isEqualTo(outcome);
    assertThat(v.solved()).isEqualTo(outcome == Outcome.SOLVED);
    assertThat(v.message()).contains(message);
  }
}
