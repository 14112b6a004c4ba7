package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Move;
import io.github.gongqi.game.Seat;
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
   * A seat played a move (a step, a placement, a return or a pass).
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
   * A seat offered a draw.
   *
   * @param seat the seat that offered
   * @param at the instant
   */
  record DrawOffered(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that offered
     * @param at the instant
     */
    public DrawOffered {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * A seat accepted the other seat's draw offer: the game is drawn by agreement.
   *
   * @param seat the seat that accepted
   * @param at the instant
   */
  record DrawAccepted(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that accepted
     * @param at the instant
     */
    public DrawAccepted {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }

  /**
   * A seat declined the other seat's draw offer.
   *
   * @param seat the seat that declined
   * @param at the instant
   */
  record DrawDeclined(Seat seat, Instant at) implements MatchEvent {
    /**
     * Checks the components.
     *
     * @param seat the seat that declined
     * @param at the instant
     */
    public DrawDeclined {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }
  }
}
