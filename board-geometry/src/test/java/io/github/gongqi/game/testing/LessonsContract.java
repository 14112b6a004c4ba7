package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.lesson.Lesson.Outcome;
import io.github.gongqi.game.lesson.Lesson.Verdict;
import io.github.gongqi.game.svg.SvgOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
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
  private final List<Lesson<S>> lessons;
  private final Function<String, Optional<Lesson<S>>> byId;
  private final BiFunction<S, SvgOptions, String> render;

  /**
   * Takes the game's tutorial.
   *
   * @param lessons the game's lessons in order ({@code Lessons.all()})
   * @param byId finds a lesson by id, empty if there is none ({@code Lessons::byId})
   * @param render draws a position as the game's SVG board ({@code BoardSvg::render})
   */
  protected LessonsContract(
      List<Lesson<S>> lessons,
      Function<String, Optional<Lesson<S>>> byId,
      BiFunction<S, SvgOptions, String> render) {
    this.lessons = List.copyOf(lessons);
    this.byId = byId;
    this.render = render;
  }

  /** Each lesson's own solution is legal at its start, which is running, and solves it. */
  @Test
  void eachLessonsOwnSolutionIsLegalAndSolvedAndItsStartIsDrawn() throws IOException {
    assertThat(lessons).isNotEmpty();
    for (Lesson<S> l : lessons) {
      assertThat(l.start().isOver()).as(l.id()).isFalse();
      assertThat(l.start().isLegal(l.start().parseMove(l.solution()).id())).as(l.id()).isTrue();
      assertThat(l.check(l.solution()).solved()).as(l.id()).isTrue();
      assertThat(byId.apply(l.id())).contains(l);
      String svg = render.apply(l.start(), l.view());
      assertThat(svg).startsWith("<svg");
      Path file = Path.of("target/lessons", l.id() + ".svg");
      Files.createDirectories(file.getParent());
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    }
    assertThat(byId.apply("nope")).isEmpty();
  }

  /**
   * Returns the lesson with an id.
   *
   * @param id the id
   * @return the lesson
   * @throws java.util.NoSuchElementException if there is none
   */
  protected final Lesson<S> lesson(String id) {
    return byId.apply(id).orElseThrow();
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
    Verdict v = lesson(id).check(move);
    assertThat(v.outcome()).as(v.message()).isEqualTo(outcome);
    assertThat(v.solved()).isEqualTo(outcome == Outcome.SOLVED);
    assertThat(v.message()).contains(message);
  }
}
