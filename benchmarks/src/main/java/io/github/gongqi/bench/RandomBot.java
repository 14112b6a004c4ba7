package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;

/** Plays a uniformly random legal move. */
final class RandomBot implements Bot {
  @Override
  public <S extends GameState<S>> int choose(S position, SplittableRandom rnd) {
    int[] moves = new int[position.maxLegalMoves()];
    int n = position.legalMoves(moves);
    return moves[rnd.nextInt(n)];
  }

  @Override
  public String toString() {
    return "random";
  }
}
