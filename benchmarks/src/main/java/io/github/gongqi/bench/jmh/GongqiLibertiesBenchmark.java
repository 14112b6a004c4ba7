package io.github.gongqi.bench.jmh;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Liberty counting, the hot path of every Go-like engine, on a fixed corpus of self-play positions
 * (see {@link CorpusGenerator}). Each invocation handles the next position of the corpus, so the
 * score is the mean time per position.
 *
 * <ul>
 *   <li>{@code libertiesEngine}: exact liberties of every group, {@code
 *       Position.groupLiberties(int[])}, bitboard flood fill without allocation;
 *   <li>{@code libertiesReference}: the same answer from the deliberately simple set-based flood
 *       fill ({@link NaiveGongqi}) — the speed-up ratio is the ratio of the two scores;
 *   <li>{@code libertiesFloor}: not an answer but a floor under any answer's time: zero the output
 *       and, for every stone, one neighbourhood lookup and one store (its own liberties, with no
 *       grouping at all). The engine's time above this floor is the cost of finding the groups; it
 *       puts the reference ratio in proportion (see benchmarks/README.md, Performance);
 *   <li>{@code deadGroupsBitboard} / {@code deadGroupsReference}: "which groups have no liberty" on
 *       boards taken right after a push and before its captures (the capture test's real input), by
 *       geometry's bitboard kernels (alive = flood fill of the stones from those touching an empty
 *       point) and by the simple flood fill.
 * </ul>
 *
 * <p>Sanity: {@link #check()} compares engine and reference on the whole corpus before measuring,
 * and every benchmark returns its result so that nothing is optimised away.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GongqiLibertiesBenchmark {
  /** The corpus: about 60 stones on 12×12, or 8×8 positions at several stages. */
  @Param({"gongqi-12x12-middle.txt", "gongqi-8x8-stages.txt"})
  public String corpus;

  private Position[] positions;
  private int[][] boards;
  private int size;
  private SquareGrid grid;
  private int[] out;
  private int next;
  private int nextPushed;

  // For the floor: each position's occupied and empty points, and each point's closed
  // neighbourhood (the point and its orthogonal neighbours), three words each.
  private long[][] occupiedWords;
  private long[][] emptyWords;
  private long[] closed;

  // Post-push boards: one colour's stones and the empties, as bitboards and as plain boards.
  private long[][] pushedStones;
  private long[][] pushedEmpty;
  private int[][] pushedBoards;
  private int[] pushedColours;
  private final long[] seed = new long[3];
  private final long[] alive = new long[3];
  private final long[] scratch = new long[3];

  /** Loads the corpus, builds the post-push boards and checks engine against reference. */
  @Setup
  public void setUp() {
    List<Position> list = Corpus.gongqi(corpus);
    positions = list.toArray(new Position[0]);
    size = positions[0].rules().size();
    grid = positions[0].rules().grid();
    boards = new int[positions.length][];
    for (int i = 0; i < positions.length; i++) {
      boards[i] = NaiveGongqi.board(positions[i]);
    }
    out = new int[size * size];
    buildFloorTables();
    buildPushedBoards();
    check();
  }

  private void buildFloorTables() {
    int n = size * size;
    closed = new long[n * 3];
    for (int c = 0; c < n; c++) {
      closed[c * 3 + (c >>> 6)] |= 1L << c;
      for (SquareDirection d : SquareDirection.ORTHOGONAL) {
        int m = grid.neighbour(c, d);
        if (m >= 0) {
          closed[c * 3 + (m >>> 6)] |= 1L << m;
        }
      }
    }
    occupiedWords = new long[positions.length][];
    emptyWords = new long[positions.length][];
    long[] all = grid.allCells();
    for (int i = 0; i < positions.length; i++) {
      long[] b = positions[i].cells(Side.BLACK).toWords(3);
      long[] w = positions[i].cells(Side.WHITE).toWords(3);
      long[] occupied = new long[3];
      long[] empty = new long[3];
      for (int k = 0; k < 3; k++) {
        occupied[k] = b[k] | w[k];
        empty[k] = (k < all.length ? all[k] : 0) & ~occupied[k];
      }
      occupiedWords[i] = occupied;
      emptyWords[i] = empty;
    }
  }

  private void buildPushedBoards() {
    List<long[]> stones = new ArrayList<>();
    List<long[]> empty = new ArrayList<>();
    List<int[]> plain = new ArrayList<>();
    List<Integer> pushedColour = new ArrayList<>();
    for (Position p : positions) {
      for (var m : p.legalMoves()) {
        if (!(m instanceof Move.Push push) || stones.size() >= 4 * positions.length) {
          continue;
        }
        int[] b = NaiveGongqi.board(p);
        int delta = push.direction().dx() + push.direction().dy() * size;
        int mover = p.sideToMove() == Side.BLACK ? NaiveGongqi.BLACK : NaiveGongqi.WHITE;
        int opponent = mover == NaiveGongqi.BLACK ? NaiveGongqi.WHITE : NaiveGongqi.BLACK;
        for (int k = push.count(); k >= 1; k--) {
          int from = push.point() + (k - 1) * delta;
          b[from + delta] = b[from];
        }
        b[push.point()] = mover;
        long[] opp = new long[3];
        long[] emp = new long[3];
        for (int c = 0; c < b.length; c++) {
          if (b[c] == opponent) {
            Bits.set(opp, c);
          } else if (b[c] == NaiveGongqi.EMPTY) {
            Bits.set(emp, c);
          }
        }
        stones.add(opp);
        empty.add(emp);
        plain.add(b);
        pushedColour.add(opponent);
      }
    }
    pushedStones = stones.toArray(new long[0][]);
    pushedEmpty = empty.toArray(new long[0][]);
    pushedBoards = plain.toArray(new int[0][]);
    pushedColours = pushedColour.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * Fails the run if the engine and the reference disagree anywhere in the corpus, or if the floor
   * is not what it claims (a lone stone's exact count, never more than its group's).
   */
  void check() {
    int[] ref = new int[size * size];
    for (int i = 0; i < positions.length; i++) {
      int g1 = positions[i].groupLiberties(out);
      int g2 = NaiveGongqi.groupLiberties(boards[i], size, ref);
      if (g1 != g2 || !java.util.Arrays.equals(out, 0, size * size, ref, 0, size * size)) {
        throw new IllegalStateException(
            "engine and reference disagree on " + positions[i].toNotation());
      }
      floor(i, ref);
      for (var g : positions[i].groups()) {
        int stone = g.stones().first();
        boolean lone = g.stones().size() == 1;
        if (lone ? ref[stone] != out[stone] : ref[stone] > out[stone]) {
          throw new IllegalStateException(
              "floor is off at point " + stone + " of " + positions[i].toNotation());
        }
      }
    }
    for (int i = 0; i < pushedStones.length; i++) {
      int bit = deadCount(i);
      int plain = NaiveGongqi.groupsWithoutLiberty(pushedBoards[i], size, pushedColours[i], ref);
      if (bit != plain) {
        throw new IllegalStateException("dead stones disagree on post-push board " + i);
      }
    }
    if (positions.length == 0 || pushedStones.length == 0) {
      throw new IllegalStateException("empty corpus " + corpus);
    }
  }

  private int deadCount(int i) {
    long[] stones = pushedStones[i];
    grid.dilate(pushedEmpty[i], seed, scratch);
    Bits.and(seed, stones, seed);
    grid.floodFill(seed, stones, alive, scratch);
    Bits.andNot(stones, alive, alive);
    return Bits.popCount(alive);
  }

  /**
   * Exact liberties of every group of the next corpus position, by the engine.
   *
   * @return the number of groups plus one liberty count, so the work is used
   */
  @Benchmark
  public int libertiesEngine() {
    Position p = positions[next];
    next = next + 1 == positions.length ? 0 : next + 1;
    return p.groupLiberties(out) + out[size * size / 2];
  }

  /**
   * Exact liberties of every group of the next corpus position, by the set-based reference.
   *
   * @return the number of groups plus one liberty count
   */
  @Benchmark
  public int libertiesReference() {
    int[] b = boards[next];
    next = next + 1 == positions.length ? 0 : next + 1;
    return NaiveGongqi.groupLiberties(b, size, out) + out[size * size / 2];
  }

  /**
   * The floor under any exact answer: zeroes the output and writes, for every stone, the liberties
   * of that stone alone (one neighbourhood lookup and one store each, no grouping).
   *
   * @return one written count, so the work is used
   */
  @Benchmark
  public int libertiesFloor() {
    int i = next;
    next = next + 1 == positions.length ? 0 : next + 1;
    return floor(i, out);
  }

  private int floor(int i, int[] o) {
    long[] occupied = occupiedWords[i];
    long[] empty = emptyWords[i];
    long[] cl = closed;
    java.util.Arrays.fill(o, 0, size * size, 0);
    long e0 = empty[0];
    long e1 = empty[1];
    long e2 = empty[2];
    for (int word = 0; word < 3; word++) {
      for (long x = occupied[word]; x != 0; x &= x - 1) {
        int c = word * 64 + Long.numberOfTrailingZeros(x);
        o[c] =
            Long.bitCount(cl[c * 3] & e0)
                + Long.bitCount(cl[c * 3 + 1] & e1)
                + Long.bitCount(cl[c * 3 + 2] & e2);
      }
    }
    return o[size * size / 2];
  }

  /**
   * Which stones of the pushed-against colour have no liberty, by bitboard flood fill.
   *
   * @return the number of dead stones
   */
  @Benchmark
  public int deadGroupsBitboard() {
    int i = nextPushed;
    nextPushed = nextPushed + 1 == pushedStones.length ? 0 : nextPushed + 1;
    return deadCount(i);
  }

  /**
   * Which groups have no liberty, by the set-based reference.
   *
   * @return the number of dead stones
   */
  @Benchmark
  public int deadGroupsReference() {
    int i = nextPushed;
    nextPushed = nextPushed + 1 == pushedStones.length ? 0 : nextPushed + 1;
    return NaiveGongqi.groupsWithoutLiberty(pushedBoards[i], size, pushedColours[i], out);
  }
}
