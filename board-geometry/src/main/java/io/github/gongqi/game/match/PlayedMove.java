package io.github.gongqi.game.match;

import io.github.gongqi.game.GameTransition;
import java.time.Instant;
import java.util.Objects;

/**
 * One move of a match's game line, as the history keeps it: who played it and when, what it did,
 * and the clock right after it.
 *
 * @param index the move's index in the match's game line, from 0 for the first move after the
 *     match's start position (the position's own {@code ply()} also counts the moves before a
 *     set-up start)
 * @param seat the seat that played it
 * @param at the instant it was played
 * @param transition what it did: the positions before and after, the move, the captures
 * @param clock the clock after the move (the other seat's turn running, or stopped if the move
 *     ended the game)
 * @param <S> the position type
 * @param <M> the move type
 * @param <T> the transition type
 */
public record PlayedMove<S, M, T extends GameTransition<S, M>>(
    int index, Seat seat, Instant at, T transition, GameClock clock) {
  /**
   * Checks the components.
   *
   * @param index the index, 0 or more
   * @param seat the seat
   * @param at the instant
   * @param transition the transition
   * @param clock the clock after the move
   */
  public PlayedMove {
    if (index < 0) {
      throw new IllegalArgumentException("index " + index + " is negative");
    }
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(transition, "transition");
    Objects.requireNonNull(clock, "clock");
  }

  /**
   * Returns the move played.
   *
   * @return the move
   */
  public M move() {
    return transition.move();
  }

  /**
   * Returns the position after the move.
   *
   * @return the position
   */
  public S after() {
    return transition.after();
  }
}
