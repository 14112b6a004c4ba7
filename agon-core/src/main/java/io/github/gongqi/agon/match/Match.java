package io.github.gongqi.agon.match;

import io.github.gongqi.agon.IllegalMoveException;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.game.MatchStateException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.Seat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game of Agon between two seats: an immutable state machine driven by events that carry
 * caller-supplied instants.
 *
 * <p>Lifecycle, as in the Gongqi match: a match is created {@link Status#WAITING} with the rules
 * and a {@link Mode}. Online, it starts when both {@link Seat#HOST} and {@link Seat#GUEST} have
 * confirmed {@link #ready Ready}; locally it starts with {@link #startGame Start Game}. Then it is
 * {@link Status#RUNNING}. It is {@link Status#FINISHED} with a {@link #result() result} when a side
 * completes the Queen-and-Guards formation, a side completes six Guards on ring 1 without its Queen
 * on the throne (under that option), two passes follow each other, the ply limit is reached, a
 * position repeats {@linkplain Options#repetitionLimit() the set number of times} (an option of the
 * match, off by default), a seat resigns, or the seats agree to a draw.
 *
 * <p><b>Seats and sides</b>: the Host plays the rules' {@linkplain Rules#firstSide() first side}
 * (White by default) and the Guest the other; Agon has no swap, so this never changes.
 *
 * <p><b>Draw offers</b>: a seat may offer a draw whenever the game runs, on turn or not, for
 * example just before or just after its own move. The offer stands while its own seat moves and
 * lapses when the other seat plays a move instead of answering: that move is the refusal. Until
 * then the other seat may {@link #acceptDraw accept} (the game is drawn by agreement) or {@link
 * #declineDraw decline}. Only one offer is pending at a time; a seat that has an offer to answer
 * must answer it (or move) before offering a draw itself. A resignation ends the game whatever is
 * pending.
 *
 * <p><b>Refusals</b> throw and leave the match unchanged: {@link MatchStateException} for an event
 * in the wrong state (a move before the start or after the end, a move by the seat not on turn, an
 * answer to no offer); {@link IllegalMoveException} for an illegal move; {@link
 * IllegalArgumentException} for an instant earlier than the last event. Either seat may resign at
 * any time while the game runs, also when not on turn. There is no clock: Agon's match keeps the
 * instants of its events but no time control (see the package documentation).
 *
 * <pre>{@code
 * Instant t0 = Instant.parse("2026-11-30T18:00:00Z");
 * Match m = Match.local(Rules.STANDARD).startGame(t0);     // Host plays White
 * m = m.play(Seat.HOST, "a1-b2", t0.plusSeconds(5));
 * m = m.offerDraw(Seat.HOST, t0.plusSeconds(6));           // off turn: Guest to move
 * m = m.play(Seat.GUEST, "k11-j11", t0.plusSeconds(9));    // moving instead of answering: lapsed
 * m.drawOffer();                                           // Optional.empty
 * m = m.resign(Seat.HOST, t0.plusSeconds(20));             // not on turn: allowed
 * m.result();                                              // Black wins by resignation
 * m.winner();                                              // Optional[GUEST]
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe. Two matches are equal when they have the same rules,
 * options, mode and event history.
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
    /** Created, waiting for Ready or Start Game. */
    WAITING,
    /** The game is being played. */
    RUNNING,
    /** The game is over; see {@link Match#result()}. */
    FINISHED
  }

  /**
   * Options of the match that are not rules of Agon. The source has no repetition rule, so it is
   * off by default; bots and tournaments may turn it on.
   *
   * <pre>{@code
   * Match.Options o = Match.Options.DEFAULT.withRepetitionLimit(3);
   * Match m = Match.create(Rules.LUDII, Match.Mode.LOCAL, o);
   * }</pre>
   *
   * @param repetitionLimit 0 for no repetition rule; otherwise N &ge; 2: the game is drawn when a
   *     position occurs for the N-th time in the game (the start position counts as one
   *     occurrence). Positions are the same when the board (marks included), the side to move, the
   *     pieces waiting off the board, the placement phase and the count of consecutive passes are
   *     the same; the ply count is not compared. They are found by {@link Position#zobrist()} and
   *     confirmed by comparing the positions themselves.
   */
  public record Options(int repetitionLimit) {
    /** No repetition rule. */
    public static final Options DEFAULT = new Options(0);

    /**
     * Checks the components.
     *
     * @param repetitionLimit 0, or 2 and more
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
      return new Options(limit);
    }
  }

  /** A persistent list of events, newest first, with the position after each event. */
  private record History(MatchEvent event, Position position, History previous, int size) {}

  private final Rules rules;
  private final Options options;
  private final Mode mode;
  private final boolean hostReady;
  private final boolean guestReady;
  private final Status status;
  private final Position start;
  private final History history;
  private final Result result;
  private final Seat drawOffer;

  private Match(
      Rules rules,
      Options options,
      Mode mode,
      boolean hostReady,
      boolean guestReady,
      Status status,
      Position start,
      History history,
      Result result,
      Seat drawOffer) {
    this.rules = rules;
    this.options = options;
    this.mode = mode;
    this.hostReady = hostReady;
    this.guestReady = guestReady;
    this.status = status;
    this.start = start;
    this.history = history;
    this.result = result;
    this.drawOffer = drawOffer;
  }

  /**
   * Returns a new local match with default options, waiting for Start Game.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match local(Rules rules) {
    return create(rules, Mode.LOCAL, Options.DEFAULT);
  }

  /**
   * Returns a new online match with default options, waiting for both seats' Ready.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match online(Rules rules) {
    return create(rules, Mode.ONLINE, Options.DEFAULT);
  }

  /**
   * Returns a new match, waiting to start.
   *
   * @param rules the rules
   * @param mode local or online
   * @param options the options, such as a repetition limit
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, Options options) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(options, "options");
    return new Match(
        rules,
        options,
        mode,
        false,
        false,
        Status.WAITING,
        Position.start(rules),
        null,
        Result.ONGOING,
        null);
  }

  /**
   * Replays an event history into a new match.
   *
   * @param rules the rules
   * @param mode local or online
   * @param options the options
   * @param events the events, in order
   * @return the match after the events
   * @throws RuntimeException the exception of the first event that does not replay, as {@link
   *     #apply(MatchEvent)} throws it
   */
  public static Match replay(
      Rules rules, Mode mode, Options options, List<? extends MatchEvent> events) {
    Match m = create(rules, mode, options);
    for (MatchEvent e : events) {
      m = m.apply(e);
    }
    return m;
  }

  /**
   * Applies one event as the matching method would ({@link #ready}, {@link #startGame}, {@link
   * #play}, {@link #resign}, {@link #offerDraw}, {@link #acceptDraw}, {@link #declineDraw}).
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param event the event
   * @return the match after the event
   * @throws MatchStateException if the match refuses the event
   * @throws IllegalMoveException if a played move is illegal
   * @throws IllegalArgumentException if the instant is earlier than the last event
   */
  public Match apply(MatchEvent event) {
    Objects.requireNonNull(event, "event");
    if (event instanceof MatchEvent.Ready r) {
      return ready(r.seat(), r.at());
    } else if (event instanceof MatchEvent.Started s) {
      return startGame(s.at());
    } else if (event instanceof MatchEvent.Played p) {
      return play(p.seat(), p.move(), p.at());
    } else if (event instanceof MatchEvent.Resigned r) {
      return resign(r.seat(), r.at());
    } else if (event instanceof MatchEvent.DrawOffered o) {
      return offerDraw(o.seat(), o.at());
    } else if (event instanceof MatchEvent.DrawAccepted a) {
      return acceptDraw(a.seat(), a.at());
    } else {
      MatchEvent.DrawDeclined d = (MatchEvent.DrawDeclined) event;
      return declineDraw(d.seat(), d.at());
    }
  }

  /**
   * Confirms Ready for a seat in an online room. When both seats are ready, the game starts at
   * {@code at} with the Host (the first side) to move.
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
    return new Match(
        rules,
        options,
        mode,
        host,
        guest,
        host && guest ? Status.RUNNING : Status.WAITING,
        start,
        push(new MatchEvent.Ready(seat, at), start),
        result,
        null);
  }

  /**
   * Starts a local game at {@code at} with the Host (the first side) to move.
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
        options,
        mode,
        hostReady,
        guestReady,
        Status.RUNNING,
        start,
        push(new MatchEvent.Started(at), start),
        result,
        null);
  }

  /**
   * Plays a move given in notation, such as {@code a1-b2}, {@code G@a3}, {@code c5@a3} or {@code
   * pass}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move's notation
   * @param at the instant of the move
   * @return the match after the move
   * @throws NotationException if the text is not a move
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalMoveException if the move is illegal
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   * @see #play(Seat, Move, Instant)
   */
  public Match play(Seat seat, String move, Instant at) {
    return play(seat, Move.parse(Objects.requireNonNull(move, "move"), rules), at);
  }

  /**
   * Plays a move for the seat on turn. A draw offer by the other seat lapses; an offer by this seat
   * stands. If the move ends the game by the rules (formation, six-Guards loss, two passes, ply
   * limit) the match finishes with that result; otherwise, if the {@linkplain
   * Options#repetitionLimit() repetition option} is on and the position after the move has now
   * occurred that many times, the match finishes drawn by {@link Result.Reason#REPETITION}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that moves
   * @param move the move
   * @param at the instant of the move
   * @return the match after the move
   * @throws MatchStateException if the game is not running or the seat is not on turn
   * @throws IllegalMoveException if the move is illegal
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match play(Seat seat, Move move, Instant at) {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(move, "move");
    requireRunning("move");
    Seat onTurn = seatOf(position().sideToMove());
    if (seat != onTurn) {
      throw new MatchStateException(
          MatchStateException.Problem.NOT_ON_TURN,
          seat.label()
              + " cannot play "
              + move
              + ": it is "
              + onTurn.label()
              + "'s turn ("
              + sideName(position().sideToMove())
              + ")");
    }
    checkNotEarlier(at);
    Position after = position().play(move);
    Result r = after.result();
    if (!r.isOver() && options.repetitionLimit() > 0 && repeated(after)) {
      r = Result.draw(Result.Reason.REPETITION);
    }
    return new Match(
        rules,
        options,
        mode,
        hostReady,
        guestReady,
        r.isOver() ? Status.FINISHED : Status.RUNNING,
        start,
        push(new MatchEvent.Played(seat, move, at), after),
        r,
        r.isOver() || drawOffer == seat.other() ? null : drawOffer);
  }

  /**
   * Resigns for a seat, on turn or not: the other seat wins by resignation. A pending draw offer
   * does not matter.
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
    return finish(
        new MatchEvent.Resigned(seat, at),
        Result.win(sideOf(seat.other()), Result.Reason.RESIGNATION));
  }

  /**
   * Offers a draw for a seat, on turn or not. The offer stands until the other seat accepts,
   * declines, or plays a move (which lets it lapse).
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param seat the seat that offers
   * @param at the instant
   * @return the match with the offer pending
   * @throws MatchStateException if the game is not running or an offer is already pending (by this
   *     seat, or by the other seat, whose offer should be answered instead)
   * @throws IllegalArgumentException if {@code at} is earlier than the last event
   */
  public Match offerDraw(Seat seat, Instant at) {
    Objects.requireNonNull(seat, "seat");
    requireRunning("offer a draw");
    if (drawOffer != null) {
      throw new MatchStateException(
          MatchStateException.Problem.DRAW_ALREADY_OFFERED,
          drawOffer == seat
              ? seat.label() + " has already offered a draw"
              : drawOffer.label()
                  + " has offered a draw: "
                  + seat.label()
                  + " may accept or decline it");
    }
    checkNotEarlier(at);
    return with(new MatchEvent.DrawOffered(seat, at), seat);
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
  public Match acceptDraw(Seat seat, Instant at) {
    requireOffer(seat, "accept");
    checkNotEarlier(at);
    return finish(new MatchEvent.DrawAccepted(seat, at), Result.draw(Result.Reason.AGREEMENT));
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
  public Match declineDraw(Seat seat, Instant at) {
    requireOffer(seat, "decline");
    checkNotEarlier(at);
    return with(new MatchEvent.DrawDeclined(seat, at), null);
  }

  private void requireOffer(Seat seat, String what) {
    Objects.requireNonNull(seat, "seat");
    requireRunning(what + " a draw");
    if (drawOffer != seat.other()) {
      throw new MatchStateException(
          MatchStateException.Problem.NO_DRAW_OFFER,
          seat.label()
              + " cannot "
              + what
              + " a draw: "
              + (drawOffer == seat
                  ? "the offer is its own"
                  : seat.other().label() + " has no draw offer pending"));
    }
  }

  private Match finish(MatchEvent event, Result r) {
    return new Match(
        rules,
        options,
        mode,
        hostReady,
        guestReady,
        Status.FINISHED,
        start,
        push(event, position()),
        r,
        null);
  }

  private Match with(MatchEvent event, Seat offer) {
    return new Match(
        rules,
        options,
        mode,
        hostReady,
        guestReady,
        status,
        start,
        push(event, position()),
        result,
        offer);
  }

  private History push(MatchEvent event, Position after) {
    return new History(event, after, history, history == null ? 1 : history.size + 1);
  }

  /** Whether {@code after} has now occurred {@code repetitionLimit} times, itself included. */
  private boolean repeated(Position after) {
    long key = after.zobrist();
    int seen = 1;
    for (History h = history; h != null; h = h.previous) {
      if (h.event instanceof MatchEvent.Played) {
        if (h.position.zobrist() == key && samePlacement(h.position, after)) {
          seen++;
        }
      }
    }
    if (start.zobrist() == key && samePlacement(start, after)) {
      seen++;
    }
    return seen >= options.repetitionLimit();
  }

  /** The same position but for the ply count (the last field of the notation). */
  private static boolean samePlacement(Position a, Position b) {
    String x = a.toNotation();
    String y = b.toNotation();
    int i = x.lastIndexOf(' ');
    return i == y.lastIndexOf(' ') && x.regionMatches(0, y, 0, i);
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
    if (history != null && at.isBefore(history.event.at())) {
      throw new IllegalArgumentException(
          "instant " + at + " is earlier than the last event at " + history.event.at());
    }
  }

  private static String sideName(Side side) {
    return side == Side.WHITE ? "White" : "Black";
  }

  /**
   * Returns the rules.
   *
   * @return the rules
   */
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the options of the match.
   *
   * @return the options
   */
  public Options options() {
    return options;
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
    return history == null ? start : history.position;
  }

  /**
   * Returns the positions of the game: the start and the position after every move.
   *
   * @return an immutable list, at least the start
   */
  public List<Position> positions() {
    List<Position> list = new ArrayList<>();
    for (History h = history; h != null; h = h.previous) {
      if (h.event instanceof MatchEvent.Played) {
        list.add(h.position);
      }
    }
    list.add(start);
    Collections.reverse(list);
    return List.copyOf(list);
  }

  /**
   * Returns the moves played, in order.
   *
   * @return an immutable list
   */
  public List<Move> moves() {
    List<Move> list = new ArrayList<>();
    for (MatchEvent e : events()) {
      if (e instanceof MatchEvent.Played p) {
        list.add(p.move());
      }
    }
    return List.copyOf(list);
  }

  /**
   * Returns the seat that plays a side: the Host plays the rules' first side.
   *
   * @param side the side
   * @return its seat
   */
  public Seat seatOf(Side side) {
    return Objects.requireNonNull(side, "side") == rules.firstSide() ? Seat.HOST : Seat.GUEST;
  }

  /**
   * Returns the side a seat plays: the Host plays the rules' first side (White by default).
   *
   * @param seat the seat
   * @return its side
   */
  public Side sideOf(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return seat == Seat.HOST ? rules.firstSide() : rules.firstSide().opponent();
  }

  /**
   * Returns the seat on turn.
   *
   * @return the seat, or empty unless the game is running
   */
  public Optional<Seat> seatToMove() {
    return status == Status.RUNNING
        ? Optional.of(seatOf(position().sideToMove()))
        : Optional.empty();
  }

  /**
   * Returns the seat whose draw offer is pending.
   *
   * @return the offering seat, or empty
   */
  public Optional<Seat> drawOffer() {
    return Optional.ofNullable(drawOffer);
  }

  /**
   * Returns the result in sides: ongoing until the game ends, then a win (formation, six-Guards
   * loss, resignation) or a draw (two passes, ply limit, repetition, agreement).
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
    return result.winner().map(this::seatOf);
  }

  /**
   * Returns the accepted events in order, each with its instant. Refused events are not recorded.
   *
   * @return an immutable list
   */
  public List<MatchEvent> events() {
    MatchEvent[] list = new MatchEvent[history == null ? 0 : history.size];
    int i = list.length;
    for (History h = history; h != null; h = h.previous) {
      list[--i] = h.event;
    }
    return List.of(list);
  }

  /**
   * Returns the instant the game started: Start Game, or the second Ready online.
   *
   * @return the start instant, or empty while waiting
   */
  public Optional<Instant> startedAt() {
    if (status == Status.WAITING) {
      return Optional.empty();
    }
    Instant at = null;
    for (History h = history; h != null; h = h.previous) {
      if (h.event instanceof MatchEvent.Started || h.event instanceof MatchEvent.Ready) {
        at = h.event.at();
        break;
      }
    }
    return Optional.ofNullable(at);
  }

  /**
   * Returns the instant of the last accepted event; later events must not be earlier.
   *
   * @return the instant, or empty before the first event
   */
  public Optional<Instant> lastEventAt() {
    return history == null ? Optional.empty() : Optional.of(history.event.at());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Match m
        && rules.equals(m.rules)
        && options.equals(m.options)
        && mode == m.mode
        && events().equals(m.events());
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, options, mode, events());
  }

  /**
   * Returns a summary such as {@code Match[LOCAL, RUNNING, Guest (Black) to move, ply 3]} or {@code
   * Match[LOCAL, FINISHED, Draw by agreement]}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("Match[").append(mode).append(", ").append(status);
    if (status == Status.RUNNING) {
      Side s = position().sideToMove();
      sb.append(", ")
          .append(seatOf(s).label())
          .append(" (")
          .append(sideName(s))
          .append(") to move, ply ")
          .append(position().ply());
      if (drawOffer != null) {
        sb.append(", draw offered by ").append(drawOffer.label());
      }
    } else if (status == Status.FINISHED) {
      sb.append(", ").append(result);
    }
    if (options.repetitionLimit() > 0) {
      sb.append(", repetition ").append(options.repetitionLimit());
    }
    return sb.append(", ").append(rules).append(']').toString();
  }
}
