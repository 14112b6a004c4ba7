package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameState;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's augmentation example does what it says, for both games. */
class LearningExamplesTest {
  /** A policy spread evenly over the legal moves, as a search's visit counts might be. */
  private static <S extends GameState<S>> float[] uniformPolicy(S state) {
    float[] policy = new float[state.numDistinctActions()];
    int n = state.legalMoveMask(policy, 0);
    for (int i = 0; i < policy.length; i++) {
      policy[i] /= n;
    }
    return policy;
  }

  private static <S extends GameState<S>> void check(S state, int symmetries, int obsSize) {
    List<float[][]> samples = LearningExamples.augment(state, uniformPolicy(state));
    assertThat(samples).hasSize(symmetries);
    for (float[][] s : samples) {
      assertThat(s[0]).hasSize(obsSize);
      // The transformed target sits exactly on the image's legal moves.
      for (int id = 0; id < s[1].length; id++) {
        assertThat(s[2][id] > 0).as("id %d", id).isEqualTo(s[1][id] == 1f);
      }
    }
    assertThat(samples.get(0)[0]).isNotEqualTo(samples.get(1)[0]); // a turned board
  }

  @Test
  void gongqiGivesEightSamples() {
    check(Position.start(Rules.QUICK).play("d5N1").play("e5E1"), 8, 9 * 8 * 8);
  }

  @Test
  void agonGivesTwelveSamples() {
    check(
        io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.LUDII).play("a5-b5"),
        12,
        14 * 11 * 11);
  }
}
