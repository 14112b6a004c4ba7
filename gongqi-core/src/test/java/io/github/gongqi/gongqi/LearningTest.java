package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Observation planes, float masks and action permutations on hand-made positions: every expected
 * value is worked out from the rules and the documented plane list, not read from the code.
 */
class LearningTest {
  /** The flat index of plane p at a named point on a board of the given size. */
  private static int at(int size, int plane, String point) {
    int x = point.charAt(0) - 'a';
    int y = Integer.parseInt(point.substring(1)) - 1;
    return (plane * size + y) * size + x;
  }

  /** The points of a plane holding 1, by name. */
  private static Set<String> ones(float[] obs, int size, int plane) {
    Set<String> out = new HashSet<>();
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        float v = obs[(plane * size + y) * size + x];
        assertThat(v).as("plane %d is 0/1", plane).isIn(0f, 1f);
        if (v == 1f) {
          out.add("" + (char) ('a' + x) + (y + 1));
        }
      }
    }
    return out;
  }

  private static void assertConstant(float[] obs, int size, int plane, float value) {
    for (int i = 0; i < size * size; i++) {
      assertThat(obs[plane * size * size + i])
          .as("plane %d", plane)
          .isCloseTo(value, within(1e-6f));
    }
  }

  @Test
  void theShapeIsNinePlanesOverTheBoard() {
    assertThat(Position.start(Rules.STANDARD).observationShape()).containsExactly(9, 12, 12);
    assertThat(Position.start(Rules.QUICK).observationShape()).containsExactly(9, 8, 8);
    assertThat(Position.start(Rules.QUICK).observationSize()).isEqualTo(576);
  }

  @Test
  void theStartIsSeenByBlack() {
    float[] obs = new float[9 * 64];
    Arrays.fill(obs, 7f); // every float must be written
    Position.start(Rules.QUICK).observation(obs, 0);
    assertThat(ones(obs, 8, 0)).containsExactlyInAnyOrder("d5", "e4");
    assertThat(ones(obs, 8, 1)).containsExactlyInAnyOrder("e5", "d4");
    assertConstant(obs, 8, 2, 0f);
    assertConstant(obs, 8, 3, 0f);
    assertConstant(obs, 8, 4, 1f / 8); // power 1 on an 8 x 8 board
    assertConstant(obs, 8, 5, 0f); // no swap to play now
    assertConstant(obs, 8, 6, 1f); // White will be offered it after this push
    assertConstant(obs, 8, 7, 0f);
    assertConstant(obs, 8, 8, 1f);
  }

  @Test
  void afterBlacksFirstPushWhiteSeesItsOwnStonesFirstAndTheSwapOnOffer() {
    // d5N1 moves the d5 stone to d6 and puts a new Black stone on d5.
    Position p = Position.start(Rules.QUICK).play("d5N1");
    float[] obs = new float[9 * 64];
    p.observation(obs, 0);
    assertThat(ones(obs, 8, 0)).containsExactlyInAnyOrder("e5", "d4");
    assertThat(ones(obs, 8, 1)).containsExactlyInAnyOrder("d5", "d6", "e4");
    assertThat(obs[at(8, 0, "e5")]).isEqualTo(1f);
    assertConstant(obs, 8, 5, 1f);
    assertConstant(obs, 8, 6, 0f);
  }

  @Test
  void capturesPowerAndPassAreSeenFromTheSideToMove() {
    Position p =
        Position.builder(Rules.STANDARD)
            .put("c3", Side.BLACK)
            .put("j10", Side.WHITE)
            .put("j11", Side.WHITE)
            .captures(Side.BLACK, 7)
            .captures(Side.WHITE, 3)
            .sideToMove(Side.WHITE)
            .consecutivePasses(1)
            .build();
    float[] obs = new float[9 * 144];
    p.observation(obs, 0);
    assertThat(ones(obs, 12, 0)).containsExactlyInAnyOrder("j10", "j11");
    assertThat(ones(obs, 12, 1)).containsExactly("c3");
    assertConstant(obs, 12, 2, 3f / 20); // White's 3 of the 20 it needs
    assertConstant(obs, 12, 3, 7f / 20);
    assertConstant(obs, 12, 4, 3f / 12); // power 1 + 10 / 5 = 3
    assertConstant(obs, 12, 5, 0f);
    assertConstant(obs, 12, 6, 0f);
    assertConstant(obs, 12, 7, 1f);
    assertConstant(obs, 12, 8, 1f);
  }

  @Test
  void thePowerIsAFractionOfTheBoardSize() {
    Position p =
        Position.builder(Rules.QUICK)
            .put("a1", Side.BLACK)
            .captures(Side.BLACK, 11)
            .captures(Side.WHITE, 11)
            .build();
    float[] obs = new float[9 * 64];
    p.observation(obs, 0);
    assertConstant(obs, 8, 4, 1f); // power 1 + 22 / 3 = 8 of 8
    assertConstant(obs, 8, 2, 11f / 12);
  }

  @Test
  void theObservationIsWrittenAtTheOffsetAndNowhereElse() {
    float[] obs = new float[2 * 576 + 3];
    Arrays.fill(obs, -1f);
    Position.start(Rules.QUICK).observation(obs, 576 + 2);
    assertThat(obs[576 + 1]).isEqualTo(-1f);
    assertThat(obs[obs.length - 1]).isEqualTo(-1f);
    assertThat(obs[576 + 2 + at(8, 0, "d5")]).isEqualTo(1f);
  }

  @Test
  void theStartMaskHasTheEightOutwardPushes() {
    Position p = Position.start(Rules.QUICK);
    float[] mask = new float[898 + 5];
    Arrays.fill(mask, 5f);
    int n = p.legalMoveMask(mask, 5);
    assertThat(n).isEqualTo(8);
    Set<Integer> expected = new HashSet<>();
    for (String m : List.of("d5N1", "d5W1", "e5N1", "e5E1", "d4S1", "d4W1", "e4S1", "e4E1")) {
      expected.add(Move.parse(m, Rules.QUICK).id() + 5);
    }
    for (int i = 0; i < mask.length; i++) {
      assertThat(mask[i]).as("entry %d", i).isEqualTo(i < 5 ? 5f : expected.contains(i) ? 1f : 0f);
    }
  }

  @Test
  void theSwapIsInTheMaskWhenOfferedAndNothingOnceOver() {
    Position p = Position.start(Rules.QUICK).play("d5N1");
    float[] mask = new float[898];
    p.legalMoveMask(mask, 0);
    assertThat(mask[Move.swap(Rules.QUICK).id()]).isEqualTo(1f);
    Position over =
        Position.builder(Rules.QUICK).put("a1", Side.BLACK).consecutivePasses(2).build();
    Arrays.fill(mask, 1f);
    assertThat(over.legalMoveMask(mask, 0)).isZero();
    assertThat(mask).containsOnly(0f);
  }

  @Test
  void actionPermutationsMapPushesByHand() {
    Rules r = Rules.QUICK;
    // A quarter turn counter-clockwise takes the lower left corner to the lower right, North to
    // West.
    int[] rot = r.actionPermutation(SquareSymmetry.ROTATE_90);
    assertThat(rot[Move.parse("a1N1", r).id()]).isEqualTo(Move.parse("h1W1", r).id());
    assertThat(rot[Move.parse("c3E2", r).id()]).isEqualTo(Move.parse("f3N2", r).id());
    int[] mirror = r.actionPermutation(SquareSymmetry.MIRROR_COLUMNS);
    assertThat(mirror[Move.parse("c3E2", r).id()]).isEqualTo(Move.parse("f3W2", r).id());
    assertThat(mirror[Move.parse("c3N5", r).id()]).isEqualTo(Move.parse("f3N5", r).id());
    int[] transpose = r.actionPermutation(SquareSymmetry.TRANSPOSE);
    assertThat(transpose[Move.parse("b7S3", r).id()]).isEqualTo(Move.parse("g2W3", r).id());
    for (SquareSymmetry s : SquareSymmetry.values()) {
      int[] perm = r.actionPermutation(s);
      assertThat(perm[Move.swap(r).id()]).isEqualTo(Move.swap(r).id());
      assertThat(perm[Move.pass(r).id()]).isEqualTo(Move.pass(r).id());
    }
    assertThat(r.actionPermutation(SquareSymmetry.IDENTITY))
        .isEqualTo(java.util.stream.IntStream.range(0, 898).toArray());
  }

  @Test
  void permutationsAreFreshCopiesAndIndexedLikeTheEnum() {
    Position p = Position.start(Rules.STANDARD);
    int[] a = p.actionPermutation(1);
    a[0] = -5;
    assertThat(p.actionPermutation(1)[0]).isNotEqualTo(-5);
    assertThat(p.actionPermutation(1))
        .isEqualTo(Rules.STANDARD.actionPermutation(SquareSymmetry.ROTATE_90));
    assertThat(p.symmetryCount()).isEqualTo(8);
    assertThat(p.play("f7N1").applySymmetry(4))
        .isEqualTo(p.play("f7N1").transform(SquareSymmetry.MIRROR_COLUMNS));
    assertThatThrownBy(() -> p.applySymmetry(8)).hasMessageContaining("symmetry 8");
    assertThatThrownBy(() -> p.actionPermutation(-1)).hasMessageContaining("symmetry -1");
    assertThatThrownBy(() -> Rules.QUICK.actionPermutation(null)).hasMessageContaining("symmetry");
  }
}
