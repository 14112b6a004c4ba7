package io.github.gongqi.game.lesson;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One lesson of a game's tutorial, as data the library owns and checks: a start position, what to
 * do, a hint, how to draw the board, and a check of the player's move that says "solved" or what
 * went wrong. Each game lists its lessons in {@code Lessons.all()}.
 *
 * <pre>{@code
 * Lesson<Position> lesson = Lessons.all().get(0);
 * show(lesson.title(), lesson.instruction(), BoardSvg.render(lesson.start(), lesson.view()));
 * Lesson.Verdict v = lesson.check("d5N1");
 * if (v.solved()) next(); else say(v.message());
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe when their check is (the games' checks are).
 *
 * @param <S> the game's position type
 */
public final class Lesson<S extends GameState<S>> {
  private final String id;
  private final String title;
  private final String instruction;
  private final String hint;
  private final S start;
  private final String solution;
  private final SvgOptions view;
  private final Check check;

  /**
   * How a lesson judges a move written in notation. Implementations must not throw for any text: a
   * text that is not a move, or an illegal move, is a verdict too.
   */
  @FunctionalInterface
  public interface Check {
    /**
     * Judges a move.
     *
     * @param move the player's move in the game's notation
     * @return the verdict
     */
    Verdict judge(String move);

    /**
     * Returns the check that most lessons need: a text that is not a move, or a move the rules
     * refuse, gets the game's own explanation; a legal move is judged by what it did.
     *
     * @param <S> the position type
     * @param <M> the move type
     * @param <T> the transition type
     * @param start the lesson's position
     * @param judge the verdict on a legal move's transition
     * @return the check
     */
    static <S extends GamePosition<S, M, T, ?>, M extends GameMove, T extends GameTransition<S, M>>
        Check onTransition(S start, Function<? super T, Verdict> judge) {
      Objects.requireNonNull(start, "start");
      Objects.requireNonNull(judge, "judge");
      return text -> {
        M move;
        try {
          move = start.parseMove(text);
        } catch (NotationException e) {
          return new Verdict(Outcome.NOT_A_MOVE, "'" + text + "' is not a move: " + e.getMessage());
        }
        T t;
        try {
          t = start.transition(move);
        } catch (AbstractIllegalMoveException e) {
          return new Verdict(Outcome.ILLEGAL_MOVE, e.getMessage());
        }
        return judge.apply(t);
      };
    }
  }

  /** The kinds of verdict, from best to worst. */
  public enum Outcome {
    /** The move does what the lesson asks. */
    SOLVED,
    /** A legal move that does not do what the lesson asks. */
    WRONG_MOVE,
    /** A move the rules refuse here. */
    ILLEGAL_MOVE,
    /** A text that is not a move of the game. */
    NOT_A_MOVE
  }

  /**
   * The verdict on a move: solved, or what went wrong, in words for the player.
   *
   * @param outcome solved, a wrong legal move, an illegal move, or not a move
   * @param message what the move did or why it is not the answer, never blank
   */
  public record Verdict(Outcome outcome, String message) {
    /**
     * Checks the components.
     *
     * @param outcome the outcome
     * @param message the message
     * @throws IllegalArgumentException if the message is blank
     */
    public Verdict {
      Objects.requireNonNull(outcome, "outcome");
      Objects.requireNonNull(message, "message");
      if (message.isBlank()) {
        throw new IllegalArgumentException("a verdict's message must not be blank");
      }
    }

    /**
     * Returns the verdict on a move that solves the lesson.
     *
     * @param message what the move did, never blank
     * @return the verdict
     */
    public static Verdict solved(String message) {
      return new Verdict(Outcome.SOLVED, message);
    }

    /**
     * Returns the verdict on a legal move that does not do what the lesson asks.
     *
     * @param message what the move did or why it is not the answer, never blank
     * @return the verdict
     */
    public static Verdict wrong(String message) {
      return new Verdict(Outcome.WRONG_MOVE, message);
    }

    /**
     * Returns whether the lesson is solved.
     *
     * @return true for {@link Outcome#SOLVED}
     */
    public boolean solved() {
      return outcome == Outcome.SOLVED;
    }
  }

  private Lesson(
      String id,
      String title,
      String instruction,
      String hint,
      S start,
      String solution,
      SvgOptions view,
      Check check) {
    this.id = id;
    this.title = title;
    this.instruction = instruction;
    this.hint = hint;
    this.start = start;
    this.solution = solution;
    this.view = view;
    this.check = check;
  }

  /**
   * Returns a lesson. Games build their own in {@code Lessons}; this is public so that a tool may
   * add lessons of its own.
   *
   * @param <S> the position type
   * @param id a short stable id, lower case with hyphens, such as {@code close-the-last-liberty}
   * @param title the title
   * @param instruction what the player is asked to do
   * @param hint a hint that points at the answer
   * @param start the position the lesson starts from
   * @param solution one move that solves it, in notation
   * @param view how to draw the start (labels, selection, perspective)
   * @param check the judge of the player's move
   * @return the lesson
   * @throws IllegalArgumentException if the id is not lower-case words joined by hyphens, or a text
   *     is blank
   */
  public static <S extends GameState<S>> Lesson<S> of(
      String id,
      String title,
      String instruction,
      String hint,
      S start,
      String solution,
      SvgOptions view,
      Check check) {
    Objects.requireNonNull(id, "id");
    if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
      throw new IllegalArgumentException(
          "lesson id '" + id + "' must be lower-case words joined by hyphens");
    }
    nonBlank(title, "title");
    nonBlank(instruction, "instruction");
    nonBlank(hint, "hint");
    Objects.requireNonNull(start, "start");
    nonBlank(solution, "solution");
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(check, "check");
    return new Lesson<>(id, title, instruction, hint, start, solution, view, check);
  }

  /**
   * Returns a lesson whose check is {@link Check#onTransition}: a text that is not a move, or a
   * move the rules refuse, gets the game's own explanation, and a legal move is judged by what it
   * did.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param <T> the transition type
   * @param id a short stable id, lower case with hyphens
   * @param title the title
   * @param instruction what the player is asked to do
   * @param hint a hint that points at the answer
   * @param start the position the lesson starts from
   * @param solution one move that solves it, in notation
   * @param view how to draw the start
   * @param judge the verdict on a legal move's transition
   * @return the lesson
   * @throws IllegalArgumentException as {@link #of} does
   */
  public static <
          S extends GamePosition<S, M, T, ?>, M extends GameMove, T extends GameTransition<S, M>>
      Lesson<S> onTransition(
          String id,
          String title,
          String instruction,
          String hint,
          S start,
          String solution,
          SvgOptions view,
          Function<? super T, Verdict> judge) {
    return of(
        id, title, instruction, hint, start, solution, view, Check.onTransition(start, judge));
  }

  /**
   * Returns the lesson of a list with an id, as each game's {@code Lessons.byId} does.
   *
   * @param <S> the position type
   * @param lessons the lessons
   * @param id a lesson id, such as {@code swap}
   * @return the lesson, or empty if no lesson has that id
   */
  public static <S extends GameState<S>> Optional<Lesson<S>> byId(
      List<Lesson<S>> lessons, String id) {
    Objects.requireNonNull(lessons, "lessons");
    Objects.requireNonNull(id, "id");
    return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
  }

  private static void nonBlank(String s, String name) {
    Objects.requireNonNull(s, name);
    if (s.isBlank()) {
      throw new IllegalArgumentException(name + " must not be blank");
    }
  }

  /**
   * Judges the player's move.
   *
   * @param move the move in the game's notation, such as {@code d5N1} or {@code e5-e6}
   * @return solved, or what went wrong
   */
  public Verdict check(String move) {
    Objects.requireNonNull(move, "move");
    return check.judge(move);
  }

  /**
   * Returns the lesson's stable id.
   *
   * @return lower-case words joined by hyphens
   */
  public String id() {
    return id;
  }

  /**
   * Returns the title.
   *
   * @return the title
   */
  public String title() {
    return title;
  }

  /**
   * Returns what the player is asked to do.
   *
   * @return the instruction
   */
  public String instruction() {
    return instruction;
  }

  /**
   * Returns a hint that points at the answer.
   *
   * @return the hint
   */
  public String hint() {
    return hint;
  }

  /**
   * Returns the position the lesson starts from; the player moves for its side to move.
   *
   * @return the start
   */
  public S start() {
    return start;
  }

  /**
   * Returns one move that solves the lesson, for a "show me" button.
   *
   * @return a move in notation
   */
  public String solution() {
    return solution;
  }

  /**
   * Returns how to draw the start: labels such as the "1" of a marked stone, and the perspective.
   *
   * @return the options for the game's {@code BoardSvg.render}
   */
  public SvgOptions view() {
    return view;
  }

  @Override
  public String toString() {
    return "Lesson[" + id + ": " + title + "]";
  }
}
