package io.github.gongqi.bench.player;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seat's player for one game, as the referee ({@link Referee}) drives it: a lab {@link Bot} or an
 * external engine. Richer than {@link Bot}: it sees the moves played so far and the clock, may fail
 * in ways the referee must judge ({@link Fault}), and owns resources it must release ({@link
 * #close()}).
 */
public interface Player extends AutoCloseable {
  /**
   * Gets ready for a new game from the start, before the clock starts.
   *
   * @param <P> the position type
   * @param game the game and its rules
   * @param control the time control, {@link TimeControl#UNTIMED} for none
   * @throws Fault if the player cannot play this game
   */
  <P extends GamePosition<P, ?, ?, ?>> void start(LabGame<P> game, TimeControl control)
      throws Fault;

  /**
   * Chooses a legal move for the side to move.
   *
   * @param <P> the position type
   * @param game the game
   * @param position the position, not over
   * @param moves the moves played so far, in notation
   * @param time the clock as this player sees it
   * @param rnd this game's random source
   * @return a legal move id
   * @throws Fault if the player fails to answer with a legal move
   */
  <P extends GamePosition<P, ?, ?, ?>> int choose(
      LabGame<P> game, P position, List<String> moves, Time time, SplittableRandom rnd)
      throws Fault;

  /** Releases everything: for an engine, its process tree. Never throws. */
  @Override
  void close();

  /**
   * The clock as the player to move sees it.
   *
   * @param deadline when the answer must be in (a per-move limit when there is no clock)
   * @param timed whether a clock runs
   * @param colour the mover's colour name
   * @param seconds the mover's time left: main time, or the period once in byo-yomi
   * @param inByoYomi whether main time is spent
   */
  record Time(Instant deadline, boolean timed, String colour, double seconds, boolean inByoYomi) {}

  /** A player's failure that ends the game as its loss, with the reason the results show. */
  final class Fault extends Exception {
    private static final long serialVersionUID = 1L;

    /** Whether the failure is having no answer by the deadline of a clock. */
    private final boolean onTime;

    /**
     * Creates the fault.
     *
     * @param reason why the player failed, as the results show it
     */
    public Fault(String reason) {
      this(reason, false);
    }

    /**
     * Creates the fault.
     *
     * @param reason why the player failed, as the results show it
     * @param onTime whether it is having no answer by the deadline of a clock
     */
    public Fault(String reason, boolean onTime) {
      super(reason);
      this.onTime = onTime;
    }

    /**
     * Returns whether the failure is having no answer by the deadline.
     *
     * @return whether it is on time
     */
    public boolean onTime() {
      return onTime;
    }
  }

  /** A lab bot as a player: it sees only the position. */
  final class BotPlayer implements Player {
    private final Bot bot;

    /**
     * A player of a lab bot.
     *
     * @param bot the bot
     */
    public BotPlayer(Bot bot) {
      this.bot = bot;
    }

    @Override
    public <P extends GamePosition<P, ?, ?, ?>> void start(LabGame<P> game, TimeControl control) {
      // A lab bot needs no preparation.
    }

    @Override
    public <P extends GamePosition<P, ?, ?, ?>> int choose(
        LabGame<P> game, P position, List<String> moves, Time time, SplittableRandom rnd) {
      return bot.choose(position, rnd);
    }

    @Override
    public void close() {
      // Nothing held.
    }
  }
}
