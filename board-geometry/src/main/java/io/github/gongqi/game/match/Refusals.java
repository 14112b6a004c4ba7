package io.github.gongqi.game.match;

import java.time.Instant;
import java.util.Objects;

/**
 * The table's refusals: whether an event may happen to a match in its present state. Each check
 * throws the {@link MatchStateException} (or, for an instant earlier than the last event, the
 * {@link IllegalArgumentException}) that {@link AbstractMatch} documents, and returns normally when
 * the event may happen; the match then records it. The checks run in the order the match documents,
 * so that a refused event is refused for the first reason that applies.
 */
final class Refusals {
  private Refusals() {}

  /** Refuses an instant earlier than the last event. */
  static void notEarlier(Core<?, ?, ?, ?> state, Instant at) {
    Objects.requireNonNull(at, "at");
    if (state.events != null && at.isBefore(state.events.head().at())) {
      throw new IllegalArgumentException(
          "instant " + at + " is earlier than the last event at " + state.events.head().at());
    }
  }

  /** Refuses unless the game waits to start. */
  static void waiting(Core<?, ?, ?, ?> state) {
    if (state.status != Status.WAITING) {
      boolean running = state.status == Status.RUNNING;
      throw new MatchStateException(
          running
              ? MatchStateException.Problem.ALREADY_STARTED
              : MatchStateException.Problem.FINISHED,
          "the game has already " + (running ? "started" : "ended: " + state.result));
    }
  }

  /** Refuses unless the game runs; {@code what} names the event for the message. */
  static void running(Core<?, ?, ?, ?> state, String what) {
    if (state.status == Status.WAITING) {
      throw new MatchStateException(
          MatchStateException.Problem.NOT_STARTED, "cannot " + what + ": the game has not started");
    }
    if (state.status == Status.FINISHED) {
      throw new MatchStateException(
          MatchStateException.Problem.FINISHED,
          "cannot " + what + ": the game is over (" + state.result + ")");
    }
  }

  /** Refuses an answer unless the other seat has the offer or request {@code pending} open. */
  static void pending(Core<?, ?, ?, ?> state, Seat seat, Seat pending, String what, String thing) {
    Objects.requireNonNull(seat, "seat");
    running(state, what);
    if (pending != seat.other()) {
      throw new MatchStateException(
          thing.startsWith("draw")
              ? MatchStateException.Problem.NO_DRAW_OFFER
              : MatchStateException.Problem.NO_TAKEBACK_REQUEST,
          seat.label()
              + " cannot "
              + what
              + ": "
              + (pending == seat
                  ? "the " + thing.substring(thing.indexOf(' ') + 1) + " is its own"
                  : seat.other().label() + " has no " + thing + " pending"));
    }
  }

  /** Refuses Ready unless the room is online, waiting, and the seat not ready yet. */
  static void ready(Core<?, ?, ?, ?> state, Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    if (state.mode != Mode.ONLINE) {
      throw new MatchStateException(
          MatchStateException.Problem.WRONG_MODE,
          "Ready is for online rooms; a local game starts with Start Game");
    }
    waiting(state);
    if (seat == Seat.HOST ? state.hostReady : state.guestReady) {
      throw new MatchStateException(
          MatchStateException.Problem.ALREADY_READY, seat.label() + " is already ready");
    }
    notEarlier(state, at);
  }

  /** Refuses Start Game unless the game is local and waiting. */
  static void startGame(Core<?, ?, ?, ?> state, Instant at) {
    if (state.mode != Mode.LOCAL) {
      throw new MatchStateException(
          MatchStateException.Problem.WRONG_MODE,
          "an online game starts when both Host and Guest are ready, not with Start Game");
    }
    waiting(state);
    notEarlier(state, at);
  }

  /**
   * Refuses a move unless the game runs and the seat is on turn; {@code colourOnTurn} names the
   * colour to move for the message.
   *
   * @return the seat on turn
   */
  static Seat play(
      Core<?, ?, ?, ?> state,
      Seat seat,
      Object move,
      Instant at,
      java.util.function.Supplier<String> colourOnTurn) {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(move, "move");
    running(state, "move");
    notEarlier(state, at);
    Seat onTurn = state.clock.running().orElseThrow();
    if (seat != onTurn) {
      throw new MatchStateException(
          MatchStateException.Problem.NOT_ON_TURN,
          seat.label()
              + " cannot play "
              + move
              + ": it is "
              + onTurn.label()
              + "'s turn ("
              + colourOnTurn.get()
              + ")");
    }
    return onTurn;
  }

  /** Refuses a draw offer unless the game runs and no offer is pending. */
  static void offerDraw(Core<?, ?, ?, ?> state, Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    running(state, "offer a draw");
    Seat offer = state.drawOffer;
    if (offer != null) {
      throw new MatchStateException(
          MatchStateException.Problem.DRAW_ALREADY_OFFERED,
          offer == seat
              ? seat.label() + " has already offered a draw"
              : offer.label()
                  + " has offered a draw: "
                  + seat.label()
                  + " may accept or decline it");
    }
    notEarlier(state, at);
  }

  /**
   * Refuses a takeback request unless the game runs, takebacks are on, none is pending, and the
   * seat has a move in the game line.
   */
  static void requestTakeback(Core<?, ?, ?, ?> state, Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    running(state, "ask for a takeback");
    if (!state.options.takebacks()) {
      throw new MatchStateException(
          MatchStateException.Problem.TAKEBACKS_OFF, "takebacks are off in this match");
    }
    if (state.takeback != null) {
      throw new MatchStateException(
          MatchStateException.Problem.TAKEBACK_ALREADY_REQUESTED,
          state.takeback.label() + " has already asked for a takeback");
    }
    if (state.lastMoveOf(seat) == null) {
      throw new MatchStateException(
          MatchStateException.Problem.NOTHING_TO_TAKE_BACK,
          seat.label() + " has played no move to take back");
    }
    notEarlier(state, at);
  }
}
