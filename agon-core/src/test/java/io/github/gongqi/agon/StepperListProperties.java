package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.geometry.Bits;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The stepper lists a position keeps for random moves (see {@code Position.oSlots}): the cells of a
 * side's unmarked pieces, increasing, one per byte, then empty bytes ({@code 0x7F}). Checked
 * against a list built by hand from the cells, and along random games against the bitboards.
 */
class StepperListProperties {
  /** The list written out byte by byte from a set of cells, the plain way. */
  private static long expected(Set<Integer> cells) {
    List<Integer> sorted = new ArrayList<>(new TreeSet<>(cells));
    long list = 0;
    for (int i = 0; i < 8; i++) {
      long b = i < sorted.size() ? sorted.get(i) : 0x7F;
      list |= b << (8 * i);
    }
    return list;
  }

  private static long slotsOf(Set<Integer> cells) {
    long lo = 0;
    long hi = 0;
    for (int c : cells) {
      lo |= Bits.bitIn(c, 0);
      hi |= Bits.bitIn(c, 1);
    }
    return Steppers.slots(lo, hi, 0, 0);
  }

  @Provide
  Arbitrary<Set<Integer>> pieces() {
    return Arbitraries.integers().between(0, Tables.N - 1).set().ofMaxSize(7);
  }

  @Property(tries = 500)
  void theListHoldsTheUnmarkedPiecesInIncreasingOrder(
      @ForAll("pieces") Set<Integer> cells, @ForAll long markSeed) {
    Random rnd = new Random(markSeed);
    long lo = 0;
    long hi = 0;
    long m0 = 0;
    long m1 = 0;
    Set<Integer> unmarked = new TreeSet<>();
    for (int c : cells) {
      lo |= Bits.bitIn(c, 0);
      hi |= Bits.bitIn(c, 1);
      if (rnd.nextInt(4) == 0) {
        m0 |= Bits.bitIn(c, 0);
        m1 |= Bits.bitIn(c, 1);
      } else {
        unmarked.add(c);
      }
    }
    assertThat(Steppers.slots(lo, hi, m0, m1)).isEqualTo(expected(unmarked));
  }

  @Property(tries = 500)
  void insertingAndRemovingACellKeepTheOrder(
      @ForAll("pieces") Set<Integer> cells, @ForAll @IntRange(min = 0, max = 90) int c) {
    Set<Integer> with = new TreeSet<>(cells);
    with.add(c);
    Set<Integer> without = new TreeSet<>(cells);
    without.remove(c);
    if (with.size() <= 7) {
      assertThat(Steppers.withSlot(slotsOf(without), c)).isEqualTo(expected(with));
    }
    if (cells.contains(c)) {
      long list = slotsOf(cells);
      assertThat(Steppers.withoutSlot(list, c)).isEqualTo(expected(without));
      int index = new ArrayList<>(new TreeSet<>(cells)).indexOf(c);
      assertThat(Steppers.slotShift(list, c)).isEqualTo(8 * index);
    }
  }

  @Provide
  Arbitrary<Position> positions() {
    return RandomGames.arbitraryPositions(400);
  }

  @Property(tries = 200)
  void everyMoveLeavesBothListsEqualToTheBitboards(@ForAll("positions") Position p) {
    int[] moves = new int[p.maxLegalMoves()];
    int n = p.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      Position q = p.playUnchecked(moves[i]);
      assertThat(q.oSlots)
          .as("side to move after %s", p.moveNotation(moves[i]))
          .isEqualTo(Steppers.slots(q.o0, q.o1, q.m0, q.m1));
      assertThat(q.eSlots)
          .as("other side after %s", p.moveNotation(moves[i]))
          .isEqualTo(Steppers.slots(q.e0, q.e1, q.m0, q.m1));
    }
  }
}
