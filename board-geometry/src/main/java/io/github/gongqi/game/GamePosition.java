package io.github.gongqi.game;

/**
 * A position with its game's own types, as the shared table and record layer needs it: the game's
 * moves, transitions and results on top of the {@link GameState} contract that bots use. Both
 * games' {@code Position} classes implement it.
 *
 * @param <S> the position type
 * @param <M> the move type
 * @param <T> the transition type
 * @param <R> the result type
 */
public interface GamePosition<
        S extends GamePosition<S, M, T, R>,
        M extends GameMove,
        T extends GameTransition<S, M>,
        R extends GameResult>
    extends GameState<S> {
  /**
   * Reads a move in this position's notation: its syntax (and, where the notation needs the
   * position, its resolution), but not its legality.
   *
   * @param text the move's notation
   * @return the move
   * @throws NotationException if the text is not a move of this game
   */
  M parseMove(CharSequence text);

  /**
   * Plays a move after checking it and describes what it did.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param move the move
   * @return the transition, whose {@code after()} is the new position
   * @throws IllegalArgumentException (the game's {@code IllegalMoveException}) if the move is
   *     illegal here, saying why
   */
  T transition(M move);

  /**
   * Returns the result by the rules: ongoing, or how the game ended.
   *
   * @return the result
   */
  R result();
}
