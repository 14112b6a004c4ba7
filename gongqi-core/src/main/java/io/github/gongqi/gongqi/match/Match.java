package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.GameClock;
import io.github.gongqi.game.MatchStateException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.Seat;
import io.github.gongqi.game.TimeControl;
import io.github.gongqi.gongqi.IllegalMoveException;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.SwapState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game of Gongqi between two seats, with its clock: an immutable state machine driven by events
 * that carry caller-supplied instants.
 *
 * <p>Lifecycle: a match is created {@link Status#WAITING} with a preset and a {@link Mode}. Online,
 * it starts when both {@link Seat#HOST} and {@link Seat#GUEST} have confirmed {@link #ready Ready}
 * (the Host alone does not start it); locally it starts with {@link #startGame Start Game}. Then it
 * is {@link Status#RUNNING}: the clock runs for the seat on turn, which is Black's seat first. It
 * is {@link Status#FINISHED} with a {@link #result() result} when a colour reaches the capture
 * goal, the game ends after two passes (a win or a draw), a seat resigns, or a seat loses on time.
 *
 * <p>Seats own colours: the Host plays Black and the Guest White until White takes the opening
 * swap; from then on the Host plays White and the Guest Black. Clocks stay with the seats. The swap
 * decision is timed on the clock of the seat playing White (the Guest); after the swap it is still
 * White's turn, and White is now the Host, so the Host's clock runs next.
 *
 * <p>Refusals throw and leave the match unchanged: {@link MatchStateException} for a move before
 * the start or after the end or by the seat not on turn; {@link IllegalMoveException} for an
 * illegal move; {@link IllegalArgumentException} for an instant earlier than the last event. Time
 * is checked at every event: a move, resignation or check at an instant after the running seat's
 * {@linkplain GameClock#deadline() deadline} finishes the game on time instead (the late move is
 * not played). Either seat may resign at any time while the game runs, also when not on turn.
 *
 * <p>The match never reads the wall clock; take instants from an injectable {@link
 * java.time.InstantSource}.
 *
 * <pre>{@code
 * InstantSource time = InstantSource.system();
 * Match m = Match.online(Rules.QUICK)
 *     .ready(Seat.HOST, time.instant())
 *     .ready(Seat.GUEST, time.instant());          // RUNNING, Host (Black) to move
 * m = m.play(Seat.HOST, "d5N1", time.instant());
 * m = m.play(Seat.GUEST, "swap", time.instant());   // Guest now plays Black, Host White
 * m.seatToMove();                                   // Optional[HOST]
 * m = m.resign(Seat.GUEST, time.instant());         // allowed although not on turn
 * m.result();                                       // White wins by resignation
 * m.winner();                                       // Optional[HOST]
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe. Two matches are equal when they have the same
 * starting position, time control, mode and event history.
 */
public final class Match {
  /** How a match starts. */
  public enum Mode {
    /** Both players at one device: the game starts with {@link Match#startGame}. */
    LOCAL,
    /** An online room: the game starts when both seats have confirmed {@link Match#ready}. */
    ONLINE
  }

  /** Where a match stands. */
  public enum Status {
    /** Created, the clock paused, waiting for Ready or Start Game. */
    WAITING,
    /** The game is being played and a clock runs. */
    RUNNING,
    /** The game is over; see {@link Match#result()}. */
    FINISHED
  }

  private final Rules rules;
  private final Position start;
  private final TimeControl control;
  private final Mode mode;
  private final boolean hostReady;
  private final boolean guestReady;
  private final Status status;
  private final Position position;
  private final GameClock clock;
  private final Result result;
  private final Seat winner;
  private final List<MatchEvent> events;

  private Match(
      Rules rules,
      Position start,
      TimeControl control,
      Mode mode,
      boolean hostReady,
      boolean guestReady,
      Status status,
      Position position,
      GameClock clock,
      Result result,
      Seat winner,
      List<MatchEvent> events) {
    this.rules = rules;
    this.start = start;
    this.control = control;
    this.mode = mode;
    this.hostReady = hostReady;
    this.guestReady = guestReady;
    this.status = status;
    this.position = position;
    this.clock = clock;
    this.result = result;
    this.winner = winner;
    this.events = events;
  }

  /**
   * Returns a new local match with the preset's time control, waiting for Start Game.
   *
   * @param rules the preset
   * @return the match
   */
  public static Match local(Rules rules) {
    return create(rules, Mode.LOCAL, Objects.requireNonNull(rules, "rules").timeControl());
  }

  /**
   * Returns a new online match with the preset's time control, waiting for both seats' Ready.
   *
   * @param rules the preset
   * @return the match
   */
  public static Match online(Rules rules) {
    return create(rules, Mode.ONLINE, Objects.requireNonNull(rules, "rules").timeControl());
  }

  /**
   * Returns a new match, waiting to start.
   *
   * @param rules the preset
   * @param mode local or online
   * @param control the time control, usually {@link Rules#timeControl()}
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, TimeControl control) {
    return fromPosition(Position.start(Objects.requireNonNull(rules, "rules")), mode, control);
  }

  /**
   * Returns a new match that starts from a set-up position instead of the start of the game, for
   * puzzles, lessons or resumed games. The Host owns Black unless the position's swap state is
   * {@link SwapState#SWAPPED}; the seat owning the side to move is on turn when the game starts.
   *
   * @param start the position to play from
   * @param mode local or online
   * @param control the time control
   * @return the match, waiting to start
   * @throws IllegalArgumentException if the position is already over
   */
  public static Match fromPosition(Position start, Mode mode, TimeControl control) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(control, "control");
    if (start.isOver()) {
      throw new IllegalArgumentException("the game in " + start.toNotation() + " is already over");
    }
    return new Match(
        start.rules(),
        start,
        control,
        mode,
        false,
        false,
        Status.WAITING,
        start,
        GameClock.of(control),
        Result.ONGOING,
        null,
        List.of());
  }

  /**
   * Replays an event history into a new match.
   *
   * @param rules the preset
   * @param mode local or online
   * @param control the time control
   * @param events the events, in order
   * @return the match after the events
   * @throws RuntimeException the exception of the first event that does not replay, as {@link
   *     #apply(MatchEvent)} throws it
   */
  public static Match replay(
      Rules rules, Mode mode, TimeControl control, List<? extends MatchEvent> events) {
    return replay(Position.start(Objects.requireNonNull(rules, "rules")), mode, control, events);
  }

  /**
   * Replays an event history into a new match from a set-up position.
   *
   * @param start the position the match started from
   * @param mode local or online
   * @param control the time control
   * @param events the events, in order
   * @return the match after the events
   * @throws RuntimeException the exception of the first event that does not replay, as {@link
   *     #apply(MatchEvent)} throws it
   */
  public static Match replay(
      Position start, Mode mode, TimeControl control, List<? extends MatchEvent> events) {
    Match m = fromPosition(start, mode, control);
    for (MatchEvent e : events) {
      m = m.apply(e);
    }
    return m;
  }

  /**
   * Applies one event as the matching method would ({@link #ready}, {@link #startGame}, {@link
   * #play}, {@link #resign}, {@link #checkTime}) and checks that it is recorded exactly as given: a
   * {@link MatchEvent.Played} that turns out late, or a {@link MatchEvent.TimeLost} when no time
   * was lost, is refused.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param event the event
   * @return the match after the event
   * @throws IllegalArgumentException if the event would be recorded differently
   * @throws MatchStateException if the match refuses the event
   */
  public Match apply(MatchEvent event) {
    Objects.requireNonNull(event, "event");
    Match next;
    if (event instanceof MatchEvent.Ready r) {
      next = ready(r.seat(), r.at());
    } else if (event instanceof MatchEvent.Started s) {
      next = startGame(s.at());
    } else if (event instanceof MatchEvent.Played p) {
      next = play(p.seat(), p.move(), p.at());
    } else if (event instanceof MatchEvent.Resigned r) {
      next = resign(r.seat(), r.at());
    } else {
      next = checkTime(event.at());
    }
    if (next.events.size() != events.size() + 1 || !next.events.get(events.size()).equals(event)) {
      throw new IllegalArgumentException(
          "event "
              + event
              + " does not replay: it is recorded as "
              + (next.events.size() == events.size() ? "nothing" : next.events.get(events.size())));
    }
    return next;
  }

  /**
   * Confirms Ready for a seat in an online room. When both seats are ready, the game starts at
   * {@code at}: the clock of the seat on turn (the Host, playing Black, from the start of the game)
   * begins to run.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat
   * @param at the instant
   * @return the match after the confirmation
   * @throws MatchStateException if the match is local, already started, or the seat already ready
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match ready(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    if (mode != Mode.ONLINE) {
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
    boolean host = hostReady || seat == Seat.HOST;
    boolean guest = guestReady || seat == Seat.GUEST;
    boolean both = host && guest;
    return new Match(
        rules,
        start,
        control,
        mode,
        host,
        guest,
        both ? Status.RUNNING : Status.WAITING,
        position,
        both ? clock.start(ownerOf(position, position.sideToMove()), at) : clock,
        result,
        null,
        append(new MatchEvent.Ready(seat, at)));
  }

  /**
   * Starts a local game at {@code at}: the clock of the seat on turn (the Host, playing Black, from
   * the start of the game) begins to run.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param at the instant
   * @return the running match
   * @throws MatchStateException if the match is online or already started
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match startGame(Instant at) {
    if (mode != Mode.LOCAL) {
      throw new MatchStateException(
          MatchStateException.Problem.WRONG_MODE,
          "an online game starts when both Host and Guest are ready, not with Start Game");
    }
    requireWaiting();
    checkNotEarlier(at);
    return new Match(
        rules,
        start,
        control,
        mode,
        hostReady,
        guestReady,
        Status.RUNNING,
        position,
        clock.start(ownerOf(position, position.sideToMove()), at),
        result,
        null,
        append(new MatchEvent.Started(at)));
  }

  /**
   * Plays a move given in notation, such as {@code f7N1}, {@code swap} or {@code pass}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move's notation
   * @param at the instant of the move
   * @return the match after the move, or finished on time if the seat was late
   * @throws NotationException if the text is not a move of this preset
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalMoveException if the move is illegal
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   * @see #play(Seat, Move, Instant)
   */
  public Match play(Seat seat, String move, Instant at) {
    return play(seat, position.parseMove(Objects.requireNonNull(move, "move")), at);
  }

  /**
   * Plays a move for the seat on turn. The seat's clock stops and the other seat's starts. If the
   * seat has already run out of time at {@code at}, the move is not played: the match finishes with
   * a loss on time for that seat. If the move ends the game (capture goal, second pass) the clock
   * stops.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move
   * @param at the instant of the move
   * @return the match after the move, or finished on time if the seat was late
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalMoveException if the move is illegal
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match play(Seat seat, Move move, Instant at) {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(move, "move");
    requireRunning("move");
    checkNotEarlier(at);
    Seat onTurn = clock.running().orElseThrow();
    if (seat != onTurn) {
      throw new MatchStateException(
          MatchStateException.Problem.NOT_ON_TURN,
          seat.label()
              + " cannot play "
              + move
              + ": it is "
              + onTurn.label()
              + "'s turn ("
              + colourName(position.sideToMove())
              + ")");
    }
    GameClock pressed = clock.press(at);
    if (pressed.isStopped()) {
      return lostOnTime(onTurn, at);
    }
    Position after = position.play(move);
    MatchEvent event = new MatchEvent.Played(seat, move, at);
    if (!after.isOver()) {
      return with(Status.RUNNING, after, pressed, Result.ONGOING, null, event);
    }
    Result r = after.result();
    Seat w = r.winner().map(c -> ownerOf(after, c)).orElse(null);
    return with(Status.FINISHED, after, pressed.stop(at), r, w, event);
  }

  /**
   * Resigns for a seat, on turn or not. The other seat wins by resignation and the clock stops,
   * unless the seat on turn had already run out of time at {@code at}: then the game is lost on
   * time instead.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that resigns
   * @param at the instant
   * @return the finished match
   * @throws MatchStateException if the game is not running
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match resign(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    requireRunning("resign");
    checkNotEarlier(at);
    Optional<Seat> late = clock.loser(at);
    if (late.isPresent()) {
      return lostOnTime(late.get(), at);
    }
    Seat w = seat.other();
    return with(
        Status.FINISHED,
        position,
        clock.stop(at),
        Result.win(colourOf(w), Result.Reason.RESIGNATION),
        w,
        new MatchEvent.Resigned(seat, at));
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
  public Match checkTime(Instant at) {
    checkNotEarlier(at);
    if (status != Status.RUNNING) {
      return this;
    }
    Optional<Seat> late = clock.loser(at);
    return late.isPresent() ? lostOnTime(late.get(), at) : this;
  }

  private Match lostOnTime(Seat loser, Instant at) {
    Seat w = loser.other();
    return with(
        Status.FINISHED,
        position,
        clock.stop(at),
        Result.win(colourOf(w), Result.Reason.TIME),
        w,
        new MatchEvent.TimeLost(loser, at));
  }

  private Match with(Status s, Position p, GameClock c, Result r, Seat w, MatchEvent event) {
    return new Match(
        rules, start, control, mode, hostReady, guestReady, s, p, c, r, w, append(event));
  }

  private List<MatchEvent> append(MatchEvent event) {
    List<MatchEvent> list = new ArrayList<>(events.size() + 1);
    list.addAll(events);
    list.add(event);
    return List.copyOf(list);
  }

  private void requireWaiting() {
    if (status != Status.WAITING) {
      throw new MatchStateException(
          status == Status.RUNNING
              ? MatchStateException.Problem.ALREADY_STARTED
              : MatchStateException.Problem.FINISHED,
          "the game has already " + (status == Status.RUNNING ? "started" : "ended: " + result));
    }
  }

  private void requireRunning(String what) {
    if (status == Status.WAITING) {
      throw new MatchStateException(
          MatchStateException.Problem.NOT_STARTED, "cannot " + what + ": the game has not started");
    }
    if (status == Status.FINISHED) {
      throw new MatchStateException(
          MatchStateException.Problem.FINISHED,
          "cannot " + what + ": the game is over (" + result + ")");
    }
  }

  private void checkNotEarlier(Instant at) {
    Objects.requireNonNull(at, "at");
    if (!events.isEmpty()) {
      Instant last = events.get(events.size() - 1).at();
      if (at.isBefore(last)) {
        throw new IllegalArgumentException(
            "instant " + at + " is earlier than the last event at " + last);
      }
    }
  }

  private static Seat ownerOf(Position p, Side colour) {
    boolean hostBlack = p.swapState() != SwapState.SWAPPED;
    return (colour == Side.BLACK) == hostBlack ? Seat.HOST : Seat.GUEST;
  }

  private static String colourName(Side c) {
    return c == Side.BLACK ? "Black" : "White";
  }

  /**
   * Returns the preset.
   *
   * @return the rules
   */
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the position the match started from: the start of the game unless it was created {@link
   * #fromPosition from a set-up position}.
   *
   * @return the starting position
   */
  public Position startPosition() {
    return start;
  }

  /**
   * Returns the time control.
   *
   * @return the time control
   */
  public TimeControl timeControl() {
    return control;
  }

  /**
   * Returns whether this is a local game or an online room.
   *
   * @return the mode
   */
  public Mode mode() {
    return mode;
  }

  /**
   * Returns where the match stands.
   *
   * @return waiting, running or finished
   */
  public Status status() {
    return status;
  }

  /**
   * Returns whether a seat has confirmed Ready (online rooms only; always false in a local game).
   *
   * @param seat the seat
   * @return true once the seat is ready
   */
  public boolean isReady(Seat seat) {
    return Objects.requireNonNull(seat, "seat") == Seat.HOST ? hostReady : guestReady;
  }

  /**
   * Returns the position on the board.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the clock: paused while waiting, running while the game runs, stopped at the end.
   *
   * @return the clock
   */
  public GameClock clock() {
    return clock;
  }

  /**
   * Returns the seat that owns a colour: the Host owns Black until White takes the swap.
   *
   * @param colour the colour
   * @return its seat
   */
  public Seat seatOf(Side colour) {
    return ownerOf(position, Objects.requireNonNull(colour, "colour"));
  }

  /**
   * Returns the colour a seat plays: the Host plays Black until White takes the swap.
   *
   * @param seat the seat
   * @return its colour
   */
  public Side colourOf(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return seatOf(Side.BLACK) == seat ? Side.BLACK : Side.WHITE;
  }

  /**
   * Returns the seat on turn, whose clock runs.
   *
   * @return the seat, or empty unless the game is running
   */
  public Optional<Seat> seatToMove() {
    return clock.running();
  }

  /**
   * Returns the result in colours: ongoing until the game ends, then a win by captures, two passes,
   * resignation or time, or a draw by two passes.
   *
   * @return the result
   */
  public Result result() {
    return result;
  }

  /**
   * Returns the winning seat.
   *
   * @return the seat, or empty while the game is not over or if it was drawn
   */
  public Optional<Seat> winner() {
    return Optional.ofNullable(winner);
  }

  /**
   * Returns the accepted events in order, each with its instant. Refused events are not recorded.
   *
   * @return an immutable list
   */
  public List<MatchEvent> events() {
    return events;
  }

  /**
   * Returns the instant the game started.
   *
   * @return the start instant, or empty while waiting
   */
  public Optional<Instant> startedAt() {
    if (status == Status.WAITING) {
      return Optional.empty();
    }
    // Local: the Started event; online: the second Ready.
    int readies = 0;
    for (MatchEvent e : events) {
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
  public Optional<Instant> lastEventAt() {
    return events.isEmpty() ? Optional.empty() : Optional.of(events.get(events.size() - 1).at());
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Match)) {
      return false;
    }
    Match m = (Match) o;
    return rules == m.rules
        && start.equals(m.start)
        && mode == m.mode
        && control.equals(m.control)
        && events.equals(m.events);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, start, mode, control, events);
  }

  /**
   * Returns a summary such as {@code Match[STANDARD ONLINE 4:00+30s, RUNNING, Host (Black) to move,
   * move 3]}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder("Match[")
            .append(rules)
            .append(' ')
            .append(mode)
            .append(' ')
            .append(control)
            .append(", ")
            .append(status);
    if (status == Status.RUNNING) {
      Seat s = clock.running().orElseThrow();
      sb.append(", ")
          .append(s.label())
          .append(" (")
          .append(colourName(colourOf(s)))
          .append(") to move, move ")
          .append(position.ply() + 1);
    } else if (status == Status.FINISHED) {
      sb.append(", ").append(result);
    }
    return sb.append(']').toString();
  }
}
