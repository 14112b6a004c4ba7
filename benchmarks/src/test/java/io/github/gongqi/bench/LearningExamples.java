package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The learning example of board-geometry's README (section "The GameState contract: bots and
 * learning"), checked by {@link ReadmeExamplesTest} like those of {@link ReadmeExamples} and run by
 * {@link LearningExamplesTest}.
 */
final class LearningExamples {
  private LearningExamples() {}

  // tag::bot-learning[]
  /** A training sample and its symmetric twins, for either game, through GameState alone. */
  static <S extends GameState<S>> List<float[][]> augment(S state, float[] policy) {
    List<float[][]> samples = new ArrayList<>();
    for (int k = 0; k < state.symmetryCount(); k++) { // 8 for Gongqi, 12 for Agon
      S image = state.applySymmetry(k); // 0 is the identity
      int[] perm = state.actionPermutation(k); // depends on the rules only: cache it
      float[] obs = new float[image.observationSize()]; // planes × height × width
      image.observation(obs, 0); // from the side to move's view, no allocation
      float[] mask = new float[image.numDistinctActions()];
      image.legalMoveMask(mask, 0); // 1 for each legal id
      float[] target = new float[policy.length];
      for (int id = 0; id < policy.length; id++) {
        target[perm[id]] = policy[id]; // the policy follows the board
      }
      samples.add(new float[][] {obs, mask, target});
    }
    return samples;
  }

  // end::bot-learning[]
}
