package io.github.gongqi.game.match;

/** The ways a match ends that belong to the table, not to the rules. */
public enum Ending {
  /** A seat resigned. */
  RESIGNATION,
  /** A seat ran out of time. */
  TIME,
  /** The seats agreed to a draw. */
  AGREEMENT,
  /** A position occurred the set number of times. */
  REPETITION
}
