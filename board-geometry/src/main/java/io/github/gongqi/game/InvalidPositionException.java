package io.github.gongqi.game;

import java.util.List;
import java.util.Objects;

/**
 * A position that cannot exist under its rules, set up by hand or read from notation, one type for
 * every game: every problem found, not just the first, each with its kind (the game's {@code
 * PositionProblem} enum, a {@link Problem}) and a message, in one message form for all games:
 *
 * <pre>
 * invalid position, 1 problem: the group of Black at f7 has no liberty
 * invalid position, 2 problems: White has 2 Queens, not one; ply -1 is negative
 * </pre>
 *
 * <p>Problems are named in one scheme: the thing first, then what is wrong with it: {@code
 * _OUT_OF_RANGE} for a count outside what a game can reach ({@code PLY_OUT_OF_RANGE}), {@code
 * _INCONSISTENT} for parts that do not fit each other ({@code SWAP_STATE_INCONSISTENT}), {@code
 * _NOT_ALLOWED} for what these rules forbid, {@code _COUNT} for a wrong number of pieces.
 *
 * <pre>{@code
 * try {
 *   Position.parse(text);
 * } catch (InvalidPositionException e) {
 *   if (e.problems().contains(PositionProblem.PLY_OUT_OF_RANGE)) { ... }
 * }
 * }</pre>
 */
public final class InvalidPositionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * A kind of problem, as each game names them: each game's {@code PositionProblem} enum implements
   * it, so tools that serve any game can show the problems without knowing the game. An enum
   * implements it with no code of its own.
   */
  public interface Problem {
    /**
     * Returns the problem's name, an upper-case identifier such as {@code PLY_OUT_OF_RANGE}: the
     * enum constant's name.
     *
     * @return the name
     */
    String name();
  }

  /** The kinds of the problems, in the order of {@link #messages()}. */
  @SuppressWarnings("serial") // a List.copyOf copy, serializable; each game's problems are enums
  private final List<Problem> problems;

  /** One message per problem. */
  @SuppressWarnings("serial") // a List.copyOf copy of strings, serializable
  private final List<String> messages;

  /**
   * Creates the exception, with the message {@link #message(List)}.
   *
   * @param problems the kinds of problem, at least one
   * @param messages one message per problem
   * @throws IllegalArgumentException unless there is one message per problem, at least one
   * @throws NullPointerException if a list or an element is null
   */
  public InvalidPositionException(List<? extends Problem> problems, List<String> messages) {
    super(message(messages));
    this.problems = List.copyOf(Objects.requireNonNull(problems, "problems"));
    this.messages = List.copyOf(messages);
    if (this.problems.size() != this.messages.size()) {
      throw new IllegalArgumentException(
          "one message per problem: " + problems.size() + " problems, " + messages.size());
    }
  }

  /**
   * Returns the message of an invalid position, the one form of every game: {@code invalid
   * position, N problem(s): first; second}.
   *
   * @param messages one message per problem, at least one
   * @return the message
   * @throws IllegalArgumentException if there is no message
   * @throws NullPointerException if the list is null
   */
  public static String message(List<String> messages) {
    Objects.requireNonNull(messages, "messages");
    if (messages.isEmpty()) {
      throw new IllegalArgumentException("one message per problem, at least one");
    }
    return "invalid position, "
        + messages.size()
        + (messages.size() == 1 ? " problem: " : " problems: ")
        + String.join("; ", messages);
  }

  /**
   * Returns the kind of each problem found: constants of the game's {@code PositionProblem} enum.
   *
   * @return an immutable list, in the order found, never empty
   */
  public List<Problem> problems() {
    return problems;
  }

  /**
   * Returns a message for each problem found.
   *
   * @return an immutable list, in the order of {@link #problems()}
   */
  public final List<String> messages() {
    return messages;
  }
}
