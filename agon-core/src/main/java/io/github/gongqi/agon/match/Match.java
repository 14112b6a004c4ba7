package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.agon.Transition;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Core;
import io.github.gongqi.game.match.Ending;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
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
   * Returns the rules.
   *
   * @return the rules
   */
  public Rules rules() {
    return startPosition().rules();
  }

  /**
   * Returns a new local match with no clock and default options, waiting for Start Game.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match local(Rules rules) {
    return create(rules, Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT);
  }

  /**
   * Returns a new online match with no clock and default options, waiting for both seats' Ready.
   *
   * @param rules the rules
   * @return the match
   */
  public static Match online(Rules rules) {
    return create(rules, Mode.ONLINE, TimeControl.UNTIMED, Options.DEFAULT);
  }

  /**
   * Returns a new match from the start of the game, waiting to start.
   *
   * @param rules the rules
   * @param mode local or online
   * @param control the time control ({@link TimeControl#UNTIMED} for none)
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
   * The Host plays the rules' first side.
   *
   * @param position the position
   * @return the Host's player
   */
  @Override
  protected int hostPlayer(Position position) {
    return position.rules().firstSide().ordinal();
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
