package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.Seat;
import io.github.gongqi.gongqi.Move;
import java.time.Instant;
import java.util.Objects;

/**
 * One event in a match's history, with the instant the caller gave for it. {@link Match#events()}
 * lists the accepted events in order; {@link Match#apply(MatchEvent)} replays one.
 *
 * <pre>{@code
 * for (MatchEvent e : match.events()) {
 *   if (e instanceof MatchEvent.Played p) {
 *     System.out.println(p.seat() + " " + p.move() + " at " + p.at());
 *   }
 * }
 * }</pre>
 */
public sealed interface MatchEvent {
  /**
   * Returns the instant of the event.
   *
   * @return the instant
   */
  Instant at();

  /**
   * A seat confirmed Ready in an online room.
   *
   * @param seat the seat
   * @param at the instant
   */
  record Ready(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public Ready {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * Start Game in a local match. (Online, the second Ready starts the game; no Started event is
   * recorded.)
   *
   * @param at the instant
   */
  record Started(Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param at the instant
     */
    public Started {
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * A seat played a move (a push, the swap or a pass) in time.
   *
   * @param seat the seat that moved
   * @param move the move
   * @param at the instant
   */
  record Played(Seat seat, Move move, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that moved
     * @param move the move
     * @param at the instant
     */
    public Played {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * A seat resigned.
   *
   * @param seat the seat that resigned
   * @param at the instant
   */
  record Resigned(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that resigned
     * @param at the instant
     */
    public Resigned {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * A seat was found to have lost on time: at a late move or other event, or at an explicit {@link
   * Match#checkTime} — the instant is when the loss was detected.
   *
   * @param seat the seat that lost on time
   * @param at the instant of detection
   */
  record TimeLost(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that lost on time
     * @param at the instant of detection
     */
    public TimeLost {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }
}
