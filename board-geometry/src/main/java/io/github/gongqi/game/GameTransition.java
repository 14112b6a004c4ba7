package io.github.gongqi.game;

import io.github.gongqi.geometry.CellSet;

/**
 * What one move did, as both games describe it: the positions before and after, the move, and the
 * cells of the pieces it captured. Each game's {@code Transition} adds what is its own (stones
 * pushed, power, the cell a piece left).
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface GameTransition<S, M> {
  /**
   * Returns the position before the move.
   *
   * @return the position
   */
  S before();

  /**
   * Returns the move played.
   *
   * @return the move
   */
  M move();

  /**
   * Returns the position after the move.
   *
   * @return the position
   */
  S after();

  /**
   * Returns the cells of the pieces the move captured (empty when none).
   *
   * @return the captured cells
   */
  CellSet captured();

  /**
   * Returns how many pieces the move captured: the size of {@link #captured()}.
   *
   * @return 0 when the move captured nothing
   */
  default int captureCount() {
    return captured().size();
  }
}
