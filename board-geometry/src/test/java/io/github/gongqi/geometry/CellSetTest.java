package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CellSetTest {
  @Test
  void basicsOnHandCheckedSets() {
    CellSet s = CellSet.of(0, 1, 77);
    assertThat(s.size()).isEqualTo(3);
    assertThat(s.contains(77)).isTrue();
    assertThat(s.contains(76)).isFalse();
    assertThat(s.contains(-1)).isFalse();
    assertThat(s.with(2).toArray()).containsExactly(0, 1, 2, 77);
    assertThat(s.without(77)).isEqualTo(CellSet.of(0, 1));
    assertThat(s.toString()).isEqualTo("{0, 1, 77}");
    assertThat(CellSet.empty().isEmpty()).isTrue();
    assertThat(CellSet.empty().first()).isEqualTo(-1);
    assertThat(CellSet.ofWords(0L, 0L)).isEqualTo(CellSet.empty());
    assertThat(s.toWords(2)).containsExactly(3L, 1L << 13);
  }

  @Test
  void badInputIsRefused() {
    assertThatThrownBy(() -> CellSet.of(-3)).hasMessageContaining("-3");
    assertThatThrownBy(() -> CellSet.of(200).toWords(2)).hasMessageContaining("200");
    assertThatThrownBy(() -> SquareGrid.of(8, 8).shift(CellSet.of(64), SquareDirection.N))
        .hasMessageContaining("64");
    assertThatThrownBy(() -> CellSet.of((int[]) null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void bitsHelpers() {
    long[] w = new long[2];
    Bits.set(w, 70);
    Bits.set(w, 3);
    assertThat(Bits.nextSetBit(w, 0)).isEqualTo(3);
    assertThat(Bits.nextSetBit(w, 4)).isEqualTo(70);
    assertThat(Bits.nextSetBit(w, 71)).isEqualTo(-1);
    Bits.clear(w, 3);
    assertThat(Bits.popCount(w)).isEqualTo(1);
    assertThat(Bits.isEmpty(new long[2])).isTrue();
    long[] out = new long[2];
    Bits.or(w, new long[] {1, 0}, out);
    assertThat(out).containsExactly(1L, 1L << 6);
    Bits.andNot(out, w, out);
    assertThat(out).containsExactly(1L, 0L);
    Bits.and(out, new long[] {3, 3}, out);
    assertThat(out).containsExactly(1L, 0L);
  }
}
