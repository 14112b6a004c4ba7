package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class GeometryProperties {

  record Sized(SquareGrid grid, int cell) {}

  @Provide
  Arbitrary<Sized> squareCells() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 32), Arbitraries.integers().between(1, 32))
        .flatAs(
            (w, h) ->
                Arbitraries.integers()
                    .between(0, w * h - 1)
                    .map(c -> new Sized(SquareGrid.of(w, h), c)));
  }

  @Property(tries = 300)
  void squareIndexCoordinatesAndNameRoundTrip(@ForAll("squareCells") Sized s) {
    SquareGrid g = s.grid();
    int c = s.cell();
    assertThat(g.index(g.column(c), g.row(c))).isEqualTo(c);
    assertThat(g.parse(g.name(c))).isEqualTo(c);
  }

  @Property(tries = 300)
  void squareNeighbourRelationIsSymmetric(@ForAll("squareCells") Sized s) {
    SquareGrid g = s.grid();
    for (SquareDirection d : SquareDirection.values()) {
      int n = g.neighbour(s.cell(), d);
      if (n >= 0) {
        assertThat(g.neighbour(n, d.opposite())).isEqualTo(s.cell());
      }
      assertThat(g.ray(s.cell(), d)).hasSize(g.distanceToEdge(s.cell(), d));
    }
  }

  @Property(tries = 200)
  void squareSymmetriesPreserveAdjacencyAndComposeAsD4(
      @ForAll @IntRange(min = 1, max = 13) int n,
      @ForAll SquareSymmetry a,
      @ForAll SquareSymmetry b) {
    SquareGrid g = SquareGrid.of(n, n);
    int[] pa = g.permutation(a);
    int[] pb = g.permutation(b);
    int[] pab = g.permutation(a.after(b));
    for (int c = 0; c < g.cellCount(); c++) {
      assertThat(pab[c]).isEqualTo(pa[pb[c]]);
      assertThat(g.transform(a.inverse(), pa[c])).isEqualTo(c);
      for (SquareDirection d : SquareDirection.ORTHOGONAL) {
        int nb = g.neighbour(c, d);
        if (nb >= 0) {
          assertThat(g.neighbour(pa[c], a.apply(d))).isEqualTo(pa[nb]);
        }
      }
    }
  }

  @Property(tries = 200)
  void squareShiftEqualsSteppingEachMember(
      @ForAll @IntRange(min = 1, max = 20) int w,
      @ForAll @IntRange(min = 1, max = 20) int h,
      @ForAll SquareDirection d,
      @ForAll long seed) {
    SquareGrid g = SquareGrid.of(w, h);
    long[] set = randomSet(g.cellCount(), g.words(), new Random(seed));
    long[] out = new long[g.words()];
    g.shift(set, d, out);
    long[] expected = new long[g.words()];
    for (int c = 0; c < g.cellCount(); c++) {
      if (Bits.get(set, c) && g.neighbour(c, d) >= 0) {
        Bits.set(expected, g.neighbour(c, d));
      }
    }
    assertThat(out).containsExactly(expected);
  }

  @Property(tries = 200)
  void squareFloodFillEqualsBreadthFirstSearchAndDilationEqualsNeighbourhoods(
      @ForAll @IntRange(min = 1, max = 16) int w,
      @ForAll @IntRange(min = 1, max = 16) int h,
      @ForAll long seed) {
    SquareGrid g = SquareGrid.of(w, h);
    Random rnd = new Random(seed);
    long[] mask = randomSet(g.cellCount(), g.words(), rnd);
    int start = rnd.nextInt(g.cellCount());
    long[] seedSet = new long[g.words()];
    Bits.set(seedSet, start);
    long[] out = new long[g.words()];
    g.floodFill(seedSet, mask, out, new long[g.words()]);
    Set<Integer> bfs = new HashSet<>();
    if (Bits.get(mask, start)) {
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(start);
      bfs.add(start);
      while (!queue.isEmpty()) {
        int c = queue.poll();
        for (SquareDirection d : SquareDirection.ORTHOGONAL) {
          int n = g.neighbour(c, d);
          if (n >= 0 && Bits.get(mask, n) && bfs.add(n)) {
            queue.add(n);
          }
        }
      }
    }
    assertThat(CellSet.ofWords(out).stream().boxed()).containsExactlyInAnyOrderElementsOf(bfs);

    long[] dil = new long[g.words()];
    g.dilate(mask, dil, new long[g.words()]);
    long[] expected = mask.clone();
    for (int c = 0; c < g.cellCount(); c++) {
      if (Bits.get(mask, c)) {
        for (SquareDirection d : SquareDirection.ORTHOGONAL) {
          if (g.neighbour(c, d) >= 0) {
            Bits.set(expected, g.neighbour(c, d));
          }
        }
      }
    }
    assertThat(dil).containsExactly(expected);
  }

  @Provide
  Arbitrary<int[]> hexCells() {
    return Arbitraries.integers()
        .between(0, 8)
        .flatMap(
            r ->
                Arbitraries.integers()
                    .between(0, HexBoard.of(r).cellCount() - 1)
                    .tuple2()
                    .map(t -> new int[] {r, t.get1(), t.get2()}));
  }

  @Property(tries = 300)
  void hexIndexCoordinatesNamesAndDistance(@ForAll("hexCells") int[] x) {
    HexBoard b = HexBoard.of(x[0]);
    int a = x[1];
    int c = x[2];
    assertThat(b.index(b.q(a), b.r(a))).isEqualTo(a);
    assertThat(b.q(a) + b.r(a) + b.s(a)).isZero();
    assertThat(b.parse(b.name(a))).isEqualTo(a);
    assertThat(b.distance(a, c)).isEqualTo(b.distance(c, a));
    assertThat(b.distance(a, a)).isZero();
    if (a != c) {
      assertThat(b.distance(a, c)).isPositive();
    }
    int m = b.centre();
    assertThat(b.distance(a, c)).isLessThanOrEqualTo(b.distance(a, m) + b.distance(m, c));
    for (HexDirection d : HexDirection.values()) {
      int n = b.neighbour(a, d);
      if (n >= 0) {
        assertThat(b.neighbour(n, d.opposite())).isEqualTo(a);
        assertThat(b.distance(a, n)).isEqualTo(1);
      }
    }
  }

  @Property(tries = 100)
  void hexSymmetriesPreserveAdjacencyDistanceAndComposeAsD6(
      @ForAll @IntRange(min = 0, max = 6) int radius,
      @ForAll HexSymmetry a,
      @ForAll HexSymmetry b) {
    HexBoard board = HexBoard.of(radius);
    int[] pa = board.permutation(a);
    int[] pb = board.permutation(b);
    int[] pab = board.permutation(a.after(b));
    for (int c = 0; c < board.cellCount(); c++) {
      assertThat(pab[c]).isEqualTo(pa[pb[c]]);
      assertThat(board.transform(a.inverse(), pa[c])).isEqualTo(c);
      assertThat(board.ring(pa[c])).isEqualTo(board.ring(c));
      assertThat(board.distance(pa[c], pa[0])).isEqualTo(board.distance(c, 0));
      for (HexDirection d : HexDirection.values()) {
        int n = board.neighbour(c, d);
        if (n >= 0) {
          assertThat(board.neighbour(pa[c], a.apply(d))).isEqualTo(pa[n]);
        }
      }
    }
  }

  @Property(tries = 100)
  void hexRingsHaveSixKCellsInAChain(@ForAll @IntRange(min = 1, max = 8) int radius) {
    HexBoard b = HexBoard.of(radius);
    for (int k = 1; k <= radius; k++) {
      int[] ring = b.ringCells(k);
      assertThat(ring).hasSize(6 * k).doesNotHaveDuplicates();
      for (int i = 0; i < ring.length; i++) {
        assertThat(b.ring(ring[i])).isEqualTo(k);
        assertThat(b.distance(ring[i], ring[(i + 1) % ring.length])).isEqualTo(1);
      }
    }
  }

  @Property(tries = 200)
  void hexShiftFloodAndDilateMatchPlainCellByCellVersions(
      @ForAll @IntRange(min = 0, max = 7) int radius, @ForAll HexDirection d, @ForAll long seed) {
    HexBoard b = HexBoard.of(radius);
    Random rnd = new Random(seed);
    long[] set = randomSet(b.cellCount(), b.words(), rnd);
    long[] out = new long[b.words()];
    b.shift(set, d, out);
    long[] expected = new long[b.words()];
    long[] dilExpected = set.clone();
    for (int c = 0; c < b.cellCount(); c++) {
      if (Bits.get(set, c)) {
        if (b.neighbour(c, d) >= 0) {
          Bits.set(expected, b.neighbour(c, d));
        }
        for (HexDirection e : HexDirection.values()) {
          if (b.neighbour(c, e) >= 0) {
            Bits.set(dilExpected, b.neighbour(c, e));
          }
        }
      }
    }
    assertThat(out).containsExactly(expected);
    assertThat(b.shift(CellSet.ofWords(set), d)).isEqualTo(CellSet.ofWords(expected));
    assertThat(b.dilate(CellSet.ofWords(set))).isEqualTo(CellSet.ofWords(dilExpected));

    int start = rnd.nextInt(b.cellCount());
    CellSet filled = b.floodFill(CellSet.of(start), CellSet.ofWords(set));
    Set<Integer> bfs = new HashSet<>();
    if (Bits.get(set, start)) {
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(start);
      bfs.add(start);
      while (!queue.isEmpty()) {
        int c = queue.poll();
        for (HexDirection e : HexDirection.values()) {
          int n = b.neighbour(c, e);
          if (n >= 0 && Bits.get(set, n) && bfs.add(n)) {
            queue.add(n);
          }
        }
      }
    }
    assertThat(filled.stream().boxed()).containsExactlyInAnyOrderElementsOf(bfs);
  }

  @Property(tries = 200)
  void cellSetAlgebraMatchesJavaSets(@ForAll long seedA, @ForAll long seedB) {
    long[] a = randomSet(150, 3, new Random(seedA));
    long[] b = randomSet(150, 3, new Random(seedB));
    CellSet sa = CellSet.ofWords(a);
    CellSet sb = CellSet.ofWords(b);
    Set<Integer> ja = toJava(a);
    Set<Integer> jb = toJava(b);
    Set<Integer> union = new HashSet<>(ja);
    union.addAll(jb);
    Set<Integer> inter = new HashSet<>(ja);
    inter.retainAll(jb);
    Set<Integer> diff = new HashSet<>(ja);
    diff.removeAll(jb);
    assertThat(sa.union(sb).stream().boxed()).containsExactlyInAnyOrderElementsOf(union);
    assertThat(sa.intersection(sb).stream().boxed()).containsExactlyInAnyOrderElementsOf(inter);
    assertThat(sa.difference(sb).stream().boxed()).containsExactlyInAnyOrderElementsOf(diff);
    assertThat(sa.size()).isEqualTo(ja.size()).isEqualTo(Bits.popCount(a));
    assertThat(sa.isEmpty()).isEqualTo(ja.isEmpty());
    assertThat(Bits.intersects(a, b)).isEqualTo(!inter.isEmpty());
    assertThat(CellSet.of(sa.toArray())).isEqualTo(sa);
    assertThat(sa.first()).isEqualTo(ja.stream().mapToInt(i -> i).min().orElse(-1));
  }

  private static Set<Integer> toJava(long[] words) {
    Set<Integer> s = new HashSet<>();
    for (int c = Bits.nextSetBit(words, 0); c >= 0; c = Bits.nextSetBit(words, c + 1)) {
      s.add(c);
    }
    return s;
  }

  private static long[] randomSet(int cells, int words, Random rnd) {
    long[] set = new long[words];
    double density = rnd.nextDouble();
    for (int c = 0; c < cells; c++) {
      if (rnd.nextDouble() < density) {
        Bits.set(set, c);
      }
    }
    return set;
  }
}
