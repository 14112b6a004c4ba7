package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The one-word kernels of drawing a random legal move: {@link Bits#select}, {@link
 * Bits#randomBelow}.
 */
class BitsSelectTest {
  /** A generator that returns given ints in turn. */
  private static RandomGenerator ints(int... values) {
    int[] next = {0};
    return new RandomGenerator() {
      @Override
      public long nextLong() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int nextInt() {
        return values[next[0]++];
      }
    };
  }

  @Test
  void boundedDrawsMapTheWordRangeEvenlyAndRejectTheExcessBand() {
    // [0, 2^32) maps onto [0, 3) by the high word of x * 3; 2^32 mod 3 = 1 value (x = 0, whose
    // low word is 0 < 1) must be rejected so that each of 0, 1, 2 keeps 1431655765 values.
    assertThat(Bits.randomBelow(ints(0, -1), 3)).isEqualTo(2);
    assertThat(Bits.randomBelow(ints(1), 3)).isEqualTo(0);
    assertThat(Bits.randomBelow(ints(0x55555556), 3)).isEqualTo(1);
    assertThat(Bits.randomBelow(ints(-1), 3)).isEqualTo(2);
    assertThat(Bits.randomBelow(ints(0x80000000), 4)).isEqualTo(2);
    assertThat(Bits.randomBelow(ints(12345), 1)).isEqualTo(0);
  }

  @Test
  void boundedDrawsRefuseABadBoundOrNoSource() {
    assertThatThrownBy(() -> Bits.randomBelow(new SplittableRandom(1), 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bound 0");
    assertThatThrownBy(() -> Bits.randomBelow(null, 3))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("random");
  }

  @Test
  void selectFindsTheSetBitOfEachRank() {
    SplittableRandom rnd = new SplittableRandom(3);
    for (int i = 0; i < 2000; i++) {
      long x = rnd.nextLong() & rnd.nextLong() & (i % 2 == 0 ? -1L : rnd.nextLong());
      int rank = 0;
      for (int bit = 0; bit < 64; bit++) {
        if ((x >>> bit & 1) != 0) {
          assertThat(Bits.select(x, rank)).as("rank %d of %x", rank, x).isEqualTo(bit);
          rank++;
        }
      }
    }
    assertThat(Bits.select(0b10110L, 0)).isEqualTo(1);
    assertThat(Bits.select(0b10110L, 2)).isEqualTo(4);
    assertThat(Bits.select(-1L, 63)).isEqualTo(63);
    assertThat(Bits.select(1L << 63, 0)).isEqualTo(63);
  }
}
