package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SquareGridTest {
  private final SquareGrid g12 = SquareGrid.of(12, 12);
  private final SquareGrid g8 = SquareGrid.of(8, 8);

  @Test
  void namesLettersFromTheLeftAndNumbersFromTheBottom() {
    assertThat(g12.name(0)).isEqualTo("a1");
    assertThat(g12.name(11)).isEqualTo("l1");
    assertThat(g12.name(12)).isEqualTo("a2");
    assertThat(g12.name(143)).isEqualTo("l12");
    assertThat(g12.parse("f7")).isEqualTo(6 * 12 + 5);
    assertThat(g8.parse("h8")).isEqualTo(63);
    assertThat(g12.index(5, 6)).isEqualTo(g12.parse("f7"));
    assertThat(g12.column(g12.parse("g6"))).isEqualTo(6);
    assertThat(g12.row(g12.parse("g6"))).isEqualTo(5);
  }

  @Test
  void wideGridsContinueWithTwoLetterColumns() {
    SquareGrid g = SquareGrid.of(32, 32);
    assertThat(g.name(25)).isEqualTo("z1");
    assertThat(g.name(26)).isEqualTo("aa1");
    assertThat(g.name(31 + 31 * 32)).isEqualTo("af32");
    assertThat(g.parse("aa1")).isEqualTo(26);
    assertThat(g.parse("af32")).isEqualTo(1023);
  }

  @Test
  void badNamesAreRefusedWithTheNameAndTheRange() {
    assertThatThrownBy(() -> g8.parse("i1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'i1'")
        .hasMessageContaining("a..h")
        .hasMessageContaining("1..8");
    for (String bad : new String[] {"", "a", "1", "a0", "a01", "A1", "a9", "a1x", "aaa1", "-1"}) {
      assertThatThrownBy(() -> g8.parse(bad)).isInstanceOf(IllegalArgumentException.class);
      assertThat(g8.parse(bad, 0, bad.length())).isEqualTo(-1);
    }
    assertThat(g8.parse("xe4y", 1, 3)).isEqualTo(g8.parse("e4"));
  }

  @Test
  void sizesAndIndicesOutOfRangeAreRefused() {
    assertThatThrownBy(() -> SquareGrid.of(0, 5)).hasMessageContaining("width 0");
    assertThatThrownBy(() -> SquareGrid.of(5, 33)).hasMessageContaining("height 33");
    assertThatThrownBy(() -> g8.name(64)).hasMessageContaining("64").hasMessageContaining("0..63");
    assertThatThrownBy(() -> g8.index(8, 0)).hasMessageContaining("(8, 0)");
    assertThatThrownBy(() -> g8.step(0, SquareDirection.N, -1)).hasMessageContaining("-1");
  }

  @Test
  void gridsAreShared() {
    assertThat(SquareGrid.of(12, 12)).isSameAs(g12);
    assertThat(g12.words()).isEqualTo(3);
    assertThat(g8.words()).isEqualTo(1);
    assertThat(g12.toString()).isEqualTo("12x12");
  }

  @Test
  void neighboursStopAtTheEdge() {
    int a1 = g8.parse("a1");
    assertThat(g8.neighbour(a1, SquareDirection.N)).isEqualTo(g8.parse("a2"));
    assertThat(g8.neighbour(a1, SquareDirection.E)).isEqualTo(g8.parse("b1"));
    assertThat(g8.neighbour(a1, SquareDirection.S)).isEqualTo(-1);
    assertThat(g8.neighbour(a1, SquareDirection.W)).isEqualTo(-1);
    assertThat(g8.neighbour(a1, SquareDirection.NE)).isEqualTo(g8.parse("b2"));
    assertThat(g8.neighbour(g8.parse("h8"), SquareDirection.NE)).isEqualTo(-1);
  }

  @Test
  void raysAndSteps() {
    int c3 = g8.parse("c3");
    assertThat(g8.ray(c3, SquareDirection.W)).containsExactly(g8.parse("b3"), g8.parse("a3"));
    assertThat(g8.ray(c3, SquareDirection.SW)).containsExactly(g8.parse("b2"), g8.parse("a1"));
    assertThat(g8.ray(g8.parse("h3"), SquareDirection.E)).isEmpty();
    assertThat(g8.distanceToEdge(c3, SquareDirection.N)).isEqualTo(5);
    assertThat(g8.distanceToEdge(c3, SquareDirection.NE)).isEqualTo(5);
    assertThat(g8.step(c3, SquareDirection.N, 5)).isEqualTo(g8.parse("c8"));
    assertThat(g8.step(c3, SquareDirection.N, 6)).isEqualTo(-1);
    assertThat(g8.step(c3, SquareDirection.N, 0)).isEqualTo(c3);
  }

  @Test
  void symmetriesOfASquare() {
    int a1 = g8.parse("a1");
    assertThat(g8.name(g8.transform(SquareSymmetry.ROTATE_90, a1))).isEqualTo("h1");
    assertThat(g8.name(g8.transform(SquareSymmetry.ROTATE_180, a1))).isEqualTo("h8");
    assertThat(g8.name(g8.transform(SquareSymmetry.ROTATE_270, a1))).isEqualTo("a8");
    assertThat(g8.name(g8.transform(SquareSymmetry.MIRROR_COLUMNS, g8.parse("b3"))))
        .isEqualTo("g3");
    assertThat(g8.name(g8.transform(SquareSymmetry.MIRROR_ROWS, g8.parse("b3")))).isEqualTo("b6");
    assertThat(g8.name(g8.transform(SquareSymmetry.TRANSPOSE, g8.parse("b3")))).isEqualTo("c2");
    assertThat(g8.name(g8.transform(SquareSymmetry.ANTI_TRANSPOSE, g8.parse("b3"))))
        .isEqualTo("f7");
    assertThat(SquareSymmetry.ROTATE_90.apply(SquareDirection.E)).isEqualTo(SquareDirection.N);
  }

  @Test
  void rectangularGridsSupportOnlyTheAxisKeepingSymmetries() {
    SquareGrid g = SquareGrid.of(3, 2);
    assertThat(g.supports(SquareSymmetry.ROTATE_180)).isTrue();
    assertThat(g.supports(SquareSymmetry.ROTATE_90)).isFalse();
    assertThat(g.name(g.transform(SquareSymmetry.ROTATE_180, g.parse("a1")))).isEqualTo("c2");
    assertThatThrownBy(() -> g.transform(SquareSymmetry.TRANSPOSE, 0))
        .hasMessageContaining("square");
  }

  @Test
  void shiftNeverWrapsAcrossAnEdge() {
    long[] set = new long[3];
    Bits.set(set, g12.parse("l5"));
    Bits.set(set, g12.parse("a6"));
    Bits.set(set, g12.parse("c12"));
    long[] out = new long[3];
    g12.shift(set, SquareDirection.E, out);
    assertThat(CellSet.ofWords(out)).isEqualTo(CellSet.of(g12.parse("b6"), g12.parse("d12")));
    g12.shift(set, SquareDirection.N, out);
    assertThat(CellSet.ofWords(out)).isEqualTo(CellSet.of(g12.parse("l6"), g12.parse("a7")));
  }

  @Test
  void floodFillFollowsOrthogonalConnections() {
    SquareGrid g = g8;
    CellSet mask = CellSet.of(g.parse("a1"), g.parse("a2"), g.parse("b2"), g.parse("c3"));
    assertThat(g.floodFill(CellSet.of(g.parse("a1")), mask))
        .isEqualTo(CellSet.of(g.parse("a1"), g.parse("a2"), g.parse("b2")));
    assertThat(g.dilate(CellSet.of(g.parse("a1"))))
        .isEqualTo(CellSet.of(g.parse("a1"), g.parse("a2"), g.parse("b1")));
  }
}
