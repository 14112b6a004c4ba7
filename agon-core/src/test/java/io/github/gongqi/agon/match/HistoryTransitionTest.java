package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Transition;
import io.github.gongqi.game.testing.HistoryTransitionContract;
import java.time.Instant;

/** The history contract on Agon's match under the standard rules. */
class HistoryTransitionTest
    extends HistoryTransitionContract<Position, Move, Transition, Result, Match> {
  @Override
  protected Match startedLocalMatch(Instant at) {
    return Match.local(Rules.STANDARD).startGame(at);
  }
}
