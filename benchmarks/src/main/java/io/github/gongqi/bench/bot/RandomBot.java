package io.github.gongqi.bench.bot;

import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;

/** Plays a uniformly random legal move, drawn by the contract's {@code randomLegalMove}. */
final class RandomBot implements Bot {
  @Override
  public <S extends GameState<S>> int choose(S position, SplittableRandom rnd) {
    return position.randomLegalMove(rnd);
  }

  @Override
  public String toString() {
    return "random";
  }
}
