package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class HexBoardTest {
  private final HexBoard board = HexBoard.of(5);

  private int cell(String name) {
    return board.parse(name);
  }

  @Test
  void ninetyOneCellsByRing() {
    assertThat(board.cellCount()).isEqualTo(91);
    assertThat(board.words()).isEqualTo(2);
    int[] byRing = new int[6];
    for (int i = 0; i < 91; i++) {
      byRing[board.ring(i)]++;
    }
    assertThat(byRing).containsExactly(1, 6, 12, 18, 24, 30);
  }

  @Test
  void namesFollowAbaloneNotation() {
    assertThat(board.name(0)).isEqualTo("a1");
    assertThat(board.name(5)).isEqualTo("a6");
    assertThat(board.name(6)).isEqualTo("b1");
    assertThat(board.name(90)).isEqualTo("k11");
    assertThat(board.name(board.centre())).isEqualTo("f6");
    assertThat(board.ring(cell("f6"))).isZero();
    for (int r = 1; r <= 11; r++) {
      for (int d = 1; d <= 11; d++) {
        String name = "" + (char) ('a' + r - 1) + d;
        boolean exists = Math.abs(r - d) <= 5;
        assertThat(board.parse(name, 0, name.length()) >= 0).as(name).isEqualTo(exists);
      }
    }
    assertThatThrownBy(() -> board.parse("a7"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'a7'");
  }

  @Test
  void neighboursMatchTheSpec() {
    // (r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1)
    int f6 = cell("f6");
    assertThat(neighbourNames(f6)).containsExactlyInAnyOrder("f7", "f5", "g6", "e6", "g7", "e5");
    for (String corner : new String[] {"a1", "a6", "f11", "k11", "k6", "f1"}) {
      assertThat(neighbourNames(cell(corner))).as(corner).hasSize(3);
    }
  }

  private java.util.List<String> neighbourNames(int c) {
    return Arrays.stream(HexDirection.values())
        .mapToInt(d -> board.neighbour(c, d))
        .filter(n -> n >= 0)
        .mapToObj(board::name)
        .collect(Collectors.toList());
  }

  @Test
  void outerRingInOrderCounterClockwiseFromA1() {
    String ring =
        Arrays.stream(board.ringCells(5)).mapToObj(board::name).collect(Collectors.joining(" "));
    assertThat(ring)
        .isEqualTo(
            "a1 a2 a3 a4 a5 a6 b7 c8 d9 e10 f11 g11 h11 i11 j11 k11 k10 k9 k8 k7 k6 j5 i4 h3 g2 f1"
                + " e1 d1 c1 b1");
    assertThat(board.ringCells(1)).hasSize(6);
    assertThat(board.ringCells(0)).containsExactly(board.centre());
  }

  @Test
  void halfTurnMapsCornerToCorner() {
    assertThat(board.name(board.transform(HexSymmetry.ROTATE_180, cell("a1")))).isEqualTo("k11");
    assertThat(board.name(board.transform(HexSymmetry.ROTATE_60, cell("a1")))).isEqualTo("a6");
    assertThat(board.name(board.transform(HexSymmetry.ROTATE_180, cell("c1")))).isEqualTo("i11");
  }

  @Test
  void raysAreStraightLines() {
    assertThat(Arrays.stream(board.ray(cell("f6"), HexDirection.E)).mapToObj(board::name))
        .containsExactly("f7", "f8", "f9", "f10", "f11");
    assertThat(Arrays.stream(board.ray(cell("f6"), HexDirection.NE)).mapToObj(board::name))
        .containsExactly("g7", "h8", "i9", "j10", "k11");
    assertThat(board.ray(cell("a1"), HexDirection.SW)).isEmpty();
  }

  @Test
  void badArgumentsNameTheValue() {
    assertThatThrownBy(() -> HexBoard.of(13)).hasMessageContaining("radius 13");
    assertThatThrownBy(() -> board.ring(91)).hasMessageContaining("91");
    assertThatThrownBy(() -> board.index(6, 0)).hasMessageContaining("(6, 0)");
    assertThatThrownBy(() -> board.ringCells(6)).hasMessageContaining("ring 6");
  }
}
