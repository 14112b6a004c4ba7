package io.github.gongqi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.Race;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The learning defaults of the contract, on the toy race game (three moves, ids 0 to 2, no board
 * symmetry): the masks, the observation size and the identity as the only symmetry.
 */
class GameStateLearningTest {
  private final GameState<Race.Pos> start = Race.Pos.start(5);
  private final GameState<Race.Pos> over = Race.Pos.start(5).play(2).play(2).play(1);

  @Test
  void theFloatMaskHasAOneForEachLegalIdAtTheOffset() {
    float[] mask = {7, 7, 7, 7, 7};
    assertThat(start.legalMoveMask(mask, 1)).isEqualTo(3);
    assertThat(mask).containsExactly(7, 1, 1, 1, 7);
    assertThat(over.legalMoveMask(mask, 2)).isZero();
    assertThat(mask).containsExactly(7, 1, 0, 0, 0);
  }

  @Test
  void theFloatMaskRefusesABufferItDoesNotFit() {
    float[] mask = new float[3];
    assertThatThrownBy(() -> start.legalMoveMask(mask, 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(mask).containsOnly(0f);
    assertThatThrownBy(() -> start.legalMoveMask(null, 0)).hasMessageContaining("buffer");
  }

  @Test
  void theBooleanMaskMatchesTheLegalMoves() {
    assertThat(start.legalMoveMask()).containsExactly(true, true, true);
    assertThat(over.legalMoveMask()).containsExactly(false, false, false);
  }

  @Test
  void theObservationSizeIsTheProductOfTheShape() {
    assertThat(start.observationSize()).isEqualTo(2);
    float[] obs = new float[2];
    start.play(2).observation(obs, 0);
    assertThat(obs).containsExactly(0.4f, 1f);
  }

  @Test
  void withoutSymmetriesOnlyTheIdentityIsOffered() {
    assertThat(start.symmetryCount()).isEqualTo(1);
    assertThat(start.applySymmetry(0)).isSameAs(start);
    assertThat(start.actionPermutation(0)).containsExactly(0, 1, 2);
    assertThatThrownBy(() -> start.applySymmetry(1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("symmetry 1 is out of range 0..0");
    assertThatThrownBy(() -> start.actionPermutation(-1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Arrays.stream(start.actionPermutation(0)).sum()).isEqualTo(3);
  }
}
