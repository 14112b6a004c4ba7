package io.github.gongqi.game.match;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One event in a match's history, with the instant the caller gave for it. A match lists its
 * accepted events in order ({@code events()}) and replays one with {@code apply(event)}; a game
 * record writes them as tags and move text.
 *
 * <pre>{@code
 * for (MatchEvent<Move> e : match.events()) {
 *   if (e instanceof MatchEvent.Played<Move> p) {
 *     System.out.println(p.seat() + " " + p.move() + " at " + p.at());
 *   }
 * }
 * }</pre>
 *
 * @param <M> the game's move type
 */
public sealed interface MatchEvent<M> {
  /**
   * Returns the instant of the event.
   *
   * @return the instant
   */
  Instant at();

  /**
   * Returns the seat that caused the event: empty only for {@link Started}.
   *
   * @return the seat
   */
  Optional<Seat> by();

  /**
   * A move played by the seat on turn.
   *
   * @param seat the seat
   * @param move the move
   * @param at the instant
   * @param <M> the move type
   */
  record Played<M>(Seat seat, M move, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param move the move
     * @param at the instant
     */
    public Played {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat confirmed Ready in an online room.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record Ready<M>(Seat seat, Instant at) implements MatchEvent<M> {
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

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * Start Game in a local match. (Online, the second Ready starts the game; no Started event is
   * recorded.)
   *
   * @param at the instant
   * @param <M> the move type
   */
  record Started<M>(Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param at the instant
     */
    public Started {
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.empty();
    }
  }

  /**
   * A seat resigned.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record Resigned<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public Resigned {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat lost on time, found by a check or by an event that came too late (the late event itself
   * is not recorded).
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record TimeLost<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public TimeLost {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat offered a draw.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record DrawOffered<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public DrawOffered {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat declined the other seat's draw offer.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record DrawDeclined<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public DrawDeclined {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat accepted the other seat's draw offer: the game is drawn by agreement.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record DrawAccepted<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public DrawAccepted {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat asked to take back its last move.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record TakebackRequested<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public TakebackRequested {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat declined the other seat's takeback request.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record TakebackDeclined<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public TakebackDeclined {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }

  /**
   * A seat accepted the other seat's takeback request: the requester's last move, and any move
   * after it, are taken back.
   *
   * @param seat the seat
   * @param at the instant
   * @param <M> the move type
   */
  record TakebackAccepted<M>(Seat seat, Instant at) implements MatchEvent<M> {
    /**
     * Checks the components.
     *
     * @param seat the seat
     * @param at the instant
     */
    public TakebackAccepted {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(at, "at");
    }

    @Override
    public Optional<Seat> by() {
      return Optional.of(seat);
    }
  }
}
