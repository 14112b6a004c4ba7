package io.github.gongqi.game.match;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.GameTransition;

/**
 * The state after one more event: a copy of a {@link Core} in which each transition of {@link
 * AbstractMatch} sets only what it changes. The start, the time control, the mode and the options
 * never change.
 *
 * @param <S> the position type
 * @param <M> the move type
 * @param <T> the transition type
 * @param <R> the result type
 */
final class CoreBuilder<S extends GameState<S>, M, T extends GameTransition<S, M>, R> {
  private final Core<S, M, T, R> from;
  private final Node<MatchEvent<M>> events;
  private boolean hostReady;
  private boolean guestReady;
  private Status status;
  private GameClock clock;
  private R result;
  private Seat winner;
  private Seat drawOffer;
  private Seat takeback;
  private Node<PlayedMove<S, M, T>> line;

  CoreBuilder(Core<S, M, T, R> from, MatchEvent<M> event) {
    this.from = from;
    this.events = Node.push(from.events, event);
    this.hostReady = from.hostReady;
    this.guestReady = from.guestReady;
    this.status = from.status;
    this.clock = from.clock;
    this.result = from.result;
    this.winner = from.winner;
    this.drawOffer = from.drawOffer;
    this.takeback = from.takeback;
    this.line = from.line;
  }

  CoreBuilder<S, M, T, R> ready(boolean host, boolean guest) {
    hostReady = host;
    guestReady = guest;
    return this;
  }

  CoreBuilder<S, M, T, R> status(Status s) {
    status = s;
    return this;
  }

  CoreBuilder<S, M, T, R> clock(GameClock c) {
    clock = c;
    return this;
  }

  CoreBuilder<S, M, T, R> result(R r) {
    result = r;
    return this;
  }

  CoreBuilder<S, M, T, R> winner(Seat w) {
    winner = w;
    return this;
  }

  CoreBuilder<S, M, T, R> drawOffer(Seat s) {
    drawOffer = s;
    return this;
  }

  CoreBuilder<S, M, T, R> takeback(Seat s) {
    takeback = s;
    return this;
  }

  CoreBuilder<S, M, T, R> line(Node<PlayedMove<S, M, T>> l) {
    line = l;
    return this;
  }

  Core<S, M, T, R> build() {
    return new Core<>(
        from.start,
        from.control,
        from.mode,
        from.options,
        hostReady,
        guestReady,
        status,
        clock,
        result,
        winner,
        drawOffer,
        takeback,
        events,
        line,
        from.counts);
  }
}
