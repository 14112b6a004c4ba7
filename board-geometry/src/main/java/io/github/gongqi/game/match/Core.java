package io.github.gongqi.game.match;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.GameTransition;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a match holds: the start, the time control, the mode and options, who is ready, the
 * status, the clock, the result, the pending offers, and the events and game line as persistent
 * lists. A game's match gets its first state from {@link #initial}, passes states through its
 * constructor and {@code wrap}, and never looks inside; {@link AbstractMatch} reads it and derives
 * the next state from it.
 *
 * <p>Besides the fields, a state answers the questions that need nothing of the game: where the
 * game line stands, when the game started, and whether a position repeats. Whether an event may
 * happen now is {@link Refusals}' question.
 *
 * <p>Instances are immutable and thread-safe; the one mutable part, the {@code PositionCounts} that
 * the states of one match history share, is synchronized and answers the same whichever state asks.
 *
 * @param <S> the position type
 * @param <M> the move type
 * @param <T> the transition type
 * @param <R> the result type
 */
public final class Core<S extends GameState<S>, M, T extends GameTransition<S, M>, R> {
  final S start;
  final TimeControl control;
  final Mode mode;
  final Options options;
  final boolean hostReady;
  final boolean guestReady;
  final Status status;
  final GameClock clock;
  final R result;
  final Seat winner;
  final Seat drawOffer;
  final Seat takeback;
  final Node<MatchEvent<M>> events;
  final Node<PlayedMove<S, M, T>> line;

  /** The count of each position's key along the line; null without a repetition rule. */
  final PositionCounts counts;

  Core(
      S start,
      TimeControl control,
      Mode mode,
      Options options,
      boolean hostReady,
      boolean guestReady,
      Status status,
      GameClock clock,
      R result,
      Seat winner,
      Seat drawOffer,
      Seat takeback,
      Node<MatchEvent<M>> events,
      Node<PlayedMove<S, M, T>> line,
      PositionCounts counts) {
    this.start = start;
    this.control = control;
    this.mode = mode;
    this.options = options;
    this.hostReady = hostReady;
    this.guestReady = guestReady;
    this.status = status;
    this.clock = clock;
    this.result = result;
    this.winner = winner;
    this.drawOffer = drawOffer;
    this.takeback = takeback;
    this.events = events;
    this.line = line;
    this.counts = counts;
  }

  /**
   * Returns the state of a new match, waiting to start.
   *
   * @param start the position to play from, not over
   * @param mode local or online
   * @param control the time control, {@link TimeControl#UNTIMED} for none
   * @param options the options
   * @param ongoing the game's result of a game not over
   * @param <S> the position type
   * @param <M> the move type
   * @param <T> the transition type
   * @param <R> the result type
   * @return the state
   * @throws IllegalArgumentException if the game in {@code start} is already over
   */
  public static <
          S extends GamePosition<S, M, T, R>,
          M extends GameMove,
          T extends GameTransition<S, M>,
          R extends GameResult>
      Core<S, M, T, R> initial(
          S start, Mode mode, TimeControl control, Options options, R ongoing) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(control, "control");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(ongoing, "ongoing");
    if (start.isOver()) {
      throw new IllegalArgumentException("the game in " + start.toNotation() + " is already over");
    }
    return new Core<>(
        start,
        control,
        mode,
        options,
        false,
        false,
        Status.WAITING,
        GameClock.of(control),
        ongoing,
        null,
        null,
        null,
        null,
        null,
        options.repetitionLimit() > 0 ? new PositionCounts(start.zobrist()) : null);
  }

  /** The state after one more event, as a copy to change. */
  CoreBuilder<S, M, T, R> after(MatchEvent<M> event) {
    return new CoreBuilder<>(this, event);
  }

  /** The position on the board now. */
  S position() {
    return line == null ? start : line.head().after();
  }

  /** The number of moves in the game line. */
  int plies() {
    return Node.size(line);
  }

  /** The node of the seat's last move in the game line, or null. */
  Node<PlayedMove<S, M, T>> lastMoveOf(Seat seat) {
    for (Node<PlayedMove<S, M, T>> n = line; n != null; n = n.tail()) {
      if (n.head().seat() == seat) {
        return n;
      }
    }
    return null;
  }

  /**
   * Whether {@code after} has now occurred {@code repetitionLimit} times, itself included. The
   * count of its key decides in O(1); only when the key has reached the limit is the line walked,
   * to confirm with the positions themselves (two positions may share a key).
   */
  boolean repeated(S after) {
    long key = after.zobrist();
    if (counts.count(line, key) + 1 < options.repetitionLimit()) {
      return false;
    }
    int seen = 1;
    for (Node<PlayedMove<S, M, T>> n = line; n != null; n = n.tail()) {
      if (samePosition(n.head().after(), after, key)) {
        seen++;
      }
    }
    if (samePosition(start, after, key)) {
      seen++;
    }
    return seen >= options.repetitionLimit();
  }

  /** The same position but for the move counter (the last field of either game's notation). */
  private static boolean samePosition(GameState<?> a, GameState<?> b, long key) {
    if (a.zobrist() != key) {
      return false;
    }
    String x = a.toNotation();
    String y = b.toNotation();
    int i = x.lastIndexOf(' ');
    return i == y.lastIndexOf(' ') && x.regionMatches(0, y, 0, i);
  }

  /** The instant of the Start Game or second Ready event, or empty while waiting. */
  Optional<Instant> startedAt() {
    if (status == Status.WAITING) {
      return Optional.empty();
    }
    int readies = 0;
    for (MatchEvent<M> e : Node.toList(events)) {
      if (e instanceof MatchEvent.Started || (e instanceof MatchEvent.Ready && ++readies == 2)) {
        return Optional.of(e.at());
      }
    }
    throw new AssertionError("a started match has a start event");
  }

  /**
   * The match's summary, as {@link AbstractMatch#toString()} documents it.
   *
   * @param colourOnTurn the colour the seat on turn plays, while the game runs
   */
  String summary(String colourOnTurn) {
    S p = position();
    StringBuilder sb =
        new StringBuilder("Match[")
            .append(p.rulesId())
            .append(' ')
            .append(mode)
            .append(' ')
            .append(control)
            .append(", ")
            .append(status);
    if (options.repetitionLimit() > 0) {
      sb.append(", repetition ").append(options.repetitionLimit());
    }
    if (!options.takebacks()) {
      sb.append(", no takebacks");
    }
    if (status == Status.RUNNING) {
      Seat s = clock.running().orElseThrow();
      sb.append(", ")
          .append(s.label())
          .append(" (")
          .append(colourOnTurn)
          .append(") to move, ply ")
          .append(p.ply());
      if (drawOffer != null) {
        sb.append(", draw offered by ").append(drawOffer.label());
      }
      if (takeback != null) {
        sb.append(", takeback asked by ").append(takeback.label());
      }
    } else if (status == Status.FINISHED) {
      sb.append(", ").append(result);
    }
    return sb.append(']').toString();
  }
}
