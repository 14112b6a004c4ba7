package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Core;
import io.github.gongqi.game.match.Ending;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.SwapState;
import io.github.gongqi.gongqi.Transition;
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
 * <p><b>Inherited from {@link AbstractMatch}</b>, documented there, each returning a new match
 * where it changes one: starting ({@link #ready ready}, {@link #startGame startGame}), playing
 * ({@link #play play} by notation or by move, {@link #resign resign}, {@link #checkTime
 * checkTime}), draw offers ({@link #offerDraw offerDraw}, {@link #acceptDraw acceptDraw}, {@link
 * #declineDraw declineDraw}), takebacks ({@link #requestTakeback requestTakeback}, {@link
 * #acceptTakeback acceptTakeback}, {@link #declineTakeback declineTakeback}), replaying events
 * ({@link #apply apply}, {@link #replay replay}), and the state: {@link #status status}, {@link
 * #position position}, {@link #startPosition startPosition}, {@link #seatToMove seatToMove}, {@link
 * #result result}, {@link #winner winner}, {@link #drawOffer drawOffer}, {@link #clock clock},
 * {@link #history history}, {@link #moves moves}, {@link #positions positions}, {@link #mode mode},
 * {@link #options options}, {@link #timeControl timeControl}, and the seats' sides: {@link #seatOf
 * seatOf}, {@link #sideOf sideOf}.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class Match extends AbstractMatch<Position, Move, Transition, Result, Side, Match> {
  private Match(Core<Position, Move, Transition, Result> core) {
    super(core, Side.class);
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
   * Returns a new local match with the preset's time control and default options, waiting for Start
   * Game.
   *
   * @param rules the preset
   * @return the match
   */
  public static Match local(Rules rules) {
    return create(
        rules, Mode.LOCAL, Objects.requireNonNull(rules, "rules").timeControl(), Options.DEFAULT);
  }

  /**
   * Returns a new online match with the preset's time control and default options, waiting for both
   * seats' Ready.
   *
   * @param rules the preset
   * @return the match
   */
  public static Match online(Rules rules) {
    return create(
        rules, Mode.ONLINE, Objects.requireNonNull(rules, "rules").timeControl(), Options.DEFAULT);
  }

  /**
   * Returns a new match from the start of the game, waiting to start.
   *
   * @param rules the preset
   * @param mode local or online
   * @param control the time control (usually {@link Rules#timeControl()})
   * @param options the options, such as a repetition limit
   * @return the match
   */
  public static Match create(Rules rules, Mode mode, TimeControl control, Options options) {
    return fromPosition(
        Position.start(Objects.requireNonNull(rules, "rules")), mode, control, options);
  }

  /**
   * Returns a new match that starts from a set-up position, for puzzles, lessons or resumed games;
   * the seat owning the side to move is on turn when the game starts.
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
   * The Host plays Black until White takes the swap: then White.
   *
   * @param position the position
   * @return the Host's player
   */
  @Override
  protected int hostPlayer(Position position) {
    return position.swapState() == SwapState.SWAPPED ? 1 : 0;
  }

  @Override
  protected Match wrap(Core<Position, Move, Transition, Result> core) {
    return new Match(core);
  }

  @Override
  protected Result tableResult(Ending ending, int winningPlayer) {
    return ending.result(
        winningPlayer, Side.values(), Result.Reason.class, Result::win, Result::draw);
  }
}
