package io.github.gongqi.bench;

import java.util.SplittableRandom;

/**
 * One ply of look-ahead: a move that wins at once if there is one, else the move that captures
 * most, ties broken at random.
 */
final class GreedyBot implements Bot {
  @Override
  public <P> int choose(GameAdapter<P> game, P position, SplittableRandom rnd) {
    int[] moves = new int[game.maxMoves()];
    int n = game.legalMoves(position, moves);
    int me = game.sideToMove(position);
    int before = game.capturesBy(position, me);
    int best = -1;
    int bestScore = Integer.MIN_VALUE;
    int ties = 0;
    for (int i = 0; i < n; i++) {
      P next = game.playId(position, moves[i]);
      int score =
          game.isOver(next) && game.winnerColour(next) == me
              ? Integer.MAX_VALUE
              : game.capturesBy(next, me) - before;
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
