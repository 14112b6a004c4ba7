package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.agon.Transition;
import io.github.gongqi.game.AbstractMatch;
import io.github.gongqi.game.MatchEvent;
import io.github.gongqi.game.Seat;
import io.github.gongqi.game.TimeControl;
import java.util.List;
import java.util.Objects;

/**
 * One game of Agon between two seats: the shared table ({@link AbstractMatch}: lifecycle, an
 * optional clock, resignation, draw offers, takebacks, an optional repetition draw, history) with
 * Agon's seats and results.
 *
 * <p><b>Seats and sides</b>: the Host plays the rules' {@linkplain Rules#firstSide() first side}
 * (White by default) and the Guest the other; Agon has no swap, so this never changes. The clock is
 * off by default ({@link TimeControl#UNTIMED}): Agon's source has none; give any main time and
 * byo-yomi to {@link #create(Rules, Mode, TimeControl, Options)}.
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
 * <p>Instances are immutable and thread-safe.
 */
public final class Match extends AbstractMatch<Position, Move, Transition, Result, Match> {
  private Match(Core<Position, Move, Transition, Result> core) {
    super(core);
  }

  /**
   * Returns a new local match without a clock and with default options, waiting for Start Game.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match local(Rules rules) {
    return create(rules, Mode.LOCAL, Options.DEFAULT);
  }

  /**
   * Returns a new online match without a clock and with default options, waiting for both seats'
   * Ready.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match online(Rules rules) {
    return create(rules, Mode.ONLINE, Options.DEFAULT);
  }

  /**
   * Returns a new match without a clock, waiting to start.
   *
   * @param rules the rules
   * @param mode local or online
   * @param options the options, such as a repetition limit
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, Options options) {
    return create(rules, mode, TimeControl.UNTIMED, options);
  }

  /**
   * Returns a new match, waiting to start.
   *
   * @param rules the rules
   * @param mode local or online
   * @param control the time control, {@link TimeControl#UNTIMED} for none
   * @param options the options, such as a repetition limit
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, TimeControl control, Options options) {
    return fromPosition(
        Position.start(Objects.requireNonNull(rules, "rules")), mode, control, options);
  }

  /**
   * Returns a new match that starts from a set-up position, for puzzles, lessons or resumed games.
   * The Host plays the rules' first side; the seat owning the side to move is on turn when the game
   * starts.
   *
   * @param start the position to play from
   * @param mode local or online
   * @param control the time control
   * @param options the options
   * @return the match, waiting to start
   * @throws IllegalArgumentException if the position is already over
   */
  public static Match fromPosition(
      Position start, Mode mode, TimeControl control, Options options) {
    return new Match(Core.initial(start, mode, control, options, Result.ONGOING));
  }

  /**
   * Replays an event history into a new match without a clock from the start of the game.
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
      Rules rules, Mode mode, Options options, List<? extends MatchEvent<Move>> events) {
    return replayAll(create(rules, mode, options), events);
  }

  /**
   * Replays an event history into a new match.
   *
   * @param start the position the match started from
   * @param mode local or online
   * @param control the time control
   * @param options the options
   * @param events the events, in order
   * @return the match after the events
   * @throws RuntimeException the exception of the first event that does not replay, as {@link
   *     #apply(MatchEvent)} throws it
   */
  public static Match replay(
      Position start,
      Mode mode,
      TimeControl control,
      Options options,
      List<? extends MatchEvent<Move>> events) {
    return replayAll(fromPosition(start, mode, control, options), events);
  }

  /**
   * Returns the rules.
   *
   * @return the rules
   */
  public Rules rules() {
    return startPosition().rules();
  }

  /**
   * Returns the seat that plays a side: the Host plays the rules' first side.
   *
   * @param side the side
   * @return its seat
   */
  public Seat seatOf(Side side) {
    return seatOfPlayer(Objects.requireNonNull(side, "side").ordinal());
  }

  /**
   * Returns the side a seat plays: the Host plays the rules' first side.
   *
   * @param seat the seat
   * @return its side
   */
  public Side sideOf(Seat seat) {
    return Side.values()[playerOf(seat)];
  }

  @Override
  protected Match wrap(Core<Position, Move, Transition, Result> core) {
    return new Match(core);
  }

  @Override
  protected Move parseMove(Position position, CharSequence text) {
    return position.parseMove(text);
  }

  @Override
  protected Transition transition(Position position, Move move) {
    return position.transition(move);
  }

  @Override
  protected Result resultOf(Position position) {
    return position.result();
  }

  @Override
  protected Result tableResult(Ending ending, int winningPlayer) {
    return switch (ending) {
      case RESIGNATION -> Result.win(Side.values()[winningPlayer], Result.Reason.RESIGNATION);
      case TIME -> Result.win(Side.values()[winningPlayer], Result.Reason.TIME);
      case AGREEMENT -> Result.draw(Result.Reason.AGREEMENT);
      case REPETITION -> Result.draw(Result.Reason.REPETITION);
    };
  }

  @Override
  protected int hostPlayer(Position position) {
    return position.rules().firstSide().ordinal();
  }

  @Override
  protected String playerName(int player) {
    return player == 0 ? "White" : "Black";
  }
}
