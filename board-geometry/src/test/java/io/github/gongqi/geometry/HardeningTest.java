package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

/**
 * Hardening of the geometry: boards built afresh (not from the shared cache) against formulas,
 * refusals of every index-taking method, and the less-used operations checked against plain
 * cell-by-cell versions.
 */
class HardeningTest {
  static final int[] SIZES = {1, 2, 3, 5, 8, 12, 26, 27, 32};

  static SquareGrid freshGrid(int width, int height) throws Exception {
    Constructor<SquareGrid> c = SquareGrid.class.getDeclaredConstructor(int.class, int.class);
    c.setAccessible(true);
    return c.newInstance(width, height);
  }

  static HexBoard freshHex(int radius) throws Exception {
    Constructor<HexBoard> c = HexBoard.class.getDeclaredConstructor(int.class);
    c.setAccessible(true);
    return c.newInstance(radius);
  }

  static String letters(int column) {
    String s = "";
    int c = column;
    while (true) {
      s = (char) ('a' + c % 26) + s;
      if (c < 26) {
        return s;
      }
      c = c / 26 - 1;
    }
  }

  @Test
  void freshSquareGridsFollowTheFormulas() throws Exception {
    for (int w : SIZES) {
      for (int h : SIZES) {
        SquareGrid g = freshGrid(w, h);
        assertThat(g.width()).isEqualTo(w);
        assertThat(g.height()).isEqualTo(h);
        assertThat(g.cellCount()).isEqualTo(w * h);
        assertThat(Bits.popCount(g.allCells())).isEqualTo(w * h);
        for (int i = 0; i < w * h; i++) {
          int x = i % w;
          int y = i / w;
          assertThat(g.name(i)).isEqualTo(letters(x) + (y + 1));
          assertThat(g.parse(g.name(i))).isEqualTo(i);
          for (SquareDirection d : SquareDirection.values()) {
            int nx = x + d.dx();
            int ny = y + d.dy();
            boolean in = nx >= 0 && nx < w && ny >= 0 && ny < h;
            assertThat(g.neighbour(i, d)).isEqualTo(in ? ny * w + nx : -1);
          }
          for (SquareSymmetry s : SquareSymmetry.values()) {
            boolean supported = !s.swapsAxes() || w == h;
            assertThat(g.supports(s)).isEqualTo(supported);
            if (!supported) {
              continue;
            }
            // the symmetry is linear about the centre; its columns are the images of E and N
            SquareDirection ex = s.apply(SquareDirection.E);
            SquareDirection ny2 = s.apply(SquareDirection.N);
            int x2 = 2 * x - (w - 1);
            int y2 = 2 * y - (h - 1);
            int tx = (ex.dx() * x2 + ny2.dx() * y2 + w - 1) / 2;
            int ty = (ex.dy() * x2 + ny2.dy() * y2 + h - 1) / 2;
            assertThat(g.transform(s, i)).isEqualTo(ty * w + tx);
          }
        }
      }
    }
  }

  @Test
  void squareSymmetriesSwapAxesExactlyWhenTheyMapEastToAVerticalDirection() {
    for (SquareSymmetry s : SquareSymmetry.values()) {
      assertThat(s.swapsAxes()).isEqualTo(s.apply(SquareDirection.E).dx() == 0);
      for (int x = -3; x <= 3; x++) {
        for (int y = -3; y <= 3; y++) {
          SquareDirection ex = s.apply(SquareDirection.E);
          SquareDirection ny = s.apply(SquareDirection.N);
          assertThat(s.mapX(x, y)).isEqualTo(ex.dx() * x + ny.dx() * y);
          assertThat(s.mapY(x, y)).isEqualTo(ex.dy() * x + ny.dy() * y);
        }
      }
    }
  }

  static HexDirection hexDir(int dq, int dr) {
    for (HexDirection d : HexDirection.values()) {
      if (d.dq() == dq && d.dr() == dr) {
        return d;
      }
    }
    throw new AssertionError(dq + "," + dr);
  }

  @Test
  void freshHexBoardsFollowTheFormulas() throws Exception {
    HexDirection qAxis = hexDir(1, 0);
    HexDirection rAxis = hexDir(0, 1);
    for (int radius = 0; radius <= HexBoard.MAX_RADIUS; radius++) {
      HexBoard b = freshHex(radius);
      List<int[]> cells = new ArrayList<>();
      for (int r = -radius; r <= radius; r++) {
        for (int q = -radius; q <= radius; q++) {
          if (Math.abs(q + r) <= radius) {
            cells.add(new int[] {q, r});
          }
        }
      }
      assertThat(b.radius()).isEqualTo(radius);
      assertThat(b.cellCount()).isEqualTo(3 * radius * (radius + 1) + 1).isEqualTo(cells.size());
      assertThat(Bits.popCount(b.allCells())).isEqualTo(cells.size());
      assertThat(b.toString()).isEqualTo("hex radius " + radius + " (" + cells.size() + " cells)");
      for (int i = 0; i < cells.size(); i++) {
        int q = cells.get(i)[0];
        int r = cells.get(i)[1];
        assertThat(b.q(i)).isEqualTo(q);
        assertThat(b.r(i)).isEqualTo(r);
        assertThat(b.s(i)).isEqualTo(-q - r);
        assertThat(b.index(q, r)).isEqualTo(i);
        assertThat(b.name(i)).isEqualTo("" + (char) ('a' + r + radius) + (q + r + radius + 1));
        assertThat(b.parse(b.name(i))).isEqualTo(i);
        for (HexDirection d : HexDirection.values()) {
          assertThat(b.neighbour(i, d)).isEqualTo(find(cells, q + d.dq(), r + d.dr()));
        }
        for (HexSymmetry s : HexSymmetry.values()) {
          HexDirection iq = s.apply(qAxis);
          HexDirection ir = s.apply(rAxis);
          int tq = iq.dq() * q + ir.dq() * r;
          int tr = iq.dr() * q + ir.dr() * r;
          assertThat(s.mapQ(q, r)).isEqualTo(tq);
          assertThat(s.mapR(q, r)).isEqualTo(tr);
          assertThat(b.transform(s, i)).isEqualTo(find(cells, tq, tr));
        }
      }
    }
  }

  private static int find(List<int[]> cells, int q, int r) {
    for (int i = 0; i < cells.size(); i++) {
      if (cells.get(i)[0] == q && cells.get(i)[1] == r) {
        return i;
      }
    }
    return -1;
  }

  @Test
  void boardsAreSharedAndSizesAreChecked() {
    assertThat(HexBoard.of(5)).isSameAs(HexBoard.of(5));
    assertThat(HexBoard.of(HexBoard.MAX_RADIUS).radius()).isEqualTo(HexBoard.MAX_RADIUS);
    assertThat(HexBoard.of(0).cellCount()).isEqualTo(1);
    assertThatThrownBy(() -> HexBoard.of(HexBoard.MAX_RADIUS + 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> HexBoard.of(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThat(SquareGrid.of(7, 9)).isSameAs(SquareGrid.of(7, 9));
    assertThat(SquareGrid.of(32, 32).cellCount()).isEqualTo(1024);
    assertThatThrownBy(() -> SquareGrid.of(33, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SquareGrid.of(1, 0)).isInstanceOf(IllegalArgumentException.class);
  }

  private static void refuses(IntConsumer call, int cellCount) {
    for (int bad : new int[] {-1, cellCount, cellCount + 1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertThatThrownBy(() -> call.accept(bad))
          .as("index %d", bad)
          .isExactlyInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(Integer.toString(bad));
    }
  }

  @Test
  void everyIndexTakingMethodRefusesNonCells() {
    for (SquareGrid g : List.of(SquareGrid.of(8, 8), SquareGrid.of(12, 12), SquareGrid.of(5, 3))) {
      int n = g.cellCount();
      assertThat(g.isCell(n)).isFalse();
      assertThat(g.isCell(-1)).isFalse();
      assertThat(g.isCell(0)).isTrue();
      assertThat(g.isCell(n - 1)).isTrue();
      refuses(g::column, n);
      refuses(g::row, n);
      refuses(g::name, n);
      refuses(i -> g.neighbour(i, SquareDirection.N), n);
      refuses(i -> g.step(i, SquareDirection.E, 1), n);
      refuses(i -> g.step(i, SquareDirection.E, 0), n);
      refuses(i -> g.distanceToEdge(i, SquareDirection.S), n);
      refuses(i -> g.ray(i, SquareDirection.W), n);
      refuses(i -> g.transform(SquareSymmetry.MIRROR_ROWS, i), n);
      assertThatThrownBy(() -> g.step(0, SquareDirection.N, -1))
          .isInstanceOf(IllegalArgumentException.class);
    }
    for (int radius : new int[] {0, 1, 5, 12}) {
      HexBoard b = HexBoard.of(radius);
      int n = b.cellCount();
      assertThat(b.isCell(n)).isFalse();
      assertThat(b.isCell(-1)).isFalse();
      assertThat(b.isCell(n - 1)).isTrue();
      assertThat(b.isCell(0)).isTrue();
      refuses(b::q, n);
      refuses(b::r, n);
      refuses(b::s, n);
      refuses(b::ring, n);
      refuses(b::name, n);
      refuses(i -> b.distance(i, 0), n);
      refuses(i -> b.distance(0, i), n);
      refuses(i -> b.neighbour(i, HexDirection.values()[0]), n);
      refuses(i -> b.ray(i, HexDirection.values()[1]), n);
      refuses(i -> b.transform(HexSymmetry.ROTATE_60, i), n);
      assertThatThrownBy(() -> b.name(n))
          .hasMessageContaining("0.." + (n - 1))
          .hasMessageContaining(b.toString());
    }
  }

  @Test
  void stepsDistancesAndRaysMatchRepeatedNeighbours() {
    for (SquareGrid g : List.of(SquareGrid.of(8, 8), SquareGrid.of(5, 3), SquareGrid.of(2, 9))) {
      for (int i = 0; i < g.cellCount(); i++) {
        for (SquareDirection d : SquareDirection.values()) {
          List<Integer> chain = new ArrayList<>();
          for (int c = g.neighbour(i, d); c >= 0; c = g.neighbour(c, d)) {
            chain.add(c);
          }
          assertThat(g.distanceToEdge(i, d)).isEqualTo(chain.size());
          assertThat(g.ray(i, d))
              .containsExactly(chain.stream().mapToInt(Integer::intValue).toArray());
          assertThat(g.step(i, d, 0)).isEqualTo(i);
          for (int k = 1; k <= chain.size() + 2; k++) {
            assertThat(g.step(i, d, k)).isEqualTo(k <= chain.size() ? chain.get(k - 1) : -1);
          }
        }
      }
    }
    for (int radius : new int[] {0, 1, 3, 5}) {
      HexBoard b = HexBoard.of(radius);
      for (int i = 0; i < b.cellCount(); i++) {
        for (HexDirection d : HexDirection.values()) {
          List<Integer> chain = new ArrayList<>();
          for (int c = b.neighbour(i, d); c >= 0; c = b.neighbour(c, d)) {
            chain.add(c);
          }
          assertThat(b.ray(i, d))
              .containsExactly(chain.stream().mapToInt(Integer::intValue).toArray());
        }
      }
    }
  }

  @Test
  void setOperationsOnBoardsMatchCellByCellVersions() {
    SquareGrid g = SquareGrid.of(9, 7);
    CellSet set = CellSet.of(0, 8, 10, 30, 31, 40, 54, 62);
    for (SquareDirection d : SquareDirection.ORTHOGONAL) {
      List<Integer> expected = new ArrayList<>();
      set.forEach(
          c -> {
            int n = g.neighbour(c, d);
            if (n >= 0) {
              expected.add(n);
            }
          });
      assertThat(g.shift(set, d).stream().boxed().toList())
          .containsExactlyInAnyOrderElementsOf(expected.stream().distinct().toList());
    }
    HexBoard b = HexBoard.of(5);
    CellSet seed = CellSet.of(45);
    CellSet mask = CellSet.of(45, 46, 47, 56, 3, 4);
    long[] dst = new long[b.allCells().length];
    long[] scratch = new long[dst.length];
    b.dilate(seed.toWords(dst.length), dst, scratch);
    assertThat(CellSet.ofWords(dst)).isEqualTo(b.dilate(seed));
    assertThat(CellSet.ofWords(dst).size()).isEqualTo(7);
    long[] fill = new long[dst.length];
    b.floodFill(seed.toWords(dst.length), mask.toWords(dst.length), fill, scratch);
    assertThat(CellSet.ofWords(fill)).isEqualTo(b.floodFill(seed, mask));
    assertThat(CellSet.ofWords(fill).contains(3)).isFalse();
    assertThat(CellSet.ofWords(fill).contains(45)).isTrue();
    // sets beyond the board are refused, naming the offending member
    assertThatThrownBy(() -> SquareGrid.of(8, 8).shift(CellSet.of(100), SquareDirection.N))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("100");
    assertThatThrownBy(() -> SquareGrid.of(9, 9).dilate(CellSet.of(3, 90)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("90");
    assertThatThrownBy(() -> b.dilate(CellSet.of(91)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("91");
    assertThat(b.dilate(CellSet.of(90))).isNotEqualTo(CellSet.empty());
  }

  @Test
  void cellSetsAndBitsAtTheirBoundaries() {
    assertThat(CellSet.of(0).contains(0)).isTrue();
    assertThat(CellSet.of(5).contains(64)).isFalse();
    assertThat(CellSet.of(63).contains(63)).isTrue();
    assertThat(CellSet.of(64).contains(64)).isTrue();
    assertThat(CellSet.of(5).contains(-1)).isFalse();
    assertThat(CellSet.empty().contains(0)).isFalse();
    assertThat(CellSet.of(1, 2).hashCode()).isEqualTo(CellSet.ofWords(6L).hashCode());
    assertThat(CellSet.of(1, 2).hashCode()).isNotEqualTo(CellSet.of(1).hashCode());
    assertThat(CellSet.of(1, 2)).isNotEqualTo(CellSet.of(1)).isNotEqualTo("x");
    assertThat(CellSet.of(0).union(CellSet.of(64))).isEqualTo(CellSet.of(0, 64));
    assertThat(CellSet.of(64).union(CellSet.of(0))).isEqualTo(CellSet.of(0, 64));
    assertThat(CellSet.of(3).union(CellSet.of(5))).isEqualTo(CellSet.of(3, 5));
    assertThat(CellSet.of(0, 1).without(0)).isEqualTo(CellSet.of(1));
    assertThat(CellSet.of(0, 1).without(-1)).isEqualTo(CellSet.of(0, 1));
    assertThat(CellSet.of(0, 1).with(0)).isEqualTo(CellSet.of(0, 1));
    long[] a = {0b1100L, 1L};
    long[] b = {0b1010L, 3L};
    long[] dst = new long[2];
    Bits.and(a, b, dst);
    assertThat(dst).containsExactly(0b1000L, 1L);
    Bits.or(a, b, dst);
    assertThat(dst).containsExactly(0b1110L, 3L);
    Bits.andNot(a, b, dst);
    assertThat(dst).containsExactly(0b0100L, 0L);
    assertThat(Bits.isEmpty(new long[3])).isTrue();
    assertThat(Bits.isEmpty(new long[] {0, 0, 1L << 63})).isFalse();
    assertThat(Bits.isEmpty(new long[0])).isTrue();
  }

  @Test
  void directions() {
    for (SquareDirection d : SquareDirection.values()) {
      assertThat(d.isOrthogonal()).isEqualTo(SquareDirection.ORTHOGONAL.contains(d));
      assertThat(d.isOrthogonal()).isEqualTo(Math.abs(d.dx()) + Math.abs(d.dy()) == 1);
    }
    for (HexDirection d : HexDirection.values()) {
      assertThat(d.rotate(0)).isEqualTo(d);
      assertThat(d.rotate(6)).isEqualTo(d);
      assertThat(d.rotate(3)).isEqualTo(d.opposite());
      assertThat(d.rotate(-1)).isEqualTo(d.rotate(5));
      assertThat(d.rotate(-7)).isEqualTo(d.rotate(5));
      assertThat(d.rotate(1)).isNotEqualTo(d);
      HexDirection e = d;
      for (int k = 0; k < 6; k++) {
        // a rotation by one sixth keeps the direction a unit step: (dq, dr) -> (-dr, dq + dr)
        HexDirection next = e.rotate(1);
        assertThat(Math.abs(next.dq()) + Math.abs(next.dr()) + Math.abs(next.dq() + next.dr()))
            .isEqualTo(2);
        assertThat(next).isNotEqualTo(e).isNotEqualTo(e.opposite());
        e = next;
      }
      assertThat(e).isEqualTo(d);
    }
  }
}
