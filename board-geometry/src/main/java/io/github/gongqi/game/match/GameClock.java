package io.github.gongqi.game.match;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A two-seat game clock with main time and a fresh byo-yomi period on every turn, driven entirely
 * by instants that the caller passes in.
 *
 * <p>The clock is paused until {@link #start}. Then exactly one seat's clock runs: the seat on turn
 * spends its main time first; main time that runs out during a turn flows into that turn's byo-yomi
 * period; {@link #press} ends the turn and hands the clock to the other seat, and the period is
 * given afresh, in full, on every later turn. A seat loses on time when a turn lasts longer than
 * its remaining main time plus one period: a press at the {@linkplain #deadline() last instant} is
 * in time, a press one nanosecond later is not. {@link #stop} freezes the clock at the end of a
 * game. Under {@link TimeControl#UNTIMED} the clock keeps turns and instants only: no seat loses on
 * time and there is no deadline.
 *
 * <p>The clock never reads the wall clock. Every instant comes from the caller, typically from an
 * injectable {@link java.time.InstantSource}. An instant earlier than the last event is refused
 * with an {@link IllegalArgumentException} naming both instants; this holds for the queries too,
 * since the clock cannot answer for a past it no longer knows.
 *
 * <pre>{@code
 * Instant t0 = Instant.parse("2026-11-30T18:00:00Z");
 * GameClock c = GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20))).start(Seat.HOST, t0);
 * c = c.press(t0.plusSeconds(185));                             // Host used 3:05: 5 s into byo-yomi
 * c.mainTimeLeft(Seat.HOST, t0.plusSeconds(185));               // PT0S
 * c.running();                                                  // Optional[GUEST]
 * c.periodLeft(Seat.HOST, t0.plusSeconds(185));                 // PT20S: fresh next turn
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; every method that changes the clock returns a new
 * one.
 */
public final class GameClock {
  private final TimeControl control;
  private final Duration hostMain;
  private final Duration guestMain;
  private final Seat turn;
  private final Instant turnStart;
  private final Instant last;
  private final Instant stoppedAt;

  private GameClock(
      TimeControl control,
      Duration hostMain,
      Duration guestMain,
      Seat turn,
      Instant turnStart,
      Instant last,
      Instant stoppedAt) {
    this.control = control;
    this.hostMain = hostMain;
    this.guestMain = guestMain;
    this.turn = turn;
    this.turnStart = turnStart;
    this.last = last;
    this.stoppedAt = stoppedAt;
  }

  /**
   * Returns a paused clock: both seats have their full main time and nothing runs.
   *
   * @param control the time control
   * @return the clock
   */
  public static GameClock of(TimeControl control) {
    Objects.requireNonNull(control, "control");
    return new GameClock(control, control.mainTime(), control.mainTime(), null, null, null, null);
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
   * Returns whether the clock has been started.
   *
   * @return true after {@link #start}
   */
  public boolean isStarted() {
    return turn != null;
  }

  /**
   * Returns whether the clock has been stopped, by {@link #stop} or by a late {@link #press}.
   *
   * @return true once stopped
   */
  public boolean isStopped() {
    return stoppedAt != null;
  }

  /**
   * Returns the seat whose clock runs.
   *
   * @return the running seat, or empty before the start and after the stop
   */
  public Optional<Seat> running() {
    return isStarted() && !isStopped() ? Optional.of(turn) : Optional.empty();
  }

  /**
   * Returns the instant of the last event (start, press or stop).
   *
   * @return the instant, or empty before the start
   */
  public Optional<Instant> lastEvent() {
    return Optional.ofNullable(last);
  }

  /**
   * Returns the last instant at which the running seat may still press in time: the start of its
   * turn plus its remaining main time plus one period, or {@link Instant#MAX} when that lies beyond
   * the last instant {@link Instant} holds (every press is then in time).
   *
   * @return the deadline, or empty if no clock runs
   */
  public Optional<Instant> deadline() {
    if (control.isUntimed()) {
      return Optional.empty();
    }
    return running().map(s -> saturatedPlus(turnStart, storedMain(s).plus(control.byoYomi())));
  }

  /** {@code from + d}, or {@link Instant#MAX} if that is later than any instant. */
  private static Instant saturatedPlus(Instant from, Duration d) {
    // Duration.between cannot overflow for two instants; Instant.plus can.
    return Duration.between(from, Instant.MAX).compareTo(d) < 0 ? Instant.MAX : from.plus(d);
  }

  /**
   * Starts the clock: from {@code at} the clock of {@code first} runs.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param first the seat whose clock runs first: in a match, the seat owning the side to move
   * @param at the start instant
   * @return the running clock
   * @throws IllegalStateException if the clock was already started
   */
  public GameClock start(Seat first, Instant at) {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(at, "at");
    if (isStarted()) {
      throw new IllegalStateException("the clock was already started at " + last);
    }
    return new GameClock(control, hostMain, guestMain, first, at, at, null);
  }

  /**
   * Ends the running seat's turn at {@code at} and starts the other seat's clock.
   *
   * <p>The main time spent is deducted; any part of the turn beyond it was byo-yomi, which resets
   * in full for the next turn. If the running seat has already lost on time at {@code at}, the turn
   * does not pass: the returned clock is stopped at {@code at} with that seat {@linkplain #hasLost
   * lost on time}. This instance is immutable and unaffected by this method call.
   *
   * @param at the instant of the move
   * @return the clock after the move
   * @throws IllegalStateException if no clock runs
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public GameClock press(Instant at) {
    requireRunning("press");
    checkNotEarlier(at);
    if (hasLost(turn, at)) {
      return new GameClock(control, hostMain, guestMain, turn, turnStart, at, at);
    }
    Duration left = mainTimeLeft(turn, at);
    return new GameClock(
        control,
        turn == Seat.HOST ? left : hostMain,
        turn == Seat.GUEST ? left : guestMain,
        turn.other(),
        at,
        at,
        null);
  }

  /**
   * Ends the running turn at {@code at}, as {@link #press} would charge it, and gives the turn to
   * {@code seat} (which may be the seat that was running): for a takeback, after which the seat to
   * move is decided by the position, not by alternation.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat whose clock runs next
   * @param at the instant
   * @return the clock with {@code seat} running since {@code at}
   * @throws IllegalStateException if the clock is not running
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public GameClock giveTurn(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    requireRunning("give the turn on");
    checkNotEarlier(at);
    Duration left = mainTimeLeft(turn, at);
    return new GameClock(
        control,
        turn == Seat.HOST ? left : hostMain,
        turn == Seat.GUEST ? left : guestMain,
        seat,
        at,
        at,
        null);
  }

  /**
   * Stops the clock at {@code at}, charging the running seat for its turn so far. The readings are
   * frozen from then on.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param at the instant the game ended
   * @return the stopped clock
   * @throws IllegalStateException if no clock runs
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public GameClock stop(Instant at) {
    requireRunning("stop");
    checkNotEarlier(at);
    return new GameClock(control, hostMain, guestMain, turn, turnStart, at, at);
  }

  /**
   * Returns a seat's remaining main time at {@code at}.
   *
   * @param seat the seat
   * @param at the instant asked about
   * @return the main time left, zero once it is spent
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Duration mainTimeLeft(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    checkNotEarlier(at);
    Duration stored = storedMain(seat);
    if (seat != turn) {
      return stored;
    }
    Duration left = stored.minus(elapsed(at));
    return left.isNegative() ? Duration.ZERO : left;
  }

  /**
   * Returns whether a seat's main time is spent at {@code at}, so that it plays in byo-yomi.
   *
   * @param seat the seat
   * @param at the instant asked about
   * @return true once the seat's main time is zero
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public boolean isInByoYomi(Seat seat, Instant at) {
    return mainTimeLeft(seat, at).isZero();
  }

  /**
   * Returns how much of the byo-yomi period a seat has left at {@code at}: the full period for a
   * seat whose clock does not run or that still has main time, less what the running seat has used
   * of this turn's period, zero once it is exceeded.
   *
   * @param seat the seat
   * @param at the instant asked about
   * @return the period left
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Duration periodLeft(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    checkNotEarlier(at);
    if (seat != turn) {
      return control.byoYomi();
    }
    Duration over = elapsed(at).minus(storedMain(seat));
    if (over.isNegative()) {
      return control.byoYomi();
    }
    Duration left = control.byoYomi().minus(over);
    return left.isNegative() ? Duration.ZERO : left;
  }

  /**
   * Returns whether a seat has lost on time at {@code at}: its current turn has lasted longer than
   * its remaining main time plus one period.
   *
   * @param seat the seat
   * @param at the instant asked about
   * @return true if the seat has lost on time
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public boolean hasLost(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    checkNotEarlier(at);
    return seat == turn
        && !control.isUntimed()
        && elapsed(at).compareTo(storedMain(seat).plus(control.byoYomi())) > 0;
  }

  /**
   * Returns the seat that has lost on time at {@code at}, if any.
   *
   * @param at the instant asked about
   * @return the seat, or empty
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Optional<Seat> loser(Instant at) {
    checkNotEarlier(at);
    return turn != null && hasLost(turn, at) ? Optional.of(turn) : Optional.empty();
  }

  private Duration storedMain(Seat seat) {
    return seat == Seat.HOST ? hostMain : guestMain;
  }

  /** The running seat's time in this turn; frozen at the stop. Zero before the start. */
  private Duration elapsed(Instant at) {
    if (turn == null) {
      return Duration.ZERO;
    }
    return Duration.between(turnStart, stoppedAt != null ? stoppedAt : at);
  }

  private void requireRunning(String what) {
    if (!isStarted()) {
      throw new IllegalStateException("cannot " + what + " a clock that was not started");
    }
    if (isStopped()) {
      throw new IllegalStateException("cannot " + what + " a clock stopped at " + stoppedAt);
    }
  }

  private void checkNotEarlier(Instant at) {
    Objects.requireNonNull(at, "at");
    if (last != null && at.isBefore(last)) {
      throw new IllegalArgumentException(
          "instant " + at + " is earlier than the last clock event at " + last);
    }
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof GameClock)) {
      return false;
    }
    GameClock c = (GameClock) o;
    return control.equals(c.control)
        && hostMain.equals(c.hostMain)
        && guestMain.equals(c.guestMain)
        && turn == c.turn
        && Objects.equals(turnStart, c.turnStart)
        && Objects.equals(last, c.last)
        && Objects.equals(stoppedAt, c.stoppedAt);
  }

  @Override
  public int hashCode() {
    return Objects.hash(control, hostMain, guestMain, turn, turnStart, last, stoppedAt);
  }

  /**
   * Returns a summary such as {@code GameClock[4:00+30s, Host PT3M10S running since
   * 2026-11-30T18:00:50Z, Guest PT3M58S]}: the main time left at the start of each seat's turn.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("GameClock[").append(control);
    for (Seat s : Seat.values()) {
      sb.append(", ").append(s.label()).append(' ').append(storedMain(s));
      if (s == turn) {
        sb.append(isStopped() ? " stopped at " + stoppedAt : " running since " + turnStart);
      }
    }
    if (!isStarted()) {
      sb.append(", paused");
    }
    return sb.append(']').toString();
  }
}
