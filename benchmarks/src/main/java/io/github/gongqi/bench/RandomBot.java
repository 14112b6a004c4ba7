package io.github.gongqi.bench;

import java.util.SplittableRandom;

/** Plays a uniformly random legal move. */
final class RandomBot implements Bot {
  @Override
  public <P> int choose(GameAdapter<P> game, P position, SplittableRandom rnd) {
    int[] moves = new int[game.maxMoves()];
    int n = game.legalMoves(position, moves);
    return moves[rnd.nextInt(n)];
  }

  @Override
  public String toString() {
    return "random";
  }
}
