package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The learning interface of {@link GameState}, through the contract alone as a trainer uses it: the
 * observation and the float mask are written at their offset and nowhere else, agree with the shape
 * and the boolean mask, and refuse a buffer they do not fit (leaving it untouched); the board's
 * symmetries by index commute with play and with the mask under their move permutations.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class LearningContract<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  /**
   * Returns the game's fixture, whose random positions the properties range over.
   *
   * @return the fixture
   */
  protected abstract GameFixture<S, M> fixture();

  /**
   * The observation and the mask fill exactly their stretch of a larger buffer, as a batch row.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 60)
  void theObservationAndTheMaskAreWrittenAtTheirOffsetAndNowhereElse(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    int[] shape = p.observationShape();
    int size = p.observationSize();
    assertThat(shape).hasSize(3);
    assertThat(size).isEqualTo(shape[0] * shape[1] * shape[2]).isPositive();
    float[] alone = new float[size];
    p.observation(alone, 0);
    float[] row = new float[size + 5];
    Arrays.fill(row, Float.NaN);
    p.observation(row, 3);
    assertThat(Arrays.copyOfRange(row, 3, 3 + size)).isEqualTo(alone);
    assertThat(row[0]).isNaN();
    assertThat(row[2]).isNaN();
    assertThat(row[size + 3]).isNaN();
    int n = p.numDistinctActions();
    float[] masks = new float[n + 4];
    Arrays.fill(masks, 7f);
    assertThat(p.legalMoveMask(masks, 2)).isEqualTo(p.countLegalMoves());
    boolean[] mask = p.legalMoveMask();
    for (int id = 0; id < n; id++) {
      assertThat(masks[2 + id]).as("id %d", id).isEqualTo(mask[id] ? 1f : 0f);
    }
    assertThat(masks[1]).isEqualTo(7f);
    assertThat(masks[n + 2]).isEqualTo(7f);
  }

  /**
   * Rewriting in place the observation and the mask of an earlier position (the parent, the same
   * position, another of the same rules, a start) gives exactly what a full write gives, at the
   * offset and nowhere else.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 60)
  void updatingInPlaceFromAPositionOfTheSameRulesWritesWhatAFullWriteDoes(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    List<S> befores = new ArrayList<>();
    befores.add(p);
    for (long k = 1; k <= 40 && befores.size() < 4; k++) {
      S other = fixture().randomPosition(seed + k);
      if (other.rulesId().equals(p.rulesId())) {
        befores.add(other);
      }
    }
    fixture().starts().stream().filter(s -> s.rulesId().equals(p.rulesId())).forEach(befores::add);
    List<S> afters = new ArrayList<>(List.of(p));
    if (!p.isOver()) {
      int[] moves = new int[p.maxLegalMoves()];
      int n = p.legalMoves(moves);
      afters.add(p.play(moves[(int) Math.floorMod(seed, (long) n)]));
    }
    int size = p.observationSize();
    int actions = p.numDistinctActions();
    for (S before : befores) {
      for (S after : afters) {
        float[] expected = new float[size];
        after.observation(expected, 0);
        float[] row = new float[size + 5];
        Arrays.fill(row, Float.NaN);
        before.observation(row, 3);
        after.updateObservation(row, 3, before);
        assertThat(Arrays.copyOfRange(row, 3, 3 + size))
            .as("%s after %s", after, before)
            .isEqualTo(expected);
        assertThat(row[2]).isNaN();
        assertThat(row[size + 3]).isNaN();
        float[] expectedMask = new float[actions];
        int legal = after.legalMoveMask(expectedMask, 0);
        float[] masks = new float[actions + 4];
        Arrays.fill(masks, 7f);
        before.legalMoveMask(masks, 2);
        assertThat(after.updateLegalMoveMask(masks, 2, before)).isEqualTo(legal);
        assertThat(Arrays.copyOfRange(masks, 2, 2 + actions))
            .as("mask of %s after %s", after, before)
            .isEqualTo(expectedMask);
        assertThat(masks[1]).isEqualTo(7f);
        assertThat(masks[actions + 2]).isEqualTo(7f);
      }
    }
  }

  /**
   * An in-place update refuses a previous position of other rules or none, and writes nothing then.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 10)
  void anUpdateFromAPositionOfOtherRulesIsRefused(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    float[] obs = new float[p.observationSize()];
    float[] mask = new float[p.numDistinctActions()];
    assertThatThrownBy(() -> p.updateObservation(obs, 0, null)).hasMessageContaining("previous");
    assertThatThrownBy(() -> p.updateLegalMoveMask(mask, 0, null)).hasMessageContaining("previous");
    for (S other : fixture().starts()) {
      if (!other.rulesId().equals(p.rulesId())) {
        assertThatThrownBy(() -> p.updateObservation(obs, 0, other))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(other.rulesId());
        assertThatThrownBy(() -> p.updateLegalMoveMask(mask, 0, other))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(other.rulesId());
      }
    }
    assertThat(obs).containsOnly(0f);
    assertThat(mask).containsOnly(0f);
  }

  /** Buffers that are too small, offsets out of range and null buffers are refused. */
  @Property(tries = 10)
  void buffersTooSmallAreRefusedAndLeftUntouched(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    int size = p.observationSize();
    float[] small = new float[size - 1];
    assertThatThrownBy(() -> p.observation(small, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(small).containsOnly(0f);
    assertThatThrownBy(() -> p.observation(new float[size], 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> p.observation(new float[size + 10], -1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> p.observation(null, 0)).hasMessageContaining("buffer");
    float[] mask = new float[p.numDistinctActions()];
    assertThatThrownBy(() -> p.legalMoveMask(mask, 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(mask).containsOnly(0f);
    assertThatThrownBy(() -> p.legalMoveMask(new float[mask.length - 1], 0))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> p.legalMoveMask(null, 0)).hasMessageContaining("buffer");
  }

  /**
   * Each symmetry's move permutation is a permutation, maps the mask of the position onto the mask
   * of its image, and commutes with play; the identity comes first; indexes out of range are
   * refused.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 60)
  void symmetriesByIndexCommuteWithPlayAndTheMask(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    int n = p.numDistinctActions();
    int count = p.symmetryCount();
    assertThat(count).isPositive();
    assertThat(p.applySymmetry(0)).isEqualTo(p);
    assertThat(p.actionPermutation(0)).isEqualTo(IntStream.range(0, n).toArray());
    boolean[] mask = p.legalMoveMask();
    int[] moves = new int[p.maxLegalMoves()];
    int legal = p.legalMoves(moves);
    for (int k = 0; k < count; k++) {
      int[] perm = p.actionPermutation(k);
      assertThat(Arrays.stream(perm).sorted().toArray())
          .as("symmetry %d is a permutation", k)
          .isEqualTo(IntStream.range(0, n).toArray());
      S image = p.applySymmetry(k);
      boolean[] imageMask = image.legalMoveMask();
      for (int id = 0; id < n; id++) {
        assertThat(imageMask[perm[id]]).as("symmetry %d, id %d", k, id).isEqualTo(mask[id]);
      }
      for (int i = 0; i < legal; i++) {
        int m = moves[i];
        assertThat(image.play(perm[m])).isEqualTo(p.play(m).applySymmetry(k));
      }
    }
    assertThatThrownBy(() -> p.applySymmetry(count)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.actionPermutation(-1)).isInstanceOf(IllegalArgumentException.class);
  }
}
