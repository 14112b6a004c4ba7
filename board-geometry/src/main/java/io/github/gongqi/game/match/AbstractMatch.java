package io.github.gongqi.game.match;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.NotationException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * @param <SELF> the game's match type, which every transition returns
 */
public abstract class AbstractMatch<
    S extends GamePosition<S, M, T, R>,
    M extends GameMove,
    T extends GameTransition<S, M>,
    R extends GameResult,
    SELF extends AbstractMatch<S, M, T, R, SELF>> {

  /** How a match starts. */
  public enum Mode {
    /** Both players at one device: the game starts with {@link AbstractMatch#startGame}. */
    LOCAL,
    /**
     * An online room: the game starts when both seats have confirmed {@link AbstractMatch#ready}.
     */
    ONLINE
  }

  /** Where a match stands. */
  public enum Status {
    /** Created, the clock paused, waiting for Ready or Start Game. */
    WAITING,
    /** The game is being played and the clock of the seat on turn runs. */
    RUNNING,
    /** The game is over; see {@link AbstractMatch#result()}. */
    FINISHED
  }

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

  /**
   * Options of the match that are not rules of the game.
   *
   * <pre>{@code
   * Match.Options o = Match.Options.DEFAULT.withRepetitionLimit(3).withTakebacks(false);
   * }</pre>
   *
   * @param repetitionLimit 0 for no repetition rule (the default: neither game's rules have one);
   *     otherwise N &ge; 2: the game is drawn when a position occurs for the N-th time in the game
   *     line (the start position counts as one occurrence). Positions are the same when they agree
   *     in everything but the move counter, found by {@link GameState#zobrist()} and confirmed by
   *     comparing their notation without its last field (the move counter, in both games).
   * @param takebacks whether a seat may ask to take back its last move (on by default; the other
   *     seat still has to accept)
   */
  public record Options(int repetitionLimit, boolean takebacks) {
    /** No repetition rule; takebacks may be requested. */
    public static final Options DEFAULT = new Options(0, true);

    /**
     * Checks the components.
     *
     * @param repetitionLimit 0, or 2 and more
     * @param takebacks whether takebacks may be requested
     * @throws IllegalArgumentException if the limit is negative or 1
     */
    public Options {
      if (repetitionLimit < 0 || repetitionLimit == 1) {
        throw new IllegalArgumentException(
            "repetition limit " + repetitionLimit + " must be 0 (off) or at least 2");
      }
    }

    /**
     * Returns these options with another repetition limit.
     *
     * @param limit 0 for none, or the number of occurrences of a position that draws, at least 2
     * @return the options
     * @throws IllegalArgumentException if the limit is negative or 1
     */
    public Options withRepetitionLimit(int limit) {
      return new Options(limit, takebacks);
    }

    /**
     * Returns these options with takeback requests allowed or not.
     *
     * @param allowed whether a seat may ask to take back its last move
     * @return the options
     */
    public Options withTakebacks(boolean allowed) {
      return new Options(repetitionLimit, allowed);
    }
  }

  /** A persistent list, newest first, so that every event costs O(1). */
  private record Node<E>(E head, Node<E> tail, int size) {
    static <E> Node<E> push(Node<E> list, E e) {
      return new Node<>(e, list, list == null ? 1 : list.size + 1);
    }

    static <E> List<E> toList(Node<E> list) {
      List<E> out = new ArrayList<>(list == null ? 0 : list.size);
      for (Node<E> n = list; n != null; n = n.tail) {
        out.add(n.head);
      }
      Collections.reverse(out);
      return Collections.unmodifiableList(out);
    }
  }

  /**
   * Everything a match holds; the game's match passes it through its constructor and never looks
   * inside.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param <T> the transition type
   * @param <R> the result type
   */
  protected static final class Core<S, M, T extends GameTransition<S, M>, R> {
    private final S start;
    private final TimeControl control;
    private final Mode mode;
    private final Options options;
    private final boolean hostReady;
    private final boolean guestReady;
    private final Status status;
    private final GameClock clock;
    private final R result;
    private final Seat winner;
    private final Seat drawOffer;
    private final Seat takeback;
    private final Node<MatchEvent<M>> events;
    private final Node<PlayedMove<S, M, T>> line;

    private Core(
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
        Node<PlayedMove<S, M, T>> line) {
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
    }

    /** The state after one more event, as a copy to change. */
    private Next<S, M, T, R> after(MatchEvent<M> event) {
      return new Next<>(this, event);
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
        throw new IllegalArgumentException(
            "the game in " + start.toNotation() + " is already over");
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
          null);
    }
  }

  /**
   * The state after one more event: a copy of a {@link Core} in which each transition sets only
   * what it changes.
   */
  private static final class Next<S, M, T extends GameTransition<S, M>, R> {
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

    Next(Core<S, M, T, R> from, MatchEvent<M> event) {
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

    Next<S, M, T, R> ready(boolean host, boolean guest) {
      hostReady = host;
      guestReady = guest;
      return this;
    }

    Next<S, M, T, R> status(Status s) {
      status = s;
      return this;
    }

    Next<S, M, T, R> clock(GameClock c) {
      clock = c;
      return this;
    }

    Next<S, M, T, R> result(R r) {
      result = r;
      return this;
    }

    Next<S, M, T, R> winner(Seat w) {
      winner = w;
      return this;
    }

    Next<S, M, T, R> drawOffer(Seat s) {
      drawOffer = s;
      return this;
    }

    Next<S, M, T, R> takeback(Seat s) {
      takeback = s;
      return this;
    }

    Next<S, M, T, R> line(Node<PlayedMove<S, M, T>> l) {
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
          line);
    }
  }

  private final Core<S, M, T, R> state;

  /**
   * Creates a match from its state; for the game's match class only.
   *
   * @param state the state, from {@link Core#initial} or from this class
   */
  protected AbstractMatch(Core<S, M, T, R> state) {
    this.state = Objects.requireNonNull(state, "state");
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
   * Returns the name of a player's colour for messages, such as {@code Black}.
   *
   * @param player 0 or 1
   * @return the name
   */
  protected abstract String playerName(int player);

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
    int size = size(state.events);
    if (size(after) != size + 1 || !after.head.equals(event)) {
      throw new IllegalArgumentException(
          "event "
              + event
              + " does not replay: it is recorded as "
              + (size(after) == size ? "nothing" : after.head));
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
    Objects.requireNonNull(seat, "seat");
    if (state.mode != Mode.ONLINE) {
      throw new MatchStateException(
          MatchStateException.Problem.WRONG_MODE,
          "Ready is for online rooms; a local game starts with Start Game");
    }
    requireWaiting();
    if (isReady(seat)) {
      throw new MatchStateException(
          MatchStateException.Problem.ALREADY_READY, seat.label() + " is already ready");
    }
    checkNotEarlier(at);
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
    if (state.mode != Mode.LOCAL) {
      throw new MatchStateException(
          MatchStateException.Problem.WRONG_MODE,
          "an online game starts when both Host and Guest are ready, not with Start Game");
    }
    requireWaiting();
    checkNotEarlier(at);
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
    requireRunning("move");
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
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(move, "move");
    requireRunning("move");
    checkNotEarlier(at);
    Seat onTurn = state.clock.running().orElseThrow();
    if (seat != onTurn) {
      S p = position();
      throw new MatchStateException(
          MatchStateException.Problem.NOT_ON_TURN,
          seat.label()
              + " cannot play "
              + move
              + ": it is "
              + onTurn.label()
              + "'s turn ("
              + playerName(p.playerToMove())
              + ")");
    }
    GameClock pressed = state.clock.press(at);
    if (pressed.isStopped()) {
      return lostOnTime(onTurn, at);
    }
    T t = position().transition(move);
    S after = t.after();
    R r = after.result();
    boolean over = r.isOver();
    if (!over && state.options.repetitionLimit() > 0 && repeated(after)) {
      r = tableResult(Ending.REPETITION, -1);
      over = true;
    }
    GameClock c = over ? pressed.stop(at) : pressed;
    PlayedMove<S, M, T> pm = new PlayedMove<>(plies(), seat, at, t, c);
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
    requireRunning("resign");
    checkNotEarlier(at);
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
    checkNotEarlier(at);
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
    Objects.requireNonNull(seat, "seat");
    requireRunning("offer a draw");
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
    checkNotEarlier(at);
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
    requirePending(seat, state.drawOffer, "accept a draw", "draw offer");
    checkNotEarlier(at);
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
    requirePending(seat, state.drawOffer, "decline a draw", "draw offer");
    checkNotEarlier(at);
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
    Objects.requireNonNull(seat, "seat");
    requireRunning("ask for a takeback");
    if (!state.options.takebacks()) {
      throw new MatchStateException(
          MatchStateException.Problem.TAKEBACKS_OFF, "takebacks are off in this match");
    }
    if (state.takeback != null) {
      throw new MatchStateException(
          MatchStateException.Problem.TAKEBACK_ALREADY_REQUESTED,
          state.takeback.label() + " has already asked for a takeback");
    }
    if (lastMoveOf(seat) == null) {
      throw new MatchStateException(
          MatchStateException.Problem.NOTHING_TO_TAKE_BACK,
          seat.label() + " has played no move to take back");
    }
    checkNotEarlier(at);
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
    requirePending(seat, state.takeback, "accept a takeback", "takeback request");
    checkNotEarlier(at);
    Optional<Seat> late = state.clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    Node<PlayedMove<S, M, T>> line = lastMoveOf(state.takeback).tail;
    S p = line == null ? state.start : line.head.after();
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
    requirePending(seat, state.takeback, "decline a takeback", "takeback request");
    checkNotEarlier(at);
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
    return state.events == null ? Optional.empty() : Optional.of(state.events.head);
  }

  @SuppressWarnings("unchecked")
  private SELF self() {
    return (SELF) this;
  }

  private static int size(Node<?> n) {
    return n == null ? 0 : n.size;
  }

  private int plies() {
    return size(state.line);
  }

  /** The node of the seat's last move in the game line, or null. */
  private Node<PlayedMove<S, M, T>> lastMoveOf(Seat seat) {
    for (Node<PlayedMove<S, M, T>> n = state.line; n != null; n = n.tail) {
      if (n.head.seat() == seat) {
        return n;
      }
    }
    return null;
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

  /** Whether {@code after} has now occurred {@code repetitionLimit} times, itself included. */
  private boolean repeated(S after) {
    long key = after.zobrist();
    int seen = 1;
    for (Node<PlayedMove<S, M, T>> n = state.line; n != null; n = n.tail) {
      if (samePosition(n.head.after(), after, key)) {
        seen++;
      }
    }
    if (samePosition(state.start, after, key)) {
      seen++;
    }
    return seen >= state.options.repetitionLimit();
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

  private void requirePending(Seat seat, Seat pending, String what, String thing) {
    Objects.requireNonNull(seat, "seat");
    requireRunning(what);
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

  private void requireWaiting() {
    if (state.status != Status.WAITING) {
      boolean running = state.status == Status.RUNNING;
      throw new MatchStateException(
          running
              ? MatchStateException.Problem.ALREADY_STARTED
              : MatchStateException.Problem.FINISHED,
          "the game has already " + (running ? "started" : "ended: " + state.result));
    }
  }

  private void requireRunning(String what) {
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

  private void checkNotEarlier(Instant at) {
    Objects.requireNonNull(at, "at");
    if (state.events != null && at.isBefore(state.events.head.at())) {
      throw new IllegalArgumentException(
          "instant " + at + " is earlier than the last event at " + state.events.head.at());
    }
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
    return state.line == null ? state.start : state.line.head.after();
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
    List<S> out = new ArrayList<>(plies() + 1);
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
    if (state.status == Status.WAITING) {
      return Optional.empty();
    }
    int readies = 0;
    for (MatchEvent<M> e : events()) {
      if (e instanceof MatchEvent.Started || (e instanceof MatchEvent.Ready && ++readies == 2)) {
        return Optional.of(e.at());
      }
    }
    throw new AssertionError("a started match has a start event");
  }

  /**
   * Returns the instant of the last accepted event; later events must not be earlier.
   *
   * @return the instant, or empty before the first event
   */
  public final Optional<Instant> lastEventAt() {
    return state.events == null ? Optional.empty() : Optional.of(state.events.head.at());
  }

  @Override
  public final boolean equals(Object o) {
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    Core<?, ?, ?, ?> s = ((AbstractMatch<?, ?, ?, ?, ?>) o).state;
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
    S p = position();
    StringBuilder sb =
        new StringBuilder("Match[")
            .append(p.rulesId())
            .append(' ')
            .append(state.mode)
            .append(' ')
            .append(state.control)
            .append(", ")
            .append(state.status);
    if (state.options.repetitionLimit() > 0) {
      sb.append(", repetition ").append(state.options.repetitionLimit());
    }
    if (!state.options.takebacks()) {
      sb.append(", no takebacks");
    }
    if (state.status == Status.RUNNING) {
      Seat s = state.clock.running().orElseThrow();
      sb.append(", ")
          .append(s.label())
          .append(" (")
          .append(playerName(playerOf(s)))
          .append(") to move, ply ")
          .append(p.ply());
      if (state.drawOffer != null) {
        sb.append(", draw offered by ").append(state.drawOffer.label());
      }
      if (state.takeback != null) {
        sb.append(", takeback asked by ").append(state.takeback.label());
      }
    } else if (state.status == Status.FINISHED) {
      sb.append(", ").append(state.result);
    }
    return sb.append(']').toString();
  }
}
