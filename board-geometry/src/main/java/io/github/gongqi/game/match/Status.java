package io.github.gongqi.game.match;

/** Where a match stands. */
public enum Status {
  /** Created, the clock paused, waiting for Ready or Start Game. */
  WAITING,
  /** The game is being played and the clock of the seat on turn runs. */
  RUNNING,
  /** The game is over; see {@link AbstractMatch#result()}. */
  FINISHED
}
