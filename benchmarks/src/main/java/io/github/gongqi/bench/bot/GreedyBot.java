package io.github.gongqi.bench.bot;

import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;

/**
 * One ply of look-ahead: a move that wins at once if there is one, else the move that captures
 * most, ties broken at random.
 */
final class GreedyBot implements Bot {
  @Override
  public <S extends GameState<S>> int choose(S position, SplittableRandom rnd) {
    int[] moves = new int[position.maxLegalMoves()];
    int n = position.legalMoves(moves);
    int me = position.playerToMove();
    int before = position.capturedBy(me);
    int best = -1;
    int bestScore = Integer.MIN_VALUE;
    int ties = 0;
    for (int i = 0; i < n; i++) {
      S next = position.playUnchecked(moves[i]);
      int score =
          next.isOver() && next.winningPlayer() == me
              ? Integer.MAX_VALUE
              : next.capturedBy(me) - before;
      if (score > bestScore) {
        bestScore = score;
        best = moves[i];
        ties = 1;
      } else if (score == bestScore && rnd.nextInt(++ties) == 0) {
        // Reservoir sampling keeps the tie-break uniform without a list.
        best = moves[i];
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return "greedy";
  }
}
