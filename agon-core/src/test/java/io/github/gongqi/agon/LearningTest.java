package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.gongqi.geometry.HexSymmetry;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Observation planes, float masks and action permutations on hand-made positions: every expected
 * value is worked out from the rules, the cell names and the documented plane list, not read from
 * the code.
 */
class LearningTest {
  private static final int AREA = 121;
  private static final int SIZE = 14 * AREA;

  /** The frame square of a cell name: row letter a–k, diagonal 1–11. */
  private static int square(String name) {
    return (name.charAt(0) - 'a') * 11 + Integer.parseInt(name.substring(1)) - 1;
  }

  /** The names of the frame squares holding 1 on a plane (every value must be 0 or 1). */
  private static Set<String> ones(float[] obs, int plane) {
    Set<String> out = new HashSet<>();
    for (int row = 0; row < 11; row++) {
      for (int diagonal = 0; diagonal < 11; diagonal++) {
        float v = obs[plane * AREA + row * 11 + diagonal];
        assertThat(v).as("plane %d is 0/1", plane).isIn(0f, 1f);
        if (v == 1f) {
          out.add("" + (char) ('a' + row) + (diagonal + 1));
        }
      }
    }
    return out;
  }

  /** A plane holds the value on the 91 cells (|row − diagonal| ≤ 5) and 0 on the 30 others. */
  private static void assertConstant(float[] obs, int plane, float value) {
    for (int row = 0; row < 11; row++) {
      for (int diagonal = 0; diagonal < 11; diagonal++) {
        float expected = Math.abs(row - diagonal) <= 5 ? value : 0f;
        assertThat(obs[plane * AREA + row * 11 + diagonal])
            .as("plane %d at row %d diagonal %d", plane, row, diagonal)
            .isCloseTo(expected, within(1e-6f));
      }
    }
  }

  private static float[] observe(Position p) {
    float[] obs = new float[SIZE];
    Arrays.fill(obs, 9f); // every float must be written
    p.observation(obs, 0);
    return obs;
  }

  @Test
  void theShapeIsFourteenPlanesOverTheAxialFrame() {
    assertThat(Position.start(Rules.STANDARD).observationShape()).containsExactly(14, 11, 11);
    assertThat(Position.start(Rules.LUDII).observationSize()).isEqualTo(1694);
  }

  @Test
  void theStandardStartIsSeenByWhite() {
    float[] obs = observe(Position.start(Rules.STANDARD));
    assertThat(ones(obs, 0)).containsExactly("a1");
    assertThat(ones(obs, 1)).containsExactlyInAnyOrder("a3", "a5", "b7", "c1", "e1", "g2");
    assertThat(ones(obs, 2)).containsExactly("k11");
    assertThat(ones(obs, 3)).containsExactlyInAnyOrder("k9", "k7", "j5", "i11", "g11", "e10");
    for (int plane = 4; plane <= 12; plane++) {
      assertConstant(obs, plane, 0f);
    }
    assertConstant(obs, 13, 1f);
    assertThat(ones(obs, 13)).hasSize(91).contains("a1", "a6", "f1", "f6", "f11", "k6", "k11");
    assertThat(obs[13 * AREA + square("a1")]).isEqualTo(1f);
    assertThat(obs[13 * AREA + 6]).as("a7 is no cell").isZero();
    assertThat(obs[13 * AREA + 10 * 11 + 4]).as("k5 is no cell").isZero();
  }

  @Test
  void afterWhitesStepBlackSeesItsOwnPiecesFirst() {
    float[] obs = observe(Position.start(Rules.STANDARD).play("a3-b3"));
    assertThat(ones(obs, 0)).containsExactly("k11");
    assertThat(ones(obs, 1)).containsExactlyInAnyOrder("k9", "k7", "j5", "i11", "g11", "e10");
    assertThat(ones(obs, 2)).containsExactly("a1");
    assertThat(ones(obs, 3)).containsExactlyInAnyOrder("b3", "a5", "b7", "c1", "e1", "g2");
  }

  @Test
  void thePlacementStartHasEverythingStillToPlace() {
    float[] obs = observe(Position.start(Rules.PLACEMENT));
    for (int plane = 0; plane <= 5; plane++) {
      assertConstant(obs, plane, 0f);
    }
    for (int plane = 6; plane <= 10; plane++) {
      assertConstant(obs, plane, 1f); // both Queens and all 6 + 6 Guards to place
    }
    assertConstant(obs, 11, 0f);
  }

  @Test
  void markedPiecesAndThePlyLimitUnderLudii() {
    // The CLASSIC setup with White's k9 Guard moved to c5 and captured there, marked.
    PositionBuilder b =
        Position.builder(Rules.LUDII)
            .put("a1", Piece.WHITE_QUEEN)
            .put("k11", Piece.BLACK_QUEEN)
            .put("c5", Piece.WHITE_GUARD.asMarked());
    for (String c : new String[] {"a5", "e1", "e10", "i11", "j5"}) {
      b.put(c, Piece.WHITE_GUARD);
    }
    for (String c : new String[] {"a3", "b7", "c1", "g2", "g11", "k7"}) {
      b.put(c, Piece.BLACK_GUARD);
    }
    float[] white = observe(b.sideToMove(Side.WHITE).ply(1250).build());
    assertThat(ones(white, 1)).containsExactlyInAnyOrder("c5", "a5", "e1", "e10", "i11", "j5");
    assertThat(ones(white, 3)).containsExactlyInAnyOrder("a3", "b7", "c1", "g2", "g11", "k7");
    assertThat(ones(white, 4)).containsExactly("c5");
    assertThat(ones(white, 5)).isEmpty();
    assertConstant(white, 6, 0f);
    assertConstant(white, 12, 0.5f); // 1250 of 2500 plies
    float[] black = observe(b.sideToMove(Side.BLACK).ply(2600).build());
    assertThat(ones(black, 4)).isEmpty();
    assertThat(ones(black, 5)).containsExactly("c5");
    assertConstant(black, 12, 1f); // capped
  }

  @Test
  void piecesOffTheBoardAndAPass() {
    Position p =
        Position.builder(Rules.STANDARD)
            .put("f5", Piece.BLACK_QUEEN)
            .put("k9", Piece.BLACK_GUARD)
            .put("k7", Piece.BLACK_GUARD)
            .put("j5", Piece.BLACK_GUARD)
            .put("i11", Piece.BLACK_GUARD)
            .put("a1", Piece.WHITE_GUARD)
            .offBoard(Side.WHITE, PieceType.QUEEN, 1)
            .offBoard(Side.WHITE, PieceType.GUARD, 5)
            .offBoard(Side.BLACK, PieceType.GUARD, 2)
            .sideToMove(Side.BLACK)
            .consecutivePasses(1)
            .ply(40)
            .build();
    float[] obs = observe(p);
    assertThat(ones(obs, 0)).containsExactly("f5");
    assertThat(ones(obs, 1)).containsExactlyInAnyOrder("k9", "k7", "j5", "i11");
    assertThat(ones(obs, 2)).isEmpty();
    assertThat(ones(obs, 3)).containsExactly("a1");
    assertConstant(obs, 6, 0f);
    assertConstant(obs, 7, 2f / 6);
    assertConstant(obs, 8, 1f);
    assertConstant(obs, 9, 5f / 6);
    assertConstant(obs, 10, 0f);
    assertConstant(obs, 11, 1f);
    assertConstant(obs, 12, 0f); // no ply limit
  }

  @Test
  void theStandardStartMaskHasTheTwentySevenSteps() {
    // a1 (a corner): a2, b1, b2; every other White piece: two along the ring and two inward.
    Position p = Position.start(Rules.STANDARD);
    int n = Rules.STANDARD.numDistinctActions();
    float[] mask = new float[n + 3];
    Arrays.fill(mask, 4f);
    assertThat(p.legalMoveMask(mask, 3)).isEqualTo(27);
    assertThat(mask[0]).isEqualTo(4f);
    float sum = 0;
    for (int i = 3; i < mask.length; i++) {
      assertThat(mask[i]).isIn(0f, 1f);
      sum += mask[i];
    }
    assertThat(sum).isEqualTo(27f);
    for (String m : new String[] {"a1-a2", "a1-b1", "a1-b2", "a3-b3", "b7-a6", "g2-f1", "g2-h3"}) {
      assertThat(mask[3 + Move.parse(m, Rules.STANDARD).id()]).as(m).isEqualTo(1f);
    }
    assertThat(mask[3 + Move.parse("a1-b1", Rules.STANDARD).id()]).isEqualTo(1f);
  }

  @Test
  void actionPermutationsMapMovesByHand() {
    Rules r = Rules.LUDII;
    int[] half = r.actionPermutation(HexSymmetry.ROTATE_180);
    // A half turn takes row r, diagonal d to row 12 − r, diagonal 12 − d.
    assertThat(half[id("a1-b2", r)]).isEqualTo(id("k11-j10", r));
    assertThat(half[id("G@a3", r)]).isEqualTo(id("G@k9", r));
    assertThat(half[id("c5@a3", r)]).isEqualTo(id("i7@k9", r));
    // A sixth of a turn counter-clockwise moves each corner to the next one along the outer ring.
    int[] sixth = r.actionPermutation(HexSymmetry.ROTATE_60);
    assertThat(sixth[id("a1-a2", r)]).isEqualTo(id("a6-b7", r));
    assertThat(sixth[id("a6-b6", r)]).isEqualTo(id("f11-f10", r)); // spoke to spoke
    for (HexSymmetry s : HexSymmetry.values()) {
      int[] perm = r.actionPermutation(s);
      assertThat(perm[id("Q@f6", r)]).as(s.name()).isEqualTo(id("Q@f6", r));
      assertThat(perm[id("pass", r)]).as(s.name()).isEqualTo(id("pass", r));
    }
    assertThat(r.actionPermutation(HexSymmetry.IDENTITY))
        .isEqualTo(IntStream.range(0, r.numDistinctActions()).toArray());
    // Without marked pieces the returns have no ids, and the permutation is the shorter prefix.
    assertThat(Rules.STANDARD.actionPermutation(HexSymmetry.ROTATE_60))
        .hasSize(Rules.STANDARD.numDistinctActions())
        .isEqualTo(Arrays.copyOf(sixth, Rules.STANDARD.numDistinctActions()));
  }

  private static int id(String move, Rules rules) {
    return Move.parse(move, rules).id();
  }

  @Test
  void symmetriesByIndexFollowTheEnum() {
    Position p = Position.start(Rules.CLASSIC);
    assertThat(p.symmetryCount()).isEqualTo(12);
    assertThat(p.applySymmetry(7)).isEqualTo(p.transform(HexSymmetry.REFLECT_60));
    int[] perm = p.actionPermutation(3);
    assertThat(perm).isEqualTo(Rules.CLASSIC.actionPermutation(HexSymmetry.ROTATE_180));
    perm[0] = -1;
    assertThat(p.actionPermutation(3)[0]).isNotNegative();
    assertThatThrownBy(() -> p.applySymmetry(12)).hasMessageContaining("symmetry 12");
    assertThatThrownBy(() -> p.actionPermutation(-1)).hasMessageContaining("symmetry -1");
    assertThatThrownBy(() -> Rules.CLASSIC.actionPermutation(null))
        .hasMessageContaining("symmetry");
  }
}
