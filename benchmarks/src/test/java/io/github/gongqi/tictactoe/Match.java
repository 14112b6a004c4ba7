package io.github.gongqi.tictactoe;

import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Core;
import io.github.gongqi.game.match.Ending;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;

/** A tic-tac-toe match table: the shared table, with X as the host's mark. */
public final class Match
    extends AbstractMatch<Position, Move, Transition, Result, Result.Mark, Match> {
  private Match(Core<Position, Move, Transition, Result> core) {
    super(core, Result.Mark.class);
  }

  /**
   * A new match from a position.
   *
   * @param start the first position
   * @param mode local or online
   * @param control the clock
   * @param options repetition limit and takebacks
   * @return the match, not started
   */
  public static Match fromPosition(
      Position start, Mode mode, TimeControl control, Options options) {
    return new Match(Core.initial(start, mode, control, options, Result.ONGOING));
  }

  @Override
  protected Match wrap(Core<Position, Move, Transition, Result> core) {
    return new Match(core);
  }

  @Override
  protected Result tableResult(Ending ending, int winningPlayer) {
    return Result.of(winningPlayer, Result.Reason.valueOf(ending.name()));
  }

  @Override
  protected int hostPlayer(Position position) {
    return 0;
  }
}
