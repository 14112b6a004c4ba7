package io.github.gongqi.bench.jmh;

import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Perft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Gongqi move generation, play and perft on the 12×12 board.
 *
 * <ul>
 *   <li>{@code legalMovesBuffer}: all legal moves (full legality: captures and suicide) of a
 *       middle-game position with 55 to 65 stones, written as ids into a reused buffer — the bot
 *       authors' API; run with {@code -prof gc} to see 0 B/op;
 *   <li>{@code legalMovesList}: the same as an immutable {@code List<Move>} — the convenient API;
 *   <li>{@code playChecked} / {@code playUnchecked}: one legal move played with full validation,
 *       and through the search fast path;
 *   <li>{@code perft5}: perft 5 from the 12×12 start; the score is per node, so its inverse is
 *       nodes per second.
 * </ul>
 *
 * <p>Sanity: the set-up checks that every corpus position has legal moves, and perft 5's own state
 * ({@link Start}) checks its count (188,784); every benchmark returns a value that depends on all
 * the work.
 *
 * <p>Perft's check lives in its own state so that only perft's forks run it: the other forks warm
 * the JIT on the corpus alone, not first on perft's 14,000 opening positions, whose profile (no
 * captures, hardly a suicide) is not the one they measure.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GongqiBenchmark {
  static final long PERFT5_12X12 = 188_784;

  /**
   * The corpus: greedy against random (many captures, so power 3 to 5 and about 120 legal moves a
   * position), random against random (about half as many), or random against random from 90 stones
   * on (the dense end of random games, where most candidates need a test of their own).
   */
  @Param({"gongqi-12x12-middle.txt", "gongqi-12x12-random.txt", "gongqi-12x12-dense.txt"})
  public String corpus;

  private Position[] positions;
  private Move[] moves;
  private int[] moveIds;
  private int[] buffer;
  private int next;

  /** Loads the corpus and picks one seeded legal move per position. */
  @Setup
  public void setUp() {
    List<Position> list = Corpus.gongqi(corpus);
    positions = list.toArray(new Position[0]);
    moves = new Move[positions.length];
    moveIds = new int[positions.length];
    SplittableRandom rnd = new SplittableRandom(42);
    for (int i = 0; i < positions.length; i++) {
      List<Move> legal = positions[i].legalMoves();
      if (legal.isEmpty()) {
        throw new IllegalStateException("no legal move in corpus position " + i);
      }
      moves[i] = legal.get(rnd.nextInt(legal.size()));
      moveIds[i] = moves[i].id();
    }
    buffer = new int[Rules.STANDARD.maxLegalMoves()];
  }

  /** The 12×12 start, for perft 5 only. */
  @State(Scope.Thread)
  public static class Start {
    Position position;

    /** Creates the state; JMH calls {@link #setUp()} before measuring. */
    public Start() {}

    /** Sets up the start and checks perft 5 against the published count. */
    @Setup
    public void setUp() {
      position = Position.start(Rules.STANDARD);
      if (Perft.perft(position, 5) != PERFT5_12X12) {
        throw new IllegalStateException("perft 5 from the 12x12 start is not " + PERFT5_12X12);
      }
    }
  }

  private int advance() {
    int i = next;
    next = next + 1 == positions.length ? 0 : next + 1;
    return i;
  }

  /**
   * All legal moves into a caller buffer.
   *
   * @return the count plus the last id, so the work is used
   */
  @Benchmark
  public int legalMovesBuffer() {
    int n = positions[advance()].legalMoves(buffer);
    return n + buffer[n - 1];
  }

  /**
   * All legal moves as a list.
   *
   * @return the list
   */
  @Benchmark
  public List<Move> legalMovesList() {
    return positions[advance()].legalMoves();
  }

  /**
   * One checked move.
   *
   * @return the next position
   */
  @Benchmark
  public Position playChecked() {
    int i = advance();
    return positions[i].play(moves[i]);
  }

  /**
   * One move by the unchecked fast path.
   *
   * @return the next position
   */
  @Benchmark
  public Position playUnchecked() {
    int i = advance();
    return positions[i].playUnchecked(moveIds[i]);
  }

  /**
   * Perft 5 from the 12×12 start; the score is per node.
   *
   * @param start the start position, checked
   * @return the node count
   */
  @Benchmark
  @OperationsPerInvocation(188_784)
  public long perft5(Start start) {
    return Perft.perft(start.position, 5);
  }
}
