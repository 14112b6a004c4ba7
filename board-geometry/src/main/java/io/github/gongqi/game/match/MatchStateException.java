package io.github.gongqi.game.match;

import java.util.Objects;

/**
 * Thrown when a match refuses an event because of its state: a move before the start or after the
 * end, a move by the seat not on turn, an answer to a draw offer that was never made, and so on.
 * The match is unchanged.
 *
 * <pre>{@code
 * try {
 *   Match.local(Rules.STANDARD).play(Seat.HOST, "a1-b2", t0);
 * } catch (MatchStateException e) {
 *   e.problem();   // NOT_STARTED
 * }
 * }</pre>
 */
public final class MatchStateException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** What kind of refusal this is. */
  public enum Problem {
    /** The game has not started yet. */
    NOT_STARTED,
    /** The game has already started. */
    ALREADY_STARTED,
    /** The game is over. */
    FINISHED,
    /** The move came from the seat that is not on turn. */
    NOT_ON_TURN,
    /** The seat has already confirmed Ready. */
    ALREADY_READY,
    /** The event does not exist in this mode: Ready in a local game, Start Game online. */
    WRONG_MODE,
    /**
     * A draw offer is already pending (by this seat, or by the other, which should be answered).
     */
    DRAW_ALREADY_OFFERED,
    /** The seat answered a draw offer that the other seat has not made (or that has lapsed). */
    NO_DRAW_OFFER,
    /** Takebacks are off in this match's options. */
    TAKEBACKS_OFF,
    /** A takeback request is already pending. */
    TAKEBACK_ALREADY_REQUESTED,
    /** The seat asked to take back a move but has played none. */
    NOTHING_TO_TAKE_BACK,
    /** The seat answered a takeback request that the other seat has not made (or that lapsed). */
    NO_TAKEBACK_REQUEST
  }

  /** The kind of refusal. */
  private final Problem problem;

  /**
   * Creates the exception.
   *
   * @param problem the kind of refusal
   * @param message the full explanation
   */
  public MatchStateException(Problem problem, String message) {
    super(message);
    this.problem = Objects.requireNonNull(problem, "problem");
  }

  /**
   * Returns the kind of refusal.
   *
   * @return the problem
   */
  public Problem problem() {
    return problem;
  }
}
