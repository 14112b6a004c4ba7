package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import java.util.ArrayDeque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The precomputed tables and the bitboard kernels of the engine, checked against plain
 * recomputation from the geometry module, cell by cell. The tables are built here rather than taken
 * from the presets, so that every part of their construction runs under the test.
 */
class TablesTest {
  private static final SquareDirection[] DIRS = {
    SquareDirection.N, SquareDirection.E, SquareDirection.S, SquareDirection.W
  };

  private static Tables tables(int size) {
    return new Tables(SquareGrid.of(size, size), size == 12 ? 4 : 3, size == 12 ? 20 : 12);
  }

  private static boolean has(long[] words, int offset, int cell) {
    return (words[offset + (cell >>> 6)] >>> cell & 1L) != 0;
  }

  private static boolean has(long[] words, int cell) {
    return has(words, 0, cell);
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void movesAndMasksMatchTheGrid(int size) {
    Tables t = tables(size);
    SquareGrid g = SquareGrid.of(size, size);
    int n = size * size;
    assertThat(t.n).isEqualTo(n);
    assertThat(t.w).isEqualTo(size);
    int ids = 0;
    for (int c = 0; c < n; c++) {
      assertThat(has(new long[] {t.all0, t.all1, t.all2}, c)).isTrue();
      assertThat(has(new long[] {t.notE0, t.notE1, t.notE2}, c)).isEqualTo(c % size != size - 1);
      assertThat(has(new long[] {t.notW0, t.notW1, t.notW2}, c)).isEqualTo(c % size != 0);
      for (int x = 0; x < n; x++) {
        boolean neighbour = false;
        for (SquareDirection d : DIRS) {
          neighbour |= g.neighbour(c, d) == x;
        }
        assertThat(has(t.closed, c * 3, x)).as("closed %d %d", c, x).isEqualTo(x == c || neighbour);
      }
      for (int d = 0; d < 4; d++) {
        SquareDirection dir = DIRS[d];
        assertThat(t.delta[d]).isEqualTo(dir.dx() + dir.dy() * size);
        int reach = g.distanceToEdge(c, dir);
        assertThat(t.dist[c * 4 + d]).isEqualTo(reach);
        for (int k = 1; k <= reach; k++) {
          int id = t.idBase[c * 4 + d] + k - 1;
          assertThat(id).isEqualTo(ids++);
          assertThat(t.idPoint[id]).isEqualTo(c);
          assertThat(t.idDir[id]).isEqualTo((byte) d);
          assertThat(t.idCount[id]).isEqualTo(k);
          checkLine(t, g, id, c, dir, k);
        }
      }
    }
    assertThat(t.numPushIds).isEqualTo(ids);
    assertThat(t.numPushIds).isEqualTo(size == 12 ? 3168 : 896);
  }

  /**
   * The run is the point and the k - 1 stones after it; touched adds the end and neighbours; the
   * run ends on the first empty point of the ray.
   */
  private static void checkLine(Tables t, SquareGrid g, int id, int p, SquareDirection d, int k) {
    long[] run = new long[3];
    long[] touched = new long[3];
    int c = p;
    int end = -1;
    for (int i = 0; i <= k; i++) {
      if (i < k) {
        run[c >>> 6] |= 1L << c;
      } else {
        end = c;
      }
      touched[c >>> 6] |= 1L << c;
      for (SquareDirection e : DIRS) {
        int m = g.neighbour(c, e);
        if (m >= 0) {
          touched[m >>> 6] |= 1L << m;
        }
      }
      c = g.neighbour(c, d);
    }
    int pd = p * 4 + d.ordinal();
    int ed = end * 4 + d.ordinal();
    for (int word = 0; word < 3; word++) {
      assertThat(t.runWord(pd, ed, word)).as("run of %d", id).isEqualTo(run[word]);
      assertThat(t.touchedWord(pd, ed, end, word)).as("touched of %d", id).isEqualTo(touched[word]);
    }
    // Every point but the run's empty: the first empty point of the ray is the end point.
    assertThat(t.runEnd(pd, d.ordinal(), t.all0 & ~run[0], t.all1 & ~run[1], t.all2 & ~run[2]))
        .as("end of %d", id)
        .isEqualTo(end);
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void zobristKeysFollowTheDocumentedOrder(int size) {
    Tables t = tables(size);
    ZobristKeysTest.SplitMix64 keys = new ZobristKeysTest.SplitMix64(0x476F6E677169L);
    for (int i = 0; i < 2 * t.n; i++) {
      assertThat(t.stoneKeys[i]).isEqualTo(keys.next());
    }
    assertThat(t.sideKey).isEqualTo(keys.next());
    for (long key : t.swapKeys) {
      assertThat(key).isEqualTo(keys.next());
    }
    for (long key : t.passKeys) {
      assertThat(key).isEqualTo(keys.next());
    }
    assertThat(t.captureKeys).hasSize(2 * (t.goal + t.n));
    for (long key : t.captureKeys) {
      assertThat(key).isEqualTo(keys.next());
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void kernelsAgreeWithCountingNeighbours(int size) {
    Tables t = tables(size);
    SquareGrid g = SquareGrid.of(size, size);
    SplittableRandom rnd = new SplittableRandom(size);
    long[] out = new long[3];
    for (int trial = 0; trial < 400; trial++) {
      // Sets of every density, so that both sparse and crowded shapes occur.
      double density = rnd.nextDouble();
      long[] a = randomSet(t, rnd, density);
      long[] mask = randomSet(t, rnd, rnd.nextDouble());
      t.adjacent(a[0], a[1], a[2], out);
      long[] once = out.clone();
      t.adjacentTwice(a[0], a[1], a[2], out);
      long[] twice = out.clone();
      for (int c = 0; c < t.n; c++) {
        int count = 0;
        for (SquareDirection d : DIRS) {
          int m = g.neighbour(c, d);
          if (m >= 0 && has(a, m)) {
            count++;
          }
        }
        assertThat(has(once, c)).as("adjacent %d", c).isEqualTo(count >= 1);
        assertThat(has(twice, c)).as("adjacentTwice %d", c).isEqualTo(count >= 2);
      }
      int seed = rnd.nextInt(t.n);
      long[] seedSet = new long[3];
      seedSet[seed >>> 6] |= 1L << seed;
      long[] expected = reachable(g, seed, mask);
      t.fill(seedSet[0], seedSet[1], seedSet[2], mask[0], mask[1], mask[2], out);
      assertThat(out).as("fill from %d", seed).containsExactly(expected);
      // Stop when the fill meets a: true with a part of the component, else the component.
      boolean meets = (expected[0] & a[0] | expected[1] & a[1] | expected[2] & a[2]) != 0;
      boolean stopped =
          t.fillUnlessReaches(
              seedSet[0], seedSet[1], seedSet[2], mask[0], mask[1], mask[2], a[0], a[1], a[2], out);
      assertThat(stopped).isEqualTo(meets);
      if (stopped) {
        assertThat(out[0] & ~expected[0] | out[1] & ~expected[1] | out[2] & ~expected[2]).isZero();
        assertThat(out[0] & a[0] | out[1] & a[1] | out[2] & a[2]).isNotZero();
      } else {
        assertThat(out).containsExactly(expected);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void backAndAcrossAgreeWithTheGrid(int size) {
    // 8 × 8 takes the one-word path of the kernels, 12 × 12 the three-word one.
    Tables t = tables(size);
    SquareGrid g = SquareGrid.of(size, size);
    SplittableRandom rnd = new SplittableRandom(size * 3L);
    long[] out = new long[3];
    for (int trial = 0; trial < 200; trial++) {
      long[] x = randomSet(t, rnd, rnd.nextDouble());
      for (int d = 0; d < 4; d++) {
        t.back(d, x[0], x[1], x[2], out);
        long[] back = out.clone();
        t.across(d, x[0], x[1], x[2], out);
        long[] across = out.clone();
        SquareDirection side = DIRS[(d + 1) % 4];
        SquareDirection other = DIRS[(d + 3) % 4];
        for (int c = 0; c < t.n; c++) {
          int ahead = g.neighbour(c, DIRS[d]);
          int one = g.neighbour(c, side);
          int two = g.neighbour(c, other);
          assertThat(has(back, c))
              .as("back %s %d", DIRS[d], c)
              .isEqualTo(ahead >= 0 && has(x, ahead));
          assertThat(has(across, c))
              .as("across %s %d", DIRS[d], c)
              .isEqualTo(one >= 0 && has(x, one) || two >= 0 && has(x, two));
        }
        for (int word = t.n <= 64 ? 1 : 3; word < 3; word++) {
          assertThat(back[word] | across[word]).as("word %d beyond the board", word).isZero();
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void forwardMovesEveryStoneOfARunOneStep(int size) {
    Tables t = tables(size);
    SplittableRandom rnd = new SplittableRandom(size * 7L);
    for (int id = 0; id < t.numPushIds; id++) {
      // A random part of the run, so that words with and without members both occur.
      long[] x = new long[3];
      long[] expected = new long[3];
      int delta = t.delta[t.idDir[id]];
      for (int k = 0, c = t.idPoint[id]; k < t.idCount[id]; k++, c += delta) {
        if (rnd.nextBoolean()) {
          x[c >>> 6] |= 1L << c;
          expected[(c + delta) >>> 6] |= 1L << (c + delta);
        }
      }
      int d = t.idDir[id];
      long[] moved = {
        t.forward(d, 0, x[0], x[1]), t.forward(d, x[0], x[1], x[2]), t.forward(d, x[1], x[2], 0)
      };
      assertThat(moved).as("forward of push %d", id).containsExactly(expected);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 12})
  void selectCellFindsTheMemberOfEachRank(int size) {
    Tables t = tables(size);
    SplittableRandom rnd = new SplittableRandom(size * 11L);
    for (int trial = 0; trial < 200; trial++) {
      long[] a = randomSet(t, rnd, rnd.nextDouble());
      int rank = 0;
      for (int c = 0; c < t.n; c++) {
        if (has(a, c)) {
          assertThat(Bits.select(a[0], a[1], a[2], rank++)).isEqualTo(c);
        }
      }
    }
  }

  /**
   * The strip around each point of the 12 × 12 board: five whole rows holding the point's row and
   * its neighbours', as one word whose bit j is the point start + j, with masks of the points that
   * have an east and a west neighbour in it (so that no shift joins one row's end to the next).
   */
  @Test
  void theStripIsFiveWholeRowsInOneWord() {
    Tables t = tables(12);
    SquareGrid g = SquareGrid.of(12, 12);
    SplittableRandom rnd = new SplittableRandom(28);
    for (int c = 0; c < t.n; c++) {
      int start = t.stripStart(c);
      assertThat(start % 12).isZero();
      assertThat(start).isBetween(0, t.n - Tables.STRIP_ROWS * 12);
      for (SquareDirection d : DIRS) {
        int m = g.neighbour(c, d);
        assertThat(m < 0 || (m >= start && m < start + 60)).as("%d's neighbour %d", c, m).isTrue();
      }
      long[] a = randomSet(t, rnd, 0.3);
      long strip = t.strip(a[0], a[1], a[2], start);
      for (int j = 0; j < 64; j++) {
        int x = start + j;
        boolean inside = j < 60;
        assertThat((strip >>> j & 1) != 0)
            .as("bit %d of %d's strip", j, c)
            .isEqualTo(inside && has(a, x));
        // The strip's masks: its points, and those with an east and a west neighbour in it.
        assertThat((t.stripAll >>> j & 1) != 0).isEqualTo(inside);
        assertThat((t.stripNotE >>> j & 1) != 0).isEqualTo(inside && x % 12 != 11);
        assertThat((t.stripNotW >>> j & 1) != 0).isEqualTo(inside && x % 12 != 0);
      }
    }
  }

  private static long[] randomSet(Tables t, SplittableRandom rnd, double density) {
    long[] s = new long[3];
    for (int c = 0; c < t.n; c++) {
      if (rnd.nextDouble() < density) {
        s[c >>> 6] |= 1L << c;
      }
    }
    return s;
  }

  /** The members of mask connected to seed within it, by breadth-first search. */
  private static long[] reachable(SquareGrid g, int seed, long[] mask) {
    long[] out = new long[3];
    if (!has(mask, seed)) {
      return out;
    }
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(seed);
    out[seed >>> 6] |= 1L << seed;
    while (!queue.isEmpty()) {
      int c = queue.poll();
      for (SquareDirection d : DIRS) {
        int m = g.neighbour(c, d);
        if (m >= 0 && has(mask, m) && !has(out, m)) {
          out[m >>> 6] |= 1L << m;
          queue.add(m);
        }
      }
    }
    return out;
  }
}
