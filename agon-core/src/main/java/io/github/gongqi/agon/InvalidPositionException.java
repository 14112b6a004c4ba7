package io.github.gongqi.agon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** A position that cannot exist under its rules; lists every problem found, not just the first. */
public final class InvalidPositionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The problem descriptions. */
  private final ArrayList<String> problems;

  /** The problem kinds. */
  private final EnumSet<PositionProblem> kinds;

  /**
   * Creates the exception.
   *
   * @param kinds the kinds of problem, one per message
   * @param problems a message per problem
   */
  public InvalidPositionException(List<PositionProblem> kinds, List<String> problems) {
    super("invalid position: " + String.join("; ", problems));
    this.problems = new ArrayList<>(problems);
    this.kinds = kinds.isEmpty() ? EnumSet.noneOf(PositionProblem.class) : EnumSet.copyOf(kinds);
  }

  /**
   * Returns a description of every problem.
   *
   * @return an immutable list, never empty
   */
  public List<String> problems() {
    return Collections.unmodifiableList(problems);
  }

  /**
   * Returns the kinds of problem found.
   *
   * @return an immutable set
   */
  public Set<PositionProblem> kinds() {
    return Collections.unmodifiableSet(kinds);
  }
}
