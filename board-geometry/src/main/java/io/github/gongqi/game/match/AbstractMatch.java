package io.github.gongqi.game.match;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.NotationException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The table around the rules, written once for both games: two seats, the match lifecycle, the
 * clock, resignation, draw offers, takeback requests, an optional repetition draw, the event
 * history and the per-move history. Each game's {@code Match} extends it and adds only what is its
 * own (which seat plays which colour, its factories, its result reasons).
 *
 * <p><b>Lifecycle</b>: a match is created {@link Status#WAITING} with a {@link Mode}, a {@link
 * TimeControl} ({@link TimeControl#UNTIMED} for none) and {@link Options}. Online, it starts when
 * both {@link Seat#HOST} and {@link Seat#GUEST} have confirmed {@link #ready Ready} (the Host alone
 * does not start it); locally it starts with {@link #startGame Start Game}. Then it is {@link
 * Status#RUNNING}: the clock runs for the seat on turn. It is {@link Status#FINISHED} with a {@link
 * #result() result} when the rules end the game, a seat resigns, a seat loses on time, the seats
 * agree to a draw, or (when the option is on) a position repeats.
 *
 * <p><b>Time</b> is checked at every event: an event at an instant after the running seat's
 * {@linkplain GameClock#deadline() deadline} finishes the game on time instead (the late event is
 * not recorded). Either seat may resign at any time while the game runs, also when not on turn.
 *
 * <p><b>Draw offers</b>: a seat may offer a draw whenever the game runs, on turn or not. The offer
 * stands while its own seat moves and lapses when the other seat plays a move instead of answering.
 * Until then the other seat may {@link #acceptDraw accept} (a draw by agreement) or {@link
 * #declineDraw decline}. One offer is pending at a time.
 *
 * <p><b>Takebacks</b> (unless {@link Options#takebacks()} is off): a seat that has played a move
 * may {@link #requestTakeback ask} to take it back; the other seat may {@link #acceptTakeback
 * accept}, which takes back the requester's last move and any move after it, or {@link
 * #declineTakeback decline}. Any move lets a pending request lapse; an accepted takeback lets a
 * pending draw offer lapse too (it was made in a position that is gone). Time spent is not given
 * back: after an accepted takeback the clock of the seat now on turn runs from that instant.
 *
 * <p><b>Refusals</b> throw and leave the match unchanged: {@link MatchStateException} for an event
 * in the wrong state, the game's {@code IllegalMoveException} for an illegal move, {@link
 * NotationException} for unreadable move text, {@link IllegalArgumentException} for an instant
 * earlier than the last event. The match never reads the wall clock: take instants from an
 * injectable {@link java.time.InstantSource}.
 *
 * <p>Instances are immutable and thread-safe. Two matches are equal when they have the same class,
 * start position, time control, mode, options and event history.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 * @param <T> the game's transition type
 * @param <R> the game's result type
 * @param <D> the game's side type, player 0's side first: its constants name the colours in
 *     messages ({@code BLACK} as {@code Black})
 * @param <SELF> the game's match type, which every transition returns
 */
public abstract class AbstractMatch<
    S extends GamePosition<S, M, T, R>,
    M extends GameMove,
    T extends GameTransition<S, M>,
    R extends GameResult,
    D extends Enum<D>,
    SELF extends AbstractMatch<S, M, T, R, D, SELF>> {

  // Each game's two sides, read once per side type: getEnumConstants() clones its array, and a
  // match is constructed at every event.
  private static final ClassValue<Enum<?>[]> SIDES =
      new ClassValue<>() {
        @Override
        protected Enum<?>[] computeValue(Class<?> type) {
          Object[] sides = type.getEnumConstants();
          if (sides == null || sides.length != 2) {
            throw new IllegalArgumentException(type.getName() + " does not name exactly two sides");
          }
          return (Enum<?>[]) sides;
        }
      };

  private final Core<S, M, T, R> state;
  private final Class<D> sides;

  /**
   * Creates a match from its state; for the game's match class only.
   *
   * @param state the state, from {@link Core#initial} or from this class
   * @param sides the game's side type, with exactly two constants, player 0's first
   * @throws IllegalArgumentException if the side type does not have two constants
   */
  protected AbstractMatch(Core<S, M, T, R> state, Class<D> sides) {
    this.state = Objects.requireNonNull(state, "state");
    this.sides = Objects.requireNonNull(sides, "sides");
    SIDES.get(sides);
  }

  /**
   * Wraps a new state in the game's match class.
   *
   * @param state the state
   * @return the game's match
   */
  protected abstract SELF wrap(Core<S, M, T, R> state);

  /**
   * Returns the game's result for an ending of the table.
   *
   * @param ending how the match ended
   * @param winningPlayer the winner (0 or 1) for a resignation or a time loss, −1 for a draw
   * @return the game's result
   */
  protected abstract R tableResult(Ending ending, int winningPlayer);

  /**
   * Returns the player (0 or 1) the Host plays in a position: Gongqi's Host plays Black until the
   * swap; Agon's Host plays the rules' first side.
   *
   * @param position the position
   * @return the Host's player
   */
  protected abstract int hostPlayer(S position);

  /**
   * Returns the name of a player's colour for messages: its side's constant in title case, such as
   * {@code Black} for {@code BLACK}.
   *
   * @param player 0 or 1
   * @return the name
   */
  private String playerName(int player) {
    String name = SIDES.get(sides)[player].name().replace('_', ' ');
    return name.charAt(0) + name.substring(1).toLowerCase(Locale.ROOT);
  }

  // ------------------------------------------------------------------------ events

  /**
   * Applies one event as the matching method would and checks that it is recorded exactly as given:
   * an event that turns out late, or a {@link MatchEvent.TimeLost} when no time was lost, is
   * refused.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param event the event
   * @return the match after the event
   * @throws IllegalArgumentException if the event would be recorded differently
   * @throws MatchStateException if the match refuses the event
   */
  public final SELF apply(MatchEvent<M> event) {
    Objects.requireNonNull(event, "event");
    SELF next;
    if (event instanceof MatchEvent.Ready<M> e) {
      next = ready(e.seat(), e.at());
    } else if (event instanceof MatchEvent.Started<M> e) {
      next = startGame(e.at());
    } else if (event instanceof MatchEvent.Played<M> e) {
      next = play(e.seat(), e.move(), e.at());
    } else if (event instanceof MatchEvent.Resigned<M> e) {
      next = resign(e.seat(), e.at());
    } else if (event instanceof MatchEvent.TimeLost<M> e) {
      next = checkTime(e.at());
    } else if (event instanceof MatchEvent.DrawOffered<M> e) {
      next = offerDraw(e.seat(), e.at());
    } else if (event instanceof MatchEvent.DrawDeclined<M> e) {
      next = declineDraw(e.seat(), e.at());
    } else if (event instanceof MatchEvent.DrawAccepted<M> e) {
      next = acceptDraw(e.seat(), e.at());
    } else if (event instanceof MatchEvent.TakebackRequested<M> e) {
      next = requestTakeback(e.seat(), e.at());
    } else if (event instanceof MatchEvent.TakebackDeclined<M> e) {
      next = declineTakeback(e.seat(), e.at());
    } else {
      next = acceptTakeback(event.by().orElseThrow(), event.at());
    }
    Node<MatchEvent<M>> after = next.core().events;
    int size = Node.size(state.events);
    if (Node.size(after) != size + 1 || !after.head().equals(event)) {
      throw new IllegalArgumentException(
          "event "
              + event
              + " does not replay: it is recorded as "
              + (Node.size(after) == size ? "nothing" : after.head()));
    }
    return next;
  }

  /**
   * Replays events into this match, in order, as {@link #apply} would one by one: for a match
   * restored from storage, {@code Match.fromPosition(start, mode, control,
   * options).replay(events)}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param events the events
   * @return the match after the events
   * @throws RuntimeException the exception of the first event that does not replay, as {@link
   *     #apply} throws it
   */
  public final SELF replay(List<? extends MatchEvent<M>> events) {
    SELF m = self();
    for (MatchEvent<M> e : Objects.requireNonNull(events, "events")) {
      m = m.apply(e);
    }
    return m;
  }

  /**
   * Confirms Ready for a seat in an online room. When both seats are ready, the game starts at
   * {@code at}: the clock of the seat on turn begins to run.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat
   * @param at the instant
   * @return the match after the confirmation
   * @throws MatchStateException if the match is local, already started, or the seat already ready
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF ready(Seat seat, Instant at) {
    Refusals.ready(state, seat, at);
    boolean host = state.hostReady || seat == Seat.HOST;
    boolean guest = state.guestReady || seat == Seat.GUEST;
    boolean both = host && guest;
    S p = position();
    return wrap(
        state
            .after(new MatchEvent.Ready<>(seat, at))
            .ready(host, guest)
            .status(both ? Status.RUNNING : Status.WAITING)
            .clock(both ? state.clock.start(seatOfPlayer(p, p.playerToMove()), at) : state.clock)
            .build());
  }

  /**
   * Starts a local game at {@code at}: the clock of the seat on turn begins to run.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param at the instant
   * @return the running match
   * @throws MatchStateException if the match is online or already started
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF startGame(Instant at) {
    Refusals.startGame(state, at);
    S p = position();
    return wrap(
        state
            .after(new MatchEvent.Started<>(at))
            .status(Status.RUNNING)
            .clock(state.clock.start(seatOfPlayer(p, p.playerToMove()), at))
            .build());
  }

  /**
   * Plays a move given in the game's notation.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move's notation
   * @param at the instant of the move
   * @return the match after the move, or finished on time if the seat was late
   * @throws NotationException if the text is not a move of the game
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalArgumentException (the game's {@code IllegalMoveException}) if the move is
   *     illegal, or if {@code at} is earlier than the last event
   * @see #play(Seat, GameMove, Instant)
   */
  public final SELF play(Seat seat, CharSequence move, Instant at) {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(move, "move");
    // The state is checked before the text, so a move before the start is refused as such.
    Refusals.running(state, "move");
    return play(seat, position().parseMove(move), at);
  }

  /**
   * Plays a move for the seat on turn. The seat's clock stops and the other seat's starts. If the
   * seat has already run out of time at {@code at}, the move is not played: the match finishes with
   * a loss on time for that seat. A pending draw offer of the other seat lapses; a pending takeback
   * request lapses.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move
   * @param at the instant of the move
   * @return the match after the move, or finished on time if the seat was late
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalArgumentException (the game's {@code IllegalMoveException}) if the move is
   *     illegal, or if {@code at} is earlier than the last event
   */
  public final SELF play(Seat seat, M move, Instant at) {
    // The colour's name is built only for a refusal's message, not for every move.
    Seat onTurn = Refusals.play(state, seat, move, at, () -> playerName(position().playerToMove()));
    GameClock pressed = state.clock.press(at);
    if (pressed.isStopped()) {
      return lostOnTime(onTurn, at);
    }
    T t = position().transition(move);
    S after = t.after();
    R r = after.result();
    boolean over = r.isOver();
    if (!over && state.options.repetitionLimit() > 0 && state.repeated(after)) {
      r = tableResult(Ending.REPETITION, -1);
      over = true;
    }
    GameClock c = over ? pressed.stop(at) : pressed;
    PlayedMove<S, M, T> pm = new PlayedMove<>(state.plies(), seat, at, t, c);
    return wrap(
        state
            .after(new MatchEvent.Played<>(seat, move, at))
            .status(over ? Status.FINISHED : Status.RUNNING)
            .clock(c)
            .result(r)
            .winner(over ? winnerSeat(after, r) : null)
            .drawOffer(over || state.drawOffer == seat.other() ? null : state.drawOffer)
            .takeback(null)
            .line(Node.push(state.line, pm))
            .build());
  }

  /**
   * Resigns for a seat, on turn or not. The other seat wins by resignation and the clock stops,
   * unless the seat on turn had already run out of time at {@code at}: then the game is lost on
   * time instead. Pending offers and requests do not matter.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that resigns
   * @param at the instant
   * @return the finished match
   * @throws MatchStateException if the game is not running
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF resign(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    Refusals.running(state, "resign");
    Refusals.notEarlier(state, at);
    Optional<Seat> late = state.clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    Seat w = seat.other();
    return finish(
        new MatchEvent.Resigned<>(seat, at), at, tableResult(Ending.RESIGNATION, playerOf(w)), w);
  }

  /**
   * Checks the clock at {@code at}: if the seat on turn has run out of time, the match finishes
   * with a loss on time for it (recorded as {@link MatchEvent.TimeLost}); otherwise, and whenever
   * the game is not running, this same match is returned.
   *
   * @param at the instant
   * @return the match, finished if time was lost
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF checkTime(Instant at) {
    Refusals.notEarlier(state, at);
    if (state.status != Status.RUNNING) {
      return self();
    }
    Optional<Seat> late = state.clock.loser(at);
    return late.isPresent() ? lostOnTime(late.get(), at) : self();
  }

  /**
   * Offers a draw for a seat, on turn or not. The offer stands until the other seat accepts,
   * declines, or plays a move (which lets it lapse).
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that offers
   * @param at the instant
   * @return the match with the offer pending, or finished on time if the seat on turn was late
   * @throws MatchStateException if the game is not running or an offer is already pending (by this
   *     seat, or by the other seat, whose offer should be answered instead)
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF offerDraw(Seat seat, Instant at) {
    Refusals.offerDraw(state, seat, at);
    return lateOr(at, new MatchEvent.DrawOffered<>(seat, at), seat, state.takeback);
  }

  /**
   * Accepts the other seat's pending draw offer: the game is drawn by agreement.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that accepts
   * @param at the instant
   * @return the finished match
   * @throws MatchStateException if the game is not running or the other seat has no offer pending
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF acceptDraw(Seat seat, Instant at) {
    Refusals.pending(state, seat, state.drawOffer, "accept a draw", "draw offer");
    Refusals.notEarlier(state, at);
    Optional<Seat> late = state.clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    return finish(
        new MatchEvent.DrawAccepted<>(seat, at), at, tableResult(Ending.AGREEMENT, -1), null);
  }

  /**
   * Declines the other seat's pending draw offer. The game goes on; either seat may offer again.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that declines
   * @param at the instant
   * @return the match without the offer
   * @throws MatchStateException if the game is not running or the other seat has no offer pending
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF declineDraw(Seat seat, Instant at) {
    Refusals.pending(state, seat, state.drawOffer, "decline a draw", "draw offer");
    Refusals.notEarlier(state, at);
    return lateOr(at, new MatchEvent.DrawDeclined<>(seat, at), null, state.takeback);
  }

  /**
   * Asks, for a seat, to take back its last move. The request stands until the other seat accepts
   * or declines it, or a move is played.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that asks
   * @param at the instant
   * @return the match with the request pending
   * @throws MatchStateException if the game is not running, takebacks are off, a request is
   *     pending, or the seat has no move in the game line (moves already taken back do not count)
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF requestTakeback(Seat seat, Instant at) {
    Refusals.requestTakeback(state, seat, at);
    return lateOr(at, new MatchEvent.TakebackRequested<>(seat, at), state.drawOffer, seat);
  }

  /**
   * Accepts the other seat's takeback request: its last move, and any move after it, are taken
   * back; the seat to move in the restored position is on turn, and its clock runs from {@code at}.
   * A pending draw offer lapses.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that accepts
   * @param at the instant
   * @return the match with the moves taken back, or finished on time if the seat on turn was late
   * @throws MatchStateException if the game is not running or the other seat has no request pending
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF acceptTakeback(Seat seat, Instant at) {
    Refusals.pending(state, seat, state.takeback, "accept a takeback", "takeback request");
    Refusals.notEarlier(state, at);
    Optional<Seat> late = state.clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    Node<PlayedMove<S, M, T>> line = state.lastMoveOf(state.takeback).tail();
    S p = line == null ? state.start : line.head().after();
    return wrap(
        state
            .after(new MatchEvent.TakebackAccepted<>(seat, at))
            .clock(state.clock.giveTurn(seatOfPlayer(p, p.playerToMove()), at))
            .drawOffer(null)
            .takeback(null)
            .line(line)
            .build());
  }

  /**
   * Declines the other seat's takeback request; the game goes on unchanged.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that declines
   * @param at the instant
   * @return the match without the request
   * @throws MatchStateException if the game is not running or the other seat has no request pending
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public final SELF declineTakeback(Seat seat, Instant at) {
    Refusals.pending(state, seat, state.takeback, "decline a takeback", "takeback request");
    Refusals.notEarlier(state, at);
    return lateOr(at, new MatchEvent.TakebackDeclined<>(seat, at), state.drawOffer, null);
  }

  // ------------------------------------------------------------------------ helpers

  final Core<S, M, T, R> core() {
    return state;
  }

  /**
   * Returns the last accepted event, in constant time (a record reader asks after every move).
   *
   * @return the event, or empty before the first event
   */
  public final Optional<MatchEvent<M>> lastEvent() {
    return state.events == null ? Optional.empty() : Optional.of(state.events.head());
  }

  @SuppressWarnings("unchecked")
  private SELF self() {
    return (SELF) this;
  }

  private SELF lostOnTime(Seat loser, Instant at) {
    Seat w = loser.other();
    return finish(
        new MatchEvent.TimeLost<>(loser, at), at, tableResult(Ending.TIME, playerOf(w)), w);
  }

  /** The event recorded with new pending offers, unless the seat on turn has lost on time. */
  private SELF lateOr(Instant at, MatchEvent<M> event, Seat drawOffer, Seat takeback) {
    Optional<Seat> late = state.clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    return wrap(state.after(event).drawOffer(drawOffer).takeback(takeback).build());
  }

  private SELF finish(MatchEvent<M> event, Instant at, R r, Seat winner) {
    return wrap(
        state
            .after(event)
            .status(Status.FINISHED)
            .clock(state.clock.stop(at))
            .result(r)
            .winner(winner)
            .drawOffer(null)
            .takeback(null)
            .build());
  }

  private Seat winnerSeat(S position, R r) {
    int w = r.winningPlayer();
    return w < 0 ? null : seatOfPlayer(position, w);
  }

  private Seat seatOfPlayer(S position, int player) {
    return player == hostPlayer(position) ? Seat.HOST : Seat.GUEST;
  }

  // ------------------------------------------------------------------------ queries

  /**
   * Returns the position the match started from: the start of the game unless the match was created
   * from a set-up position.
   *
   * @return the starting position
   */
  public final S startPosition() {
    return state.start;
  }

  /**
   * Returns the position on the board now.
   *
   * @return the position
   */
  public final S position() {
    return state.position();
  }

  /**
   * Returns the time control ({@link TimeControl#UNTIMED} for none).
   *
   * @return the time control
   */
  public final TimeControl timeControl() {
    return state.control;
  }

  /**
   * Returns the options.
   *
   * @return the options
   */
  public final Options options() {
    return state.options;
  }

  /**
   * Returns whether this is a local game or an online room.
   *
   * @return the mode
   */
  public final Mode mode() {
    return state.mode;
  }

  /**
   * Returns where the match stands.
   *
   * @return waiting, running or finished
   */
  public final Status status() {
    return state.status;
  }

  /**
   * Returns whether a seat has confirmed Ready (online rooms only; always false in a local game).
   *
   * @param seat the seat
   * @return true once the seat is ready
   */
  public final boolean isReady(Seat seat) {
    return Objects.requireNonNull(seat, "seat") == Seat.HOST ? state.hostReady : state.guestReady;
  }

  /**
   * Returns the clock: paused while waiting, running while the game runs, stopped at the end.
   *
   * @return the clock
   */
  public final GameClock clock() {
    return state.clock;
  }

  /**
   * Returns the seat on turn, whose clock runs.
   *
   * @return the seat, or empty unless the game is running
   */
  public final Optional<Seat> seatToMove() {
    return state.clock.running();
  }

  /**
   * Returns the seat that plays a player (0 or 1) in the current position.
   *
   * @param player 0 or 1
   * @return the seat
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  public final Seat seatOfPlayer(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    return seatOfPlayer(position(), player);
  }

  /**
   * Returns the player (0 or 1) a seat plays in the current position.
   *
   * @param seat the seat
   * @return the player
   */
  public final int playerOf(Seat seat) {
    int host = hostPlayer(position());
    return Objects.requireNonNull(seat, "seat") == Seat.HOST ? host : 1 - host;
  }

  /**
   * Returns the seat that plays a side now; Gongqi's seats change sides at the swap.
   *
   * @param side the side
   * @return its seat
   */
  public final Seat seatOf(D side) {
    return seatOfPlayer(Objects.requireNonNull(side, "side").ordinal());
  }

  /**
   * Returns the side a seat plays now.
   *
   * @param seat the seat
   * @return its side
   */
  public final D sideOf(Seat seat) {
    return sides.cast(SIDES.get(sides)[playerOf(seat)]);
  }

  /**
   * Returns the result: ongoing until the game ends.
   *
   * @return the result
   */
  public final R result() {
    return state.result;
  }

  /**
   * Returns the winning seat.
   *
   * @return the seat, or empty while the game is not over or if it was drawn
   */
  public final Optional<Seat> winner() {
    return Optional.ofNullable(state.winner);
  }

  /**
   * Returns the seat whose draw offer is pending.
   *
   * @return the seat, or empty
   */
  public final Optional<Seat> drawOffer() {
    return Optional.ofNullable(state.drawOffer);
  }

  /**
   * Returns the seat whose takeback request is pending.
   *
   * @return the seat, or empty
   */
  public final Optional<Seat> takebackRequest() {
    return Optional.ofNullable(state.takeback);
  }

  /**
   * Returns the accepted events in order, each with its instant. Refused events are not recorded.
   *
   * @return an immutable list
   */
  public final List<MatchEvent<M>> events() {
    return Node.toList(state.events);
  }

  /**
   * Returns the moves of the game line in order (moves taken back are not in it), each with its
   * seat, instant, transition and the clock after it.
   *
   * @return an immutable list
   */
  public final List<PlayedMove<S, M, T>> history() {
    return Node.toList(state.line);
  }

  /**
   * Returns the moves of the game line in order.
   *
   * @return an immutable list
   */
  public final List<M> moves() {
    return history().stream().map(PlayedMove::move).toList();
  }

  /**
   * Returns the positions of the game line: the start position, then the position after each move.
   *
   * @return an immutable list, one longer than {@link #moves()}
   */
  public final List<S> positions() {
    List<S> out = new ArrayList<>(state.plies() + 1);
    out.add(state.start);
    for (PlayedMove<S, M, T> pm : history()) {
      out.add(pm.after());
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Returns the instant the game started: Start Game, or the second Ready.
   *
   * @return the start instant, or empty while waiting
   */
  public final Optional<Instant> startedAt() {
    return state.startedAt();
  }

  /**
   * Returns the instant of the last accepted event; later events must not be earlier.
   *
   * @return the instant, or empty before the first event
   */
  public final Optional<Instant> lastEventAt() {
    return state.events == null ? Optional.empty() : Optional.of(state.events.head().at());
  }

  @Override
  public final boolean equals(Object o) {
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    Core<?, ?, ?, ?> s = ((AbstractMatch<?, ?, ?, ?, ?, ?>) o).state;
    return state.start.equals(s.start)
        && state.mode == s.mode
        && state.control.equals(s.control)
        && state.options.equals(s.options)
        && events().equals(Node.toList(s.events));
  }

  @Override
  public final int hashCode() {
    return Objects.hash(state.start, state.mode, state.control, state.options, events());
  }

  /**
   * Returns a summary such as {@code Match[gongqi 12x12 ONLINE 4:00+30s, RUNNING, Host (Black) to
   * move, ply 3]}.
   *
   * @return a readable form
   */
  @Override
  public final String toString() {
    return state.summary(
        state.status == Status.RUNNING
            ? playerName(playerOf(state.clock.running().orElseThrow()))
            : null);
  }
}
