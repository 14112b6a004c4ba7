package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.BitSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The scalar-word primitives of {@link Bits} against {@link BitSet} and {@link BigInteger}, the
 * plain reading of the same sets, and {@link SplitMix64} against its published first outputs.
 */
class BitsProperties {
  /** Words from sparse to dense, since a random long is half full and hides the edge cases. */
  @Provide
  Arbitrary<Long> words() {
    return Arbitraries.oneOf(
        Arbitraries.longs(),
        Arbitraries.longs().map(x -> x & (x >>> 7) & (x >>> 19)),
        Arbitraries.of(0L, -1L, 1L, Long.MIN_VALUE, 0x8000000000000001L));
  }

  private static BitSet set(long... words) {
    return BitSet.valueOf(words);
  }

  private static BigInteger big(long... words) {
    BigInteger b = BigInteger.ZERO;
    for (int i = words.length - 1; i >= 0; i--) {
      b = b.shiftLeft(64).or(new BigInteger(Long.toUnsignedString(words[i])));
    }
    return b;
  }

  @Property(tries = 400)
  void membershipAndTheOneCellSetAgreeWithABitSet(
      @ForAll("words") long w0,
      @ForAll("words") long w1,
      @ForAll("words") long w2,
      @ForAll @IntRange(min = 0, max = 191) int cell) {
    BitSet s = set(w0, w1, w2);
    assertThat(Bits.has(w0, w1, w2, cell)).isEqualTo(s.get(cell));
    if (cell < 128) {
      assertThat(Bits.has(w0, w1, cell)).isEqualTo(s.get(cell));
      assertThat(Bits.bit(w0, w1, cell)).isEqualTo(s.get(cell) ? 1L : 0L);
    }
    BitSet one = new BitSet();
    one.set(cell);
    long[] expected = java.util.Arrays.copyOf(one.toLongArray(), 3);
    for (int word = cell >>> 6; word < 3; word++) {
      assertThat(Bits.bitIn(cell, word)).isEqualTo(expected[word]);
    }
  }

  @Property(tries = 400)
  void movingAMemberClearsOneCellAndSetsAnother(
      @ForAll("words") long w0,
      @ForAll("words") long w1,
      @ForAll @IntRange(min = 0, max = 127) int from,
      @ForAll @IntRange(min = 0, max = 127) int to) {
    BitSet s = set(w0, w1);
    s.set(from);
    s.clear(to);
    if (from == to) {
      return;
    }
    long[] before = java.util.Arrays.copyOf(s.toLongArray(), 2);
    BitSet after = (BitSet) s.clone();
    after.clear(from);
    after.set(to);
    long[] expected = java.util.Arrays.copyOf(after.toLongArray(), 2);
    assertThat(Bits.moved(before[0], 0, from, to)).isEqualTo(expected[0]);
    assertThat(Bits.moved(before[1], 1, from, to)).isEqualTo(expected[1]);
  }

  @Property(tries = 400)
  void lowestHighestCountAndSelectAgreeWithABitSet(
      @ForAll("words") long w0, @ForAll("words") long w1, @ForAll("words") long w2) {
    BitSet two = set(w0, w1);
    BitSet three = set(w0, w1, w2);
    assertThat(Bits.count(w0, w1)).isEqualTo(two.cardinality());
    assertThat(Bits.count(w0, w1, w2)).isEqualTo(three.cardinality());
    if (!two.isEmpty()) {
      assertThat(Bits.lowestCell(w0, w1)).isEqualTo(two.nextSetBit(0));
    }
    if (!three.isEmpty()) {
      assertThat(Bits.lowestCell(w0, w1, w2)).isEqualTo(three.nextSetBit(0));
      assertThat(Bits.highestCell(w0, w1, w2)).isEqualTo(three.length() - 1);
    }
    int rank = 0;
    for (int c = two.nextSetBit(0); c >= 0; c = two.nextSetBit(c + 1)) {
      assertThat(Bits.select(w0, w1, rank++)).as("rank %d", rank - 1).isEqualTo(c);
    }
    rank = 0;
    for (int c = three.nextSetBit(0); c >= 0; c = three.nextSetBit(c + 1)) {
      assertThat(Bits.select(w0, w1, w2, rank++)).as("rank %d of three", rank - 1).isEqualTo(c);
    }
  }

  @Property(tries = 400)
  void theCrossWordShiftsAreAShiftOfTheWholeSet(
      @ForAll("words") long w0,
      @ForAll("words") long w1,
      @ForAll("words") long w2,
      @ForAll @IntRange(min = 1, max = 63) int k) {
    BigInteger all = BigInteger.ONE.shiftLeft(192).subtract(BigInteger.ONE);
    BigInteger up = big(w0, w1, w2).shiftLeft(k).and(all);
    BigInteger down = big(w0, w1, w2).shiftRight(k);
    assertThat(big(Bits.upWord(w0, 0, k), Bits.upWord(w1, w0, k), Bits.upWord(w2, w1, k)))
        .isEqualTo(up);
    assertThat(big(Bits.downWord(w0, w1, k), Bits.downWord(w1, w2, k), Bits.downWord(w2, 0, k)))
        .isEqualTo(down);
  }

  @Property(tries = 400)
  void aRunIsTheConsecutiveMembersAlongItsLine(
      @ForAll("words") long w0,
      @ForAll("words") long w1,
      @ForAll("words") long w2,
      @ForAll @IntRange(min = 0, max = 191) int cell,
      @ForAll @IntRange(min = -13, max = 13) int delta,
      @ForAll @IntRange(min = 0, max = 12) int wanted) {
    if (delta == 0) {
      return;
    }
    // The longest limit that keeps every visited cell in the set's 192 cells.
    int limit = wanted;
    while (limit > 0 && (cell + (limit - 1) * delta < 0 || cell + (limit - 1) * delta >= 192)) {
      limit--;
    }
    BitSet s = set(w0, w1, w2);
    int k = 0;
    while (k < limit && s.get(cell + k * delta)) {
      k++;
    }
    assertThat(Bits.runLength(new long[] {w0, w1, w2}, cell, delta, limit)).isEqualTo(k);
  }

  @Property(tries = 50)
  void splitMixIsItsMixOfTheAdvancedState(@ForAll long seed) {
    SplitMix64 g = new SplitMix64(seed);
    long state = seed;
    for (int i = 0; i < 4; i++) {
      state += 0x9E3779B97F4A7C15L;
      long z = state;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      assertThat(g.next()).isEqualTo(z ^ (z >>> 31));
    }
  }

  @Property(tries = 1)
  void splitMixGivesThePublishedSequence() {
    // The reference outputs of SplitMix64 seeded with 0 (as in Vigna's splitmix64.c).
    SplitMix64 g = new SplitMix64(0);
    assertThat(g.next()).isEqualTo(0xE220A8397B1DCDAFL);
    assertThat(g.next()).isEqualTo(0x6E789E6AA1B965F4L);
    assertThat(g.next()).isEqualTo(0x06C45D188009454FL);
  }
}
