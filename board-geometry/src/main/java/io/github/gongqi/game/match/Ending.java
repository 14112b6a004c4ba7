package io.github.gongqi.game.match;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The ways a match ends that belong to the table, not to the rules. Each game's result reasons
 * repeat these names (the table makes its results by name), and ask {@link #decides(Enum)} whether
 * one of them has a winner.
 */
public enum Ending {
  /** A seat resigned. */
  RESIGNATION(true),
  /** A seat ran out of time. */
  TIME(true),
  /** The seats agreed to a draw. */
  AGREEMENT(false),
  /** A position occurred the set number of times. */
  REPETITION(false);

  // values() copies its array at each call; results are made on hot paths.
  private static final Ending[] ALL = values();

  private final boolean decisive;

  Ending(boolean decisive) {
    this.decisive = decisive;
  }

  /**
   * Returns whether this ending has a winner (rather than a draw).
   *
   * @return true for resignation and time
   */
  public boolean isDecisive() {
    return decisive;
  }

  /**
   * Returns whether a game's result reason is one of the table's endings with a winner: a reason
   * named {@code RESIGNATION} or {@code TIME}. A game's own reasons (such as a capture goal) are
   * not.
   *
   * @param reason a game's result reason
   * @return true if it names a decisive table ending
   */
  public static boolean decides(Enum<?> reason) {
    String name = reason.name();
    for (Ending e : ALL) {
      if (e.decisive && e.name().equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns a game's result for this ending, as each game's {@code Match.tableResult} needs it: the
   * game's reason of the same name, a win for the side of {@code winningPlayer}, or a draw when it
   * is negative.
   *
   * @param winningPlayer the winning player (the index of its side), or -1 for a draw
   * @param sides the game's sides, player 0's first
   * @param reasons the game's reason type, which names every ending
   * @param win the game's win factory
   * @param draw the game's draw factory
   * @param <S> the side type
   * @param <E> the reason type
   * @param <R> the result type
   * @return the result
   * @throws IllegalArgumentException if the game has no reason of this name
   */
  public <S, E extends Enum<E>, R> R result(
      int winningPlayer,
      S[] sides,
      Class<E> reasons,
      BiFunction<S, E, R> win,
      Function<E, R> draw) {
    E reason = Enum.valueOf(reasons, name());
    return winningPlayer < 0 ? draw.apply(reason) : win.apply(sides[winningPlayer], reason);
  }
}
