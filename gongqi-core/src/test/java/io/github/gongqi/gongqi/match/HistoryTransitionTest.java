package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.testing.HistoryTransitionContract;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Transition;
import java.time.Instant;

/** The history contract on Gongqi's match under the standard rules. */
class HistoryTransitionTest
    extends HistoryTransitionContract<Position, Move, Transition, Result, Match> {
  @Override
  protected Match startedLocalMatch(Instant at) {
    return Match.local(Rules.STANDARD).startGame(at);
  }
}
