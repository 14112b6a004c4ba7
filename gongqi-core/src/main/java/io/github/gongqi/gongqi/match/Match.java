package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.AbstractMatch;
import io.github.gongqi.game.MatchEvent;
import io.github.gongqi.game.Seat;
import io.github.gongqi.game.TimeControl;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.SwapState;
import io.github.gongqi.gongqi.Transition;
import java.util.List;
import java.util.Objects;

/**
 * One game of Gongqi between two seats, with its clock: the shared table ({@link AbstractMatch}:
 * lifecycle, byo-yomi clock, resignation, draw offers, takebacks, history) with Gongqi's seats and
 * results.
 *
 * <p><b>Seats and colours</b>: the Host plays Black and the Guest White until White takes the
 * opening swap; from then on the Host plays White and the Guest Black. Clocks stay with the seats.
 * The swap decision is timed on the clock of the seat playing White (the Guest); after the swap it
 * is still White's turn, and White is now the Host, so the Host's clock runs next.
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
 * <p>Instances are immutable and thread-safe.
 */
public final class Match extends AbstractMatch<Position, Move, Transition, Result, Match> {
  private Match(Core<Position, Move, Transition, Result> core) {
    super(core);
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
   * Returns a new match with default options, waiting to start.
   *
   * @param rules the preset
   * @param mode local or online
   * @param control the time control, usually {@link Rules#timeControl()}
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, TimeControl control) {
    return create(rules, mode, control, Options.DEFAULT);
  }

  /**
   * Returns a new match, waiting to start.
   *
   * @param rules the preset
   * @param mode local or online
   * @param control the time control, usually {@link Rules#timeControl()}
   * @param options the options, such as a repetition limit
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, TimeControl control, Options options) {
    return fromPosition(
        Position.start(Objects.requireNonNull(rules, "rules")), mode, control, options);
  }

  /**
   * Returns a new match with default options that starts from a set-up position, for puzzles,
   * lessons or resumed games.
   *
   * @param start the position to play from
   * @param mode local or online
   * @param control the time control
   * @return the match, waiting to start
   * @throws IllegalArgumentException if the position is already over
   */
  public static Match fromPosition(Position start, Mode mode, TimeControl control) {
    return fromPosition(start, mode, control, Options.DEFAULT);
  }

  /**
   * Returns a new match that starts from a set-up position. The Host owns Black unless the
   * position's swap state is {@link SwapState#SWAPPED}; the seat owning the side to move is on turn
   * when the game starts.
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
   * Replays an event history into a new match from the start of the game.
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
      Rules rules, Mode mode, TimeControl control, List<? extends MatchEvent<Move>> events) {
    return replayAll(create(rules, mode, control), events);
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
   * Returns the preset.
   *
   * @return the rules
   */
  public Rules rules() {
    return startPosition().rules();
  }

  /**
   * Returns the seat that owns a colour: the Host owns Black until White takes the swap.
   *
   * @param side the colour
   * @return its seat
   */
  public Seat seatOf(Side side) {
    return seatOfPlayer(Objects.requireNonNull(side, "side").ordinal());
  }

  /**
   * Returns the colour a seat plays: the Host plays Black until White takes the swap.
   *
   * @param seat the seat
   * @return its colour
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
    return position.swapState() == SwapState.SWAPPED ? 1 : 0;
  }

  @Override
  protected String playerName(int player) {
    return player == 0 ? "Black" : "White";
  }
}
